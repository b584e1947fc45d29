/**
 * Every bundle the engine can produce passes the guard: its client copy as client-facing text, and the
 * agent's full bundle without a "free" anywhere.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { languageArb, nowArb, profileArb } from "../../../test/recommend/arbitraries.js";
import { generateBundle, toClientCopy } from "../../bundle.js";
import type { Bundle, ClientBundle, ProductId } from "../../types.js";
import { check } from "./index.js";

function texts(value: unknown, out: string[] = []): string[] {
  if (typeof value === "string") out.push(value);
  else if (Array.isArray(value)) for (const v of value) texts(v, out);
  else if (value && typeof value === "object") for (const v of Object.values(value)) texts(v, out);
  return out;
}

/** The words of a bundle as a reader sees them (ids and dates are not prose). */
function prose(bundle: Bundle | ClientBundle): string {
  const { id: _id, createdAt: _createdAt, client: _client, ...rest } = bundle;
  return texts(rest)
    .filter((t) => !/^[a-z_]+$/u.test(t))
    .join("\n");
}

const MEDICARE: ReadonlySet<ProductId> = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);
/** What a caller knows about a bundle: it presents Medicare plans when one is in it. */
const medicareMaterial = (bundle: Bundle) => bundle.policies.some((p) => MEDICARE.has(p.product));

const LEADS = [
  "Linda, 68, retired teacher in Texas, diabetic, $300/month budget, wants Medicare and final expense",
  "Tengo un cliente de 68 años, jubilado, con diabetes, quiere Medicare Advantage y seguro de vida",
  "Nouveau client de 70 ans, retraité, 200 000 $ d'épargne, veut une rente indexée et Medicare",
  "45 year old father of two, mortgage $300k, income $90k, needs term life",
  "72 year old widow, heart disease, wants burial insurance and cancer coverage",
  "66, turning to Medicare, has $400k savings, wants safe growth and an annuity, worried about nursing home",
  "Cliente de 64 años, quiere Medicare Advantage con prima cero, dental y un seguro de gastos finales",
];

describe("guard over generated bundles", () => {
  it.each(LEADS)("the client copy of %j has no findings", (lead) => {
    const result = generateBundle({ lead }, { id: "b-1", now: new Date("2026-11-23T12:00:00Z") });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const context = {
      audience: "client",
      medicareMaterial: medicareMaterial(result.bundle),
      products: result.bundle.policies.map((p) => p.product),
    } as const;
    expect(check(prose(toClientCopy(result.bundle)), context)).toEqual([]);
    expect(check(prose(result.bundle), { audience: "agent" })).toEqual([]);
  });

  it("random profiles: client copies pass as client text, agent bundles never say free", () => {
    fc.assert(
      fc.property(profileArb, languageArb, nowArb, (profile, language, now) => {
        const result = generateBundle({ profile, language }, { id: "b-1", now });
        if (!result.ok) return;
        const context = {
          audience: "client",
          language,
          medicareMaterial: medicareMaterial(result.bundle),
          products: result.bundle.policies.map((p) => p.product),
        } as const;
        expect(check(prose(toClientCopy(result.bundle)), context)).toEqual([]);
        const agentFindings = check(prose(result.bundle), { audience: "agent", language });
        expect(agentFindings.filter((f) => f.rule === "free_for_zero_premium")).toEqual([]);
      }),
      { numRuns: 200 },
    );
  }, 60_000);
});
