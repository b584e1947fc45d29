import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export const LEGAL_DOCUMENTS = ["terms", "privacy", "refund"] as const;
export type LegalDocument = (typeof LEGAL_DOCUMENTS)[number];
export const LEGAL_LANGUAGES = ["en", "es", "fr"] as const;
export type LegalLanguage = (typeof LEGAL_LANGUAGES)[number];

/** The default pages ship beside the server (apps/server/legal): found from the sources and from the build. */
export function defaultLegalFolder(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 6; i++) {
    const candidate = join(dir, "legal");
    if (existsSync(join(candidate, "terms.en.md"))) return candidate;
    dir = dirname(dir);
  }
  throw new Error("The default legal pages were not found (apps/server/legal).");
}

export interface LegalText {
  document: LegalDocument;
  /** The language of the text sent, which may be English when the operator wrote only English. */
  language: LegalLanguage;
  markdown: string;
  /** Whether the operator's folder (LEGAL_DIR) supplied it. */
  custom: boolean;
}

function read(folder: string, document: LegalDocument, language: LegalLanguage): string | undefined {
  const file = join(folder, `${document}.${language}.md`);
  try {
    return readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/**
 * One legal page in one language. The operator's folder wins: its file in the language asked, else its
 * English file (an operator who wrote only English terms must not be contradicted by our default
 * Spanish), else the default in the language asked. Read on each request, so a replaced file shows at
 * once without a restart.
 */
export function legalText(
  operatorFolder: string | undefined,
  document: LegalDocument,
  language: LegalLanguage,
): LegalText {
  if (operatorFolder) {
    for (const lng of language === "en" ? (["en"] as const) : [language, "en" as const]) {
      const markdown = read(operatorFolder, document, lng);
      if (markdown !== undefined) return { document, language: lng, markdown, custom: true };
    }
  }
  const markdown = read(defaultLegalFolder(), document, language);
  if (markdown === undefined) throw new Error(`The default ${document}.${language}.md is missing.`);
  return { document, language, markdown, custom: false };
}
