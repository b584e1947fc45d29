// The compliance guard: check(text, context) → findings (issue 4 part 5).
export {};
