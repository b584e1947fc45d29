// Chat decisions, one pure function per step of the per-message flow (chat-coach.md §4), and fixed texts.
export {};
