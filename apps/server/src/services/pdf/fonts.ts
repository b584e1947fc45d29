import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

/**
 * The PDF's type (decision 013): DejaVu Sans Condensed from the `dejavu-fonts-ttf` package, a free
 * licence family whose TrueType files cover Latin with every Vietnamese and Polish letter, Greek,
 * Cyrillic and more. PDFKit embeds only the glyphs a page uses (a subset), so a page stays small.
 * The condensed cut keeps long Spanish and French lines on one page at a readable size.
 */
export type FontName = "Regular" | "Bold" | "Italic";

const FILES: Record<FontName, string> = {
  Regular: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed.ttf",
  Bold: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Bold.ttf",
  Italic: "dejavu-fonts-ttf/ttf/DejaVuSansCondensed-Oblique.ttf",
};

let loaded: Record<FontName, Buffer> | undefined;

/** The font files, read once per process. */
export function FONT_FILES(): Record<FontName, Buffer> {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    loaded = {
      Regular: readFileSync(require.resolve(FILES.Regular)),
      Bold: readFileSync(require.resolve(FILES.Bold)),
      Italic: readFileSync(require.resolve(FILES.Italic)),
    };
  }
  return loaded;
}
