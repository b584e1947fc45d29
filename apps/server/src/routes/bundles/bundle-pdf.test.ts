/**
 * The bundle PDF through HTTP and as a client reads it (text pulled out of the file). One file: the
 * download's rules and the one-page layout share the long bundles they render.
 */
import { bundleSchema, clientBundleSchema } from "@buildr/contracts";
import { type Bundle, generateBundle, type Language, toClientHandout } from "@buildr/engine";
import { sampleLeadFor } from "@buildr/engine/test-fixtures";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { renderBundlePdf } from "../../services/pdf/bundle-pdf.js";
import { createTestContext, errorOf, type TestClient, type TestContext } from "../../test/harness.js";
import { readPdf } from "../../test/pdf-text.js";

let t: TestContext;
let agent: TestClient;
beforeAll(async () => {
  t = await createTestContext();
  const user = await t.signedInUser({ name: "Maria Lopez" });
  agent = user.client;
  // Many bundles below: an unlimited account spends no credit.
  await t.services.accounts.grantEntitlement(user.id, "lifetime", { source: "admin" });
});
afterAll(() => t.close());

/** Leads in the three languages, from the shortest bundle to the longest (three Medicare policies). */
const LEADS: { language: Language; name: string; lead: string }[] = [
  {
    language: "en",
    name: "Linda Smith",
    lead: sampleLeadFor("Linda Smith"),
  },
  {
    language: "en",
    name: "James",
    lead: "James, 34, married with two kids, non-smoker, makes $85,000 a year in Georgia, wants to protect his family and pay off the mortgage if something happens.",
  },
  {
    language: "en",
    name: "Robert Miller",
    lead: "Robert Miller, 72, married, smoker, lives in Florida, has a Medicare Advantage plan, COPD, heart disease and high blood pressure, worried about hospital bills and cancer, wants his funeral paid for and something left for his wife, $60,000 in savings, budget $200 a month.",
  },
  {
    language: "es",
    name: "José Núñez",
    lead: "José Núñez, 68 años, casado, fuma, vive en Texas, tiene Medicare original, diabetes y presión alta, quiere cubrir los gastos funerarios y proteger a su esposa, presupuesto 150 dólares al mes. ¿Puede pagar más?",
  },
  {
    language: "es",
    name: "Ana",
    lead: "Ana, 45 años, divorciada, dos hijos, no fuma, gana 60 000 dólares al año en California, quiere ahorrar para la jubilación y proteger a sus hijos.",
  },
  {
    language: "fr",
    name: "Hélène Côté",
    lead: "Hélène Côté, 66 ans, veuve, fumeuse, vit en Floride, Medicare original, diabète et hypertension, veut couvrir ses frais funéraires, budget 150 $ par mois, épargne 40 000 $.",
  },
  {
    language: "fr",
    name: "François",
    lead: "François, 58 ans, marié, non-fumeur, revenu 120 000 $ par an au Maine, veut une croissance sûre pour sa retraite et protéger son épouse ; cancer dans la famille.",
  },
];

const COMMISSION_WORDS = /commission|comisi[oó]n|r[ée]mun[ée]ration|compensaci[oó]n|chargeback/i;

async function generate(lead: string): Promise<Bundle> {
  const res = await agent.post("/api/bundles/generate", { lead });
  expect(res.status).toBe(200);
  return bundleSchema.parse(await res.json());
}

async function download(id: string, copy: string, client = agent) {
  const res = await client.get(`/api/bundles/${id}/pdf?copy=${copy}`);
  return res;
}

/** Every way a commission figure of this bundle could be printed, in its language. */
function commissionFigures(bundle: Bundle): string[] {
  const locale = { en: "en-US", es: "es-US", fr: "fr-CA" }[bundle.language];
  const usd = (n: number) =>
    new Intl.NumberFormat(locale, {
      style: "currency",
      currency: "USD",
      currencyDisplay: "narrowSymbol",
      maximumFractionDigits: 0,
    }).format(n);
  const ranges = [bundle.totals.firstYearCommission, ...bundle.policies.map((p) => p.commission.firstYear)];
  return ranges.flatMap((r) => [`${usd(r.low)}–${usd(r.high)}`, `${usd(r.low)} – ${usd(r.high)}`]);
}

describe("GET /api/bundles/:id/pdf", () => {
  it.each(LEADS)(
    "fits $name's bundle ($language) on one Letter page, agent and client copy",
    async ({ language, name, lead }) => {
      const bundle = await generate(lead);
      expect(bundle.language).toBe(language);

      const agentRes = await download(bundle.id, "agent");
      expect(agentRes.status).toBe(200);
      expect(agentRes.headers.get("content-type")).toBe("application/pdf");
      const agentPdf = readPdf(new Uint8Array(await agentRes.arrayBuffer()));
      expect(agentPdf.pages).toBe(1);
      expect(agentPdf.text).toContain(name.split(" ")[0]);
      expect(agentPdf.text).toMatch(COMMISSION_WORDS);

      const clientRes = await download(bundle.id, "client");
      expect(clientRes.status).toBe(200);
      const clientPdf = readPdf(new Uint8Array(await clientRes.arrayBuffer()));
      expect(clientPdf.pages).toBe(1);
      expect(clientPdf.text).toContain(name);
      expect(clientPdf.text).not.toMatch(COMMISSION_WORDS);
      for (const figure of commissionFigures(bundle)) expect(clientPdf.text).not.toContain(figure);
      // In the client's language, with the policies of this appointment (the client-copy JSON's).
      const handout = clientBundleSchema.parse(
        await (await agent.get(`/api/bundles/${bundle.id}/client-copy`)).json(),
      );
      expect(handout.policies.length).toBeGreaterThan(0);
      for (const policy of handout.policies) expect(clientPdf.text).toContain(policy.name.split(" ")[0]);
      expect(clientPdf.text).toContain(
        { en: "Your coverage options", es: "Sus opciones de cobertura", fr: "Vos options de couverture" }[
          language
        ],
      );
    },
  );

  it("names the file after the client, and falls back to 'bundle'", async () => {
    const named = await generate(LEADS[3]!.lead);
    const res = await download(named.id, "agent");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="Jose Nunez - bundle\.pdf"/);
    expect(disposition).toContain(`filename*=UTF-8''${encodeURIComponent("José Núñez - bundle.pdf")}`);

    const anonymous = await generate("Client is 70, on Original Medicare, wants final expense coverage.");
    const client = await download(anonymous.id, "client");
    expect(client.headers.get("content-disposition")).toMatch(/filename="client copy\.pdf"/);
    const agentCopy = await download(anonymous.id, "agent");
    expect(agentCopy.headers.get("content-disposition")).toMatch(/filename="bundle\.pdf"/);
  });

  it("prints Spanish and French as written: ñ, é, ¿, the en dash and French no-break spaces", async () => {
    const es = await generate(LEADS[3]!.lead);
    const esText = readPdf(new Uint8Array(await (await download(es.id, "client")).arrayBuffer())).text;
    expect(esText).toContain("José Núñez");
    expect(esText).toMatch(/\$\d+–\$\d+/);

    const fr = await generate(LEADS[5]!.lead);
    const frText = readPdf(new Uint8Array(await (await download(fr.id, "client")).arrayBuffer())).text;
    expect(frText).toContain("Hélène Côté");
    // pdftotext reads the no-break space as a space: the figure, its space, then the dollar sign.
    expect(frText).toMatch(/\d+[\s\u00a0]\$ – \d+[\s\u00a0]\$/);
    expect(frText).toMatch(/Coût estimé[\s\u00a0]:/);

    const withQuestion = await renderBundlePdf(
      { ...es, missing: ["¿Qué medicamentos toma, y en qué dosis?"] },
      "agent",
      { compress: false },
    );
    expect(readPdf(withQuestion).text).toContain("¿Qué medicamentos toma, y en qué dosis?");
  });

  it("carries the Medicare disclaimer on the client copy when Medicare is presented", async () => {
    const bundle = await generate(
      "Dorothy, 66, on Original Medicare Parts A and B in Ohio, no supplement, worried about medical bills.",
    );
    const text = readPdf(new Uint8Array(await (await download(bundle.id, "client")).arrayBuffer())).text;
    expect(
      bundle.policies.some((p) => p.product === "medicare_advantage" || p.product === "medicare_supplement"),
    ).toBe(true);
    expect(text.replace(/\s+/g, " ")).toContain("We do not offer every plan available in your area");
    expect(text.replace(/\s+/g, " ")).toContain("1-800-MEDICARE");
  });

  it("prints the agent's own disclaimer counts, and a change of counts is never served from the cache", async () => {
    const { client: owner } = await t.signedInUser({ name: "Tess Moreau" });
    const res = await owner.post("/api/bundles/generate", {
      lead: "Dorothy, 66, on Original Medicare Parts A and B in Ohio, no supplement, worried about medical bills.",
    });
    const bundle = bundleSchema.parse(await res.json());
    const clientText = async () =>
      readPdf(new Uint8Array(await (await download(bundle.id, "client", owner)).arrayBuffer())).text.replace(
        /\s+/g,
        " ",
      );
    const before = await clientText();
    expect(before).toContain(
      "Any information we provide is limited to those plans we do offer in your area.",
    );
    expect(before).not.toMatch(/\[[^\]]*\]/);
    const patch = (body: unknown) => owner.patch("/api/me", body);
    expect((await patch({ tpmoOrganizations: 4, tpmoPlans: 23 })).status).toBe(200);
    expect(await clientText()).toContain("Currently we represent 4 organizations which offer 23 products");
    expect((await patch({ tpmoOrganizations: 5 })).status).toBe(200);
    expect(await clientText()).toContain("Currently we represent 5 organizations which offer 23 products");
  });

  it("gives another appointment's handout only when the bundle holds that line", async () => {
    const life = await generate(LEADS[0]!.lead);
    const other = await agent.get(`/api/bundles/${life.id}/pdf?copy=client&line=medicare`);
    expect(other.status).toBe(404);
    expect((await errorOf(other)).code).toBe("not_found");
    const own = await agent.get(`/api/bundles/${life.id}/pdf?copy=client&line=life_annuity`);
    expect(own.status).toBe(200);
    const bad = await agent.get(`/api/bundles/${life.id}/client-copy?line=dental`);
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).message).toMatch(/medicare.*life_annuity/);
  });

  it("is the owner's only: anyone else gets 404, signed out 401", async () => {
    const bundle = await generate(LEADS[1]!.lead);
    const { client: other } = await t.signedInUser();
    for (const copy of ["agent", "client"]) {
      const res = await download(bundle.id, copy, other);
      expect(res.status).toBe(404);
      expect((await errorOf(res)).code).toBe("not_found");
    }
    expect((await download("no-such-bundle", "agent")).status).toBe(404);
    expect((await t.client().get(`/api/bundles/${bundle.id}/pdf?copy=agent`)).status).toBe(401);
  });

  it.each(["pdf", "AGENT", "", "client,agent"])(
    "answers copy=%j with a 400 that says what to ask for",
    async (copy) => {
      const bundle = await generate(LEADS[1]!.lead);
      const res = await download(bundle.id, encodeURIComponent(copy));
      expect(res.status).toBe(400);
      const error = await errorOf(res);
      expect(error.code).toBe("validation_failed");
      expect(error.message).toMatch(/agent.*client/);
    },
  );

  it("gives the agent copy when no copy is named", async () => {
    const bundle = await generate(LEADS[1]!.lead);
    const res = await agent.get(`/api/bundles/${bundle.id}/pdf`);
    expect(res.status).toBe(200);
    expect(readPdf(new Uint8Array(await res.arrayBuffer())).text).toMatch(COMMISSION_WORDS);
  });

  it("renders a first download in a worker thread, and a second from the cache without rendering", async () => {
    const bundle = await generate(LEADS[2]!.lead);
    const first = await download(bundle.id, "client");
    expect(first.status).toBe(200);
    const after = t.services.pdf.status();
    expect(after).toMatchObject({ mode: "worker", threads: 1 });
    const again = await download(bundle.id, "client");
    expect(Buffer.from(await again.arrayBuffer()).equals(Buffer.from(await first.arrayBuffer()))).toBe(true);
    expect(t.services.pdf.status().completed).toBe(after.completed);
    const agentCopy = await download(bundle.id, "agent");
    expect(agentCopy.status).toBe(200);
    expect(t.services.pdf.status().completed).toBe(after.completed + 1);
  });
});

describe("the one-page layout", () => {
  const now = new Date("2026-11-23T12:00:00Z");
  const longest = (() => {
    const result = generateBundle({ lead: LEADS[2]!.lead }, { id: "longest", now });
    if (!result.ok) throw new Error("the sample lead should make a bundle");
    return result.bundle;
  })();

  it("is the same bytes for the same bundle", async () => {
    const a = await renderBundlePdf(longest, "agent");
    const b = await renderBundlePdf(longest, "agent");
    expect(Buffer.compare(a, b)).toBe(0);
  });

  it("still fits one page when every text is twice as long, keeping every compliance line", async () => {
    const twice = (s: string) => `${s} ${s}`;
    const swollen: Bundle = {
      ...longest,
      summary: twice(longest.summary),
      policies: longest.policies.map((p) => ({ ...p, why: twice(p.why), coverage: twice(p.coverage) })),
      talkTrack: [...longest.talkTrack, ...longest.talkTrack].map(twice),
      objections: [...longest.objections, ...longest.objections],
      followUp: [...longest.followUp, ...longest.followUp],
      scripts: {
        ...longest.scripts,
        discovery: [...longest.scripts.discovery, ...longest.scripts.discovery],
      },
      missing: [...longest.missing, ...longest.missing],
      timing: [...(longest.timing ?? []), ...(longest.timing ?? [])].map((i) => ({
        ...i,
        text: twice(i.text),
      })),
      household: [
        ...(longest.household ?? []),
        "Wife, 70, on Plan N with Humana: a household discount may apply.",
      ],
    };
    for (const copy of ["agent", "client"] as const) {
      const source = copy === "agent" ? swollen : toClientHandout(swollen);
      let fits = false;
      const pdf = readPdf(
        await renderBundlePdf(source, copy, { compress: false, onFit: (f) => (fits = f.fits) }),
      );
      expect(pdf.pages).toBe(1);
      expect(fits).toBe(true);
      const text = pdf.text.replace(/\s+/g, " ");
      // Every compliance line is printed (the disclaimer's placeholders filled, so its first words).
      for (const line of source.compliance) expect(text).toContain(line.slice(0, 30).replace(/\s+/g, " "));
    }
  });

  it("prints what to do when on the agent copy, open windows first with dates and sources, not on the client's", async () => {
    const timing: NonNullable<Bundle["timing"]> = [
      {
        id: "aep",
        kind: "window",
        status: "upcoming",
        opens: "2027-10-15",
        closes: "2027-12-07",
        text: "Annual Enrollment Period.",
      },
      {
        id: "medigap_oep",
        kind: "right",
        status: "open",
        closes: "2027-05-31",
        text: "Medigap open enrollment: any plan, no health questions.",
        source: "Social Security Act 1882(s)(2)(A), 2026",
      },
      ...Array.from({ length: 8 }, (_, i) => ({
        id: `note_${i}`,
        kind: "note" as const,
        text: `Check item ${i + 1}.`,
      })),
    ];
    const bundle: Bundle = {
      ...longest,
      timing,
      household: ["Wife, 70, on Plan N with Humana."],
      planYear: 2027,
    };
    const agentText = readPdf(await renderBundlePdf(bundle, "agent", { compress: false })).text.replace(
      /\s+/g,
      " ",
    );
    expect(readPdf(await renderBundlePdf(bundle, "agent")).pages).toBe(1);
    expect(agentText).toContain("What to do when · Plan year 2027");
    const open = agentText.indexOf("Medigap open enrollment");
    expect(open).toBeGreaterThan(-1);
    expect(agentText).toContain("Open now, until May 31, 2027: Medigap open enrollment");
    expect(agentText).toContain("Social Security Act 1882(s)(2)(A), 2026");
    expect(agentText.indexOf("Annual Enrollment Period")).toBeGreaterThan(open);
    expect(agentText).toContain("Coming up, Oct 15, 2027 to Dec 7, 2027");
    expect(agentText).toContain("Wife, 70, on Plan N with Humana.");
    // Capped: the screen has the rest.
    expect(agentText).not.toContain("Check item 5.");
    const clientText = readPdf(
      await renderBundlePdf(toClientHandout(bundle), "client", { compress: false }),
    ).text;
    expect(clientText).not.toContain("What to do when");
    expect(clientText).not.toContain("Medigap open enrollment");
  });
});
