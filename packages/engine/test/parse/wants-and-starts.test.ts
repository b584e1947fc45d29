/**
 * What the client wants, and when a Medicare part starts, in the shapes the dev set still missed: a
 * long-term care wish (product and goal), plans set side by side, acronyms in the plural, a place glossed
 * in parentheses, and a part's start said with a bare letter, in the next clause, or with "starts".
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-03-10T12:00:00Z");

function facts(lead: string, now = NOW): string[] {
  return profileFacts(parseLead(lead, { now }).profile);
}

describe("reading: what the client wants", () => {
  it("reads a long-term care wish as the product and the goal", () => {
    const read = facts("widow 73 in Ocala FL, healthy, would like LTC coverage if it isnt crazy expensive");
    expect(read).toContain("client.interest=long_term_care");
    expect(read).toContain("client.goal=long_term_care");
  });

  it("does not read a nursing home glossed in parentheses as a wish for long-term care", () => {
    const read = facts(
      "Sra Luna 90, vive en una residencia de ancianos (nursing home) en Laredo, quiere un plan funerario",
    );
    expect(read).toContain("client.condition=nursing_home");
    expect(read).not.toContain("client.goal=long_term_care");
    expect(read).not.toContain("client.interest=long_term_care");
    expect(read).toContain("client.interest=final_expense");
  });

  it("keeps a condition glossed in parentheses after the place", () => {
    const read = facts("M. Pitre 82 ans vit en maison de retraite (Parkinson) a Opelousas LA");
    expect(read).toContain("client.condition=parkinsons");
  });

  it("reads two Medigap letters set side by side as a Medigap wish, not a plan held", () => {
    for (const lead of [
      "65F tampa, T65 in june, deciding G or N",
      "quiere ver el G o el N, 64 años",
      "elle hesite entre plan G ou N",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=medicare_supplement");
      expect(
        read.filter((f) => f.startsWith("client.coverage=medigap")),
        lead,
      ).toEqual([]);
    }
  });

  it("reads Medigap against Advantage as both wishes", () => {
    const read = facts("66M, new to medicare, torn between MAPD vs supplement");
    expect(read).toContain("client.interest=medicare_supplement");
    expect(read).toContain("client.interest=medicare_advantage");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads a letter asked about beside the plan held", () => {
    const read = facts("on G with mutual of omaha for 6 yrs, rate went up again, asking about N");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).toContain("client.interest=medicare_supplement");
    expect(read).not.toContain("client.coverage=medigap_n");
  });

  it("reads annuity acronyms in the plural", () => {
    expect(facts("retired 68, 300k in CDs, curious about MYGAs")).toContain("client.interest=fixed_annuity");
    expect(facts("retired 68, 300k in CDs, his brother told him about FIAs")).toContain(
      "client.interest=indexed_annuity",
    );
  });
});

describe("reading: when a Medicare part starts", () => {
  it("reads a bare capital letter before 'eff' as the part and its start", () => {
    const read = facts("F 64, Boise ID. A eff 4/1, B eff 4/1 too. wants a supp");
    expect(read).toContain("client.partA=2026-04-01");
    expect(read).toContain("client.partB=2026-04-01");
  });

  it("reads the start from the next clause when it opens with 'eff' or 'desde'", () => {
    expect(facts("still working, part A only (eff 2025-11), no B yet")).toContain("client.partA=2025-11");
    expect(facts("trabaja todavia, tiene solo la parte A, desde 2025-12")).toContain("client.partA=2025-12");
  });

  it("reads 'starts' on the part as ahead even with a 'since' in the clause", () => {
    const read = facts("his part B starts 6/1 since he is leaving the union plan");
    expect(read).toContain("client.partB=2026-06-01");
    const fr = facts("la partie B qui commence le 1er fevrier", new Date("2026-11-20T12:00:00Z"));
    expect(fr).toContain("client.partB=2027-02-01");
  });
});
