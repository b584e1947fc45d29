import {
  type Bundle,
  CMS_MARKETING_PRODUCTS,
  type Language,
  type TpmoCounts,
  toClientHandout,
} from "@buildr/engine";
import { describe, expect, it } from "vitest";
import { longBundle, longBundles } from "../../test/pdf-bundles.js";
import { readPdf } from "../../test/pdf-text.js";
import { renderBundlePdf } from "./bundle-pdf.js";
import { MIN_BODY_PT } from "./page-styles.js";
import { PdfCache } from "./pdf-cache.js";

/**
 * Every copy of the longest bundles in every language, read back from the PDF as a reader's tool
 * extracts it (poppler's pdftotext): one page with nothing cut off, type an agent reads at arm's length,
 * no placeholder, no pay on the client's copy, the client addressed as "you", and names spelled exactly.
 */
const AGENT = {
  agentName: "María Pérez",
  agentCompany: "Pérez Senior Benefits",
  agentPhone: "+1 (956) 555-0142",
};
const COUNTS: TpmoCounts = { organizations: 4, plans: 23 };
const COMMISSION = /commission|comisi[oó]n|r[ée]mun[ée]ration|compensaci[oó]n|chargeback/i;
const FREE = /\b(?:free|gratis|gratuit[eo]?s?|gratuita)\b/i;
const YOU: Record<Language, RegExp> = {
  en: /You told us what matters to you|We chose this from what you told us|You told us you have/,
  es: /Usted nos dijo|Lo elegimos a partir de lo que usted nos dijo/,
  fr: /Vous nous avez dit|Nous l'avons choisi d'après ce que vous nous avez dit/,
};
const AGENT_VOICE = /your client|su cliente|votre client|wants the funeral|quiere dejar el funeral/i;

const flat = (text: string) => text.replace(/\s+/g, " ");

async function render(
  bundle: Bundle,
  copy: "agent" | "client",
  counts: TpmoCounts | null = COUNTS,
): Promise<{ text: string; pages: number; fits: boolean; bodyPt: number }> {
  const tpmo = counts ?? undefined;
  let fit = { fits: false, bodyPt: 0 };
  const source = copy === "agent" ? bundle : toClientHandout(bundle, { tpmo });
  const file = await renderBundlePdf(source, copy, { ...AGENT, tpmo, onFit: (f) => (fit = f) });
  const { text, pages } = readPdf(file);
  return { text: flat(text), pages, ...fit };
}

describe("every copy of the longest bundles, in every language", () => {
  it("never sets body text below 9 pt", () => {
    expect(MIN_BODY_PT).toBeGreaterThanOrEqual(9);
  });

  for (const { key, name, language, bundle } of longBundles()) {
    it(`${key} (${language}): agent copy on one page, everything filled, the name exact`, async () => {
      const pdf = await render(bundle, "agent");
      expect(pdf.pages).toBe(1);
      expect(pdf.fits).toBe(true);
      expect(pdf.bodyPt).toBeGreaterThanOrEqual(9);
      expect(pdf.text).toContain(name.split(" ")[0]);
      expect(pdf.text).not.toMatch(/\[[^\]]*\]/);
      expect(pdf.text).toMatch(COMMISSION);
    });

    it(`${key} (${language}): agent copy without a company prints no bracket either`, async () => {
      const file = await renderBundlePdf(bundle, "agent", { agentName: "María Pérez" });
      expect(flat(readPdf(file).text)).not.toMatch(/\[[^\]]*\]/);
    });

    it(`${key} (${language}): client copy on one page, to the client, no pay, no placeholder`, async () => {
      const pdf = await render(bundle, "client");
      expect(pdf.pages).toBe(1);
      expect(pdf.fits).toBe(true);
      expect(pdf.bodyPt).toBeGreaterThanOrEqual(9);
      expect(pdf.text).toContain(name);
      expect(pdf.text).not.toMatch(/\[[^\]]*\]/);
      expect(pdf.text).not.toMatch(COMMISSION);
      expect(pdf.text).not.toMatch(FREE);
      expect(pdf.text).toMatch(YOU[language]);
      expect(pdf.text).not.toMatch(AGENT_VOICE);
      expect(pdf.text).not.toMatch(/we compared|que comparamos|comparés/i);
      // The agent's own contact, for the client to call back.
      expect(pdf.text).toContain("María Pérez · Pérez Senior Benefits · +1 (956) 555-0142");
      const handout = toClientHandout(bundle, { tpmo: COUNTS });
      // No Medicare Advantage or Part D price, carrier or benefit figure on the client's copy.
      for (const p of bundle.policies) {
        if (!CMS_MARKETING_PRODUCTS.has(p.product)) continue;
        const shown = handout.policies.find((h) => h.product === p.product);
        expect(shown?.premium).toBeUndefined();
        expect(shown?.carriers).toEqual([]);
        expect(shown?.coverage).toBe("");
        const elsewhere = handout.policies.flatMap((h) => h.carriers.map((c) => c.name));
        for (const c of p.carriers) if (!elsewhere.includes(c.name)) expect(pdf.text).not.toContain(c.name);
      }
      if (bundle.appointment?.line === "medicare") {
        expect(pdf.text).toContain(
          {
            en: "Currently we represent 4 organizations which offer 23 products in your area.",
            es: "Actualmente representamos a 4 organizaciones que ofrecen 23 productos en su área.",
            fr: "Actuellement, nous représentons 4 organisations qui offrent 23 produits dans votre région.",
          }[language],
        );
      }
    });
  }

  it("gives the CMS wording that names no count, and no bracket, when the agent has not set the counts", async () => {
    for (const language of ["en", "es", "fr"] as const) {
      const bundle = longBundle("medigap", language);
      for (const copy of ["agent", "client"] as const) {
        const pdf = await render(bundle, copy, null);
        expect(pdf.text).not.toMatch(/\[[^\]]*\]/);
        expect(pdf.text).toContain(
          {
            en: "Any information we provide is limited to those plans we do offer in your area.",
            es: "La información que le damos se limita a los planes que sí ofrecemos en su área.",
            fr: "Les informations que nous fournissons se limitent aux régimes que nous offrons dans votre région.",
          }[language],
        );
      }
      // The agent is told where to set them.
      expect((await render(bundle, "agent", null)).text).toMatch(/Settings|Configuración|Paramètres/);
    }
  });

  it("prints Vietnamese, Polish and Spanish names letter for letter", async () => {
    const names = ["Nguyễn Văn An", "Łukasz Wiśniewski", "José Núñez"];
    for (const [i, key] of ["medigap", "final-expense", "advantage"].entries()) {
      const bundle = longBundle(key, "en");
      expect((await render(bundle, "client")).text).toContain(names[i]);
      expect((await render(bundle, "agent")).text).toContain(names[i]!.split(" ")[0]);
    }
  });

  it("keeps another appointment's products off the handout, and prints them in their own", async () => {
    const medicare = longBundle("medigap", "en");
    const life = longBundle("final-expense", "en");
    // A bundle stored before the one-line rule, holding both lines.
    const mixed: Bundle = {
      ...medicare,
      policies: [...medicare.policies, life.policies.find((p) => p.product === "final_expense")!],
      appointment: undefined,
    };
    const own = toClientHandout(mixed);
    expect(own.appointment?.line).toBe("medicare");
    expect(own.policies.map((p) => p.product)).not.toContain("final_expense");
    const other = toClientHandout(mixed, { line: "life_annuity" });
    // The health add-ons stay with the bundle's own line.
    expect(other.policies.map((p) => p.product)).toEqual(["final_expense"]);
    expect(own.policies.map((p) => p.product)).toContain("dental_vision_hearing");
    // The life handout carries no Medicare disclaimer.
    expect(other.compliance.join(" ")).not.toContain("Medicare.gov");
    const text = flat(readPdf(await renderBundlePdf(other, "client")).text);
    expect(text).not.toContain("Medicare Supplement");
  });
});

describe("the PDF cache", () => {
  it("keys on everything that changes the page, and serves the same bytes", async () => {
    const bundle = longBundle("advantage", "es");
    const key = (tpmo: TpmoCounts) =>
      PdfCache.key({ id: bundle.id, copy: "client", language: "es", options: { ...AGENT, tpmo } });
    expect(key(COUNTS)).toBe(key({ ...COUNTS }));
    expect(key(COUNTS)).not.toBe(key({ organizations: 5, plans: 23 }));
    expect(key(COUNTS)).not.toContain("Pérez");

    const cache = new PdfCache();
    let renders = 0;
    const make = () => {
      renders++;
      return renderBundlePdf(toClientHandout(bundle, { tpmo: COUNTS }), "client", { ...AGENT, tpmo: COUNTS });
    };
    const a = await cache.getOrRender(key(COUNTS), make);
    const b = await cache.getOrRender(key(COUNTS), make);
    expect(renders).toBe(1);
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("lets the least recently used file go once it holds its size", () => {
    const cache = new PdfCache(25);
    cache.set("a", Buffer.alloc(10));
    cache.set("b", Buffer.alloc(10));
    cache.get("a");
    cache.set("c", Buffer.alloc(10));
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBeDefined();
    expect(cache.get("c")).toBeDefined();
    expect(cache.size.bytes).toBe(20);
  });
});
