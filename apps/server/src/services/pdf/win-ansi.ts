/**
 * PDFKit's built-in fonts (Helvetica) are encoded in WinAnsi (Windows-1252). Every character of Spanish
 * and French is in it ("ñ", "é", "¿", "«", "–", the no-break space), but a few typographic characters
 * that Intl or a pasted lead may carry are not: they are mapped to their closest WinAnsi twin so a
 * glyph never goes missing on the client's page.
 */
const CP1252_EXTRAS = new Set("€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ".split("").map((c) => c.codePointAt(0)!));

const REPLACEMENTS: Record<string, string> = {
  "\u202f": "\u00a0", // narrow no-break space (French thousands in some locales)
  "\u2009": " ",
  "\u200b": "",
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "–",
  "\u2212": "-",
  "\u2192": "->",
  "\u2190": "<-",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2713": "v",
  "\u2022": "•",
};

function isWinAnsi(code: number): boolean {
  if (code === 0x0a || code === 0x09) return true;
  if (code < 0x20) return false;
  if (code <= 0x7e) return true;
  if (code >= 0xa0 && code <= 0xff) return true;
  return CP1252_EXTRAS.has(code);
}

/** The text as the standard fonts can print it. */
export function toWinAnsi(text: string): string {
  let out = "";
  for (const char of text.normalize("NFC")) {
    const code = char.codePointAt(0)!;
    if (isWinAnsi(code)) out += char;
    else out += REPLACEMENTS[char] ?? (/\s/.test(char) ? " " : "");
  }
  return out;
}
