import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, type TestContext } from "../../test/harness.js";

interface LegalBody {
  document: string;
  language: string;
  markdown: string;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ SUPPORT_EMAIL: "help@agency.example" });
});
afterAll(() => t.close());

async function page(ctx: TestContext, path: string) {
  const res = await ctx.client().get(path);
  return { status: res.status, body: (await res.json()) as LegalBody & { error?: { code: string } } };
}

describe("GET /api/legal/{document}", () => {
  it("serves the default terms, privacy and refund pages in each language, naming the support address", async () => {
    for (const document of ["terms", "privacy", "refund"])
      for (const lng of ["en", "es", "fr"]) {
        const { status, body } = await page(t, `/api/legal/${document}?lng=${lng}`);
        expect(status).toBe(200);
        expect(body).toMatchObject({ document, language: lng });
        expect(body.markdown).toMatch(/^# /);
        expect(body.markdown).toContain("help@agency.example");
        expect(body.markdown).not.toContain("{{");
      }
  });

  it("writes for this product: what is stored, for how long, export and deletion, the 14-day refund", async () => {
    const privacy = (await page(t, "/api/legal/privacy?lng=en")).body.markdown;
    for (const topic of [
      "Health facts",
      "Conversations",
      "How long we keep it",
      "Export my data",
      "Delete my account",
    ])
      expect(privacy).toContain(topic);
    expect((await page(t, "/api/legal/refund?lng=en")).body.markdown).toContain("within 14 days");
    expect((await page(t, "/api/legal/refund?lng=es")).body.markdown).toContain("14 días");
  });

  it("answers English without a language, and a 400 the caller can act on for an unknown page or language", async () => {
    expect((await page(t, "/api/legal/terms")).body.language).toBe("en");
    const unknown = await page(t, "/api/legal/cookies?lng=en");
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.code).toBe("validation_failed");
    expect((await page(t, "/api/legal/terms?lng=de")).status).toBe(400);
  });

  it("serves the operator's files from LEGAL_DIR, their English for a language they lack, the default for a page they lack", async () => {
    const dir = mkdtempSync(join(tmpdir(), "legal-"));
    writeFileSync(join(dir, "terms.en.md"), "# Acme Agency terms\n\nWrite to {{supportEmail}}.\n");
    writeFileSync(join(dir, "terms.es.md"), "# Términos de Acme\n");
    const custom = await createTestContext({ LEGAL_DIR: dir });
    try {
      expect((await page(custom, "/api/legal/terms?lng=en")).body.markdown).toBe(
        "# Acme Agency terms\n\nWrite to support@buildr.ai.\n",
      );
      expect((await page(custom, "/api/legal/terms?lng=es")).body.markdown).toBe("# Términos de Acme\n");
      const french = await page(custom, "/api/legal/terms?lng=fr");
      expect(french.body).toMatchObject({ language: "en", markdown: expect.stringContaining("Acme Agency") });
      expect((await page(custom, "/api/legal/refund?lng=fr")).body.markdown).toContain(
        "Politique de remboursement",
      );
      // A file replaced while the server runs shows at once.
      writeFileSync(join(dir, "terms.en.md"), "# Acme Agency terms, revised\n");
      expect((await page(custom, "/api/legal/terms?lng=en")).body.markdown).toBe(
        "# Acme Agency terms, revised\n",
      );
    } finally {
      await custom.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
