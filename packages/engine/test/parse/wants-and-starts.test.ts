/**
 * What the client wants, and when a Medicare part starts, in the shapes the dev set still missed: a
 * long-term care wish (product and goal), plans set side by side, acronyms in the plural, a place glossed
 * in parentheses, a part's start said with a bare letter, in the next clause, or with "starts"; and what
 * is happening to the client (a spouse's death, a doctor or plan leaving, Medicaid ending, a rate rise).
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

  it("reads a policy named by what it pays for as final expense, with its face", () => {
    for (const lead of [
      "Mme Lirette 79 ans, veut une assurance pour ses funerailles, 8 000 $",
      "sra 80, pregunta por un seguro funeral de 12 mil",
      "78F, wants a little policy to pay for her burial, 10k",
      "H 83 ans, obseques 6k, budget 45",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=final_expense");
      expect(read, lead).toContain("client.goal=final_expenses");
      expect(
        read.some((f) => f.startsWith("client.desiredAmount=")),
        lead,
      ).toBe(true);
    }
  });

  it("reads bare 'term' after a wish or an amount, but not group term through work", () => {
    expect(facts("39F, 2 kids, quiere term de 250 mil")).toContain("client.interest=term_life");
    const read = facts("41M, has 100k term thru his job, wants 400k TERM on top");
    expect(read).toContain("client.interest=term_life");
    expect(read).toContain("client.desiredAmount=400000");
    expect(read).not.toContain("client.existingLife=100000");
  });

  it("reads cancer after a hospital plan as a second product, not a diagnosis", () => {
    for (const lead of [
      "72M, wants a hosp indemnity plan and maybe cancer",
      "Mme 70 ans veut une assurance hospitalisation et cancer",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=hospital_indemnity");
      expect(read, lead).toContain("client.interest=cancer");
      expect(
        read.filter((f) => f.startsWith("client.condition=cancer")),
        lead,
      ).toEqual([]);
    }
  });

  it("reads a drug plan asked for by what it pays, or one to change", () => {
    const es = facts("don Beto 75, quiere un plan que le cubra las medicinas");
    expect(es).toContain("client.interest=part_d");
    expect(es).toContain("client.goal=prescriptions");
    expect(facts("M. Gagnon 71 ans, veut changer son plan D pour 2027")).toContain("client.interest=part_d");
  });

  it("gives a relative's wish to the relative when the pronoun is theirs and not the client's", () => {
    const read = facts("72F, Ocala FL, widow. her grandson (24) was on the call, he wants term for himself");
    expect(read).toContain("other.interest=term_life");
    expect(read).not.toContain("client.interest=term_life");
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

describe("reading: what is happening to the client", () => {
  it("reads a spouse's recent death with the spouse as the verb's subject, named or not", () => {
    for (const lead of [
      "Doris 74, Toledo OH. her husband Walt passed in january, she wants a smaller supp",
      "Mirta 69, su esposo murio en diciembre, vive en Hialeah",
      "Mme Babin 77 ans, son mari est decede le mois dernier",
      "don Chuy 72, viudo desde noviembre, Laredo",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.event=spouse_died");
      expect(read, lead).toContain("client.marital=widowed");
    }
  });

  it("keeps a death long ago as a status, and a relative's death as nobody's event", () => {
    const long = facts("Edna 80, widowed since 2015, plan F w/ aetna");
    expect(long).toContain("client.marital=widowed");
    expect(long).not.toContain("client.event=spouse_died");
    expect(facts("client 70, his brother died last year of a stroke")).not.toContain(
      "client.event=spouse_died",
    );
  });

  it("reads a doctor leaving the network in the three languages", () => {
    for (const lead of [
      "71M, aetna ppo, his cardiologist wont be in network next year",
      "sra 69, su reumatologo ya no va a aceptar el plan en enero",
      "Mme Roy 70 ans, son medecin ne sera plus dans le reseau en 2027",
    ])
      expect(facts(lead), lead).toContain("client.event=doctor_leaving_network");
  });

  it("reads a plan pulling out of a parish as the plan leaving the area", () => {
    expect(facts("78F Houma LA, her HMO is pulling out of the parish on 1/1")).toContain(
      "client.event=plan_leaving_area",
    );
  });

  it("reads a state's Medicaid by its own name, held until it is lost", () => {
    const losing = facts("Rosa 66, Mesa AZ, losing AHCCCS at the end of june bc her pension started");
    expect(losing).toContain("client.event=losing_medicaid");
    expect(losing).toContain("client.medicaid=full");
    const lost = facts("M. Lopez 67 ans, a perdu son MassHealth en janvier");
    expect(lost).toContain("client.event=losing_medicaid");
    expect(lost).not.toContain("client.coverage=medicaid");
  });

  it("reads a French rate rise, and the new premium is not a budget", () => {
    const read = facts("Mme Thibodeaux, plan N chez Aetna qui vient d'augmenter a 265 $");
    expect(read).toContain("client.event=rate_increase");
    expect(read).not.toContain("client.budget=265");
  });
});

describe("reading: round 7 wordings of wishes and events", () => {
  it("reads the premium 'her' plan costs as the thing to lower, and a cheaper plan F as Medigap shopping", () => {
    expect(facts("80F, wants to reduce her premium")).toContain("client.goal=lower_premiums");
    const read = facts("74M, has F with aetna, looking for a cheaper plan F somewhere else");
    expect(read).toContain("client.interest=medicare_supplement");
    expect(read).toContain("client.goal=lower_premiums");
  });

  it("reads Medicaid that ends on a date as held until then, and lost", () => {
    const read = facts("Ana 70, Bronx NY, on a DSNP, her medicaid ends 4/30 bc her pension went up");
    expect(read).toContain("client.event=losing_medicaid");
    expect(read).toContain("client.medicaid=full");
  });

  it("reads a French doctor who no longer takes the plan", () => {
    expect(facts("M. Roy 74 ans, Advantage HMO, son cardiologue ne prend plus son plan")).toContain(
      "client.event=doctor_leaving_network",
    );
  });

  it("reads growth sheltered from tax in French, and a sum left to each grandchild in Spanish", () => {
    expect(facts("M. 44 ans veut placer de l'argent a l'abri de l'impot")).toContain(
      "client.goal=tax_advantaged_growth",
    );
    expect(facts("abuelo de 80, quiere dejarles 10 mil a cada uno de sus 3 nietos")).toContain(
      "client.goal=legacy",
    );
  });

  it("reads ages after Spanish person words with 'de', and keeps a plan's end day from being an age", () => {
    expect(facts("Joven de 29, casado, quiere un term")).toContain("client.age=29");
    expect(facts("Sra. de 71, Yuma AZ")).toContain("client.age=71");
    const read = facts("Habla Rosa Diaz, 62, Newark NJ. el seguro del trabajo le dura hasta el 30 de nov.");
    expect(read).toContain("client.age=62");
  });
});

describe("reading: a wish carried over 'and'", () => {
  it("reads a plan after ', and a' following a wish as wanted, not held", () => {
    for (const lead of [
      "F 64 Fall River MA, wants to know when to sign up, and a supplement",
      "Mme 64 ans, veut savoir quand s'inscrire, et un supplément",
      "Sra 64, quiere saber cuando inscribirse, y un suplemento",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=medicare_supplement");
      expect(
        read.filter((f) => f.startsWith("client.coverage=medigap")),
        lead,
      ).toEqual([]);
    }
    expect(facts("F 70 has plan G, and a PDP")).toContain("client.coverage=part_d");
  });
});

describe("reading: a plan reviewed, a premium wanted down", () => {
  it("reads a drug plan to review as the appointment's product", () => {
    for (const lead of [
      "Mme 70 ans, rendez-vous pour revoir son plan de medicaments, elle prend Eliquis",
      "cita para revisar su plan de medicinas, Sra 72, Laredo",
      "F 74 wants to review her drug plan for next year",
    ]) {
      expect(facts(lead), lead).toContain("client.interest=part_d");
    }
  });

  it("reads 'wants that premium down' as the wish to pay less", () => {
    expect(facts("Doris 77, plan F, renewal came in at $340/mo, wants that premium down")).toContain(
      "client.goal=lower_premiums",
    );
  });
});

describe("reading: 'aimerait', 'gustaría' as a wish", () => {
  it("reads a plan the client would like as wanted, not held", () => {
    for (const lead of [
      "M. 66 ans, HMO Humana, il aimerait un Medigap",
      "Sra 67, tiene un HMO, le gustaria un suplemento",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=medicare_supplement");
      expect(
        read.filter((f) => f.startsWith("client.coverage=medigap")),
        lead,
      ).toEqual([]);
    }
  });
});
