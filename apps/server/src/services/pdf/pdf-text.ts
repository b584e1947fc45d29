import { inflateSync } from "node:zlib";

/**
 * What a reader of one of our PDFs can see, without a PDF library: the number of pages and the text
 * of every line, decoded from the WinAnsi strings of the built-in fonts. Tests use it to prove a
 * client copy carries no commission; it reads PDFs this service writes, not arbitrary ones.
 */
export function readPdf(file: Uint8Array): { pages: number; text: string } {
  const raw = Buffer.from(file).toString("latin1");
  const pages = raw.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  const lines: string[] = [];
  const streams = /<<([\s\S]*?)>>\s*stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (const match of raw.matchAll(streams)) {
    const dictionary = match[1]!;
    let content = Buffer.from(match[2]!, "latin1");
    if (/\/FlateDecode/.test(dictionary)) {
      try {
        content = inflateSync(content);
      } catch {
        continue; // not a content stream of ours (an image, a font)
      }
    }
    const body = content.toString("latin1");
    for (const op of body.matchAll(/\[((?:<[0-9a-fA-F]*>|\s|-?[\d.]+)*)\]\s*TJ|<([0-9a-fA-F]*)>\s*Tj/g)) {
      const hexes =
        op[1] !== undefined ? [...op[1].matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1]!) : [op[2]!];
      lines.push(decodeWinAnsi(Buffer.concat(hexes.map((h) => Buffer.from(h, "hex")))));
    }
  }
  return { pages, text: lines.join("\n") };
}

/** Windows-1252's 0x80-0x9F block (Node's TextDecoder reads these bytes as Latin-1 control codes). */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWinAnsi(bytes: Uint8Array): string {
  let out = "";
  for (const byte of bytes)
    out += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return out;
}
