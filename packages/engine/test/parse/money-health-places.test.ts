/**
 * Money, health and places in the shapes the round 7 probe missed: savings said as a total beside its
 * parts, a yearly amount the client "can pay", a monthly rate typed "1300/mois", a drug explained by what
 * the lead already says of its person, the most specific kidney id, the two ends of a move; and who the
 * client is in Spanish shorthand ("Sr. 68", "el 31 de enero" as a date, "viudo desde", "don").
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-11-20T12:00:00Z");

function facts(lead: string): string[] {
  return profileFacts(parseLead(lead, { now: NOW }).profile);
}

describe("reading: money", () => {
  it("takes savings said as the total as the whole, not one more part", () => {
    for (const [lead, total] of [
      ["widower 77, a 90k CD due in feb and 30k in checking, about 250k total saved counting both", 250_000],
      ["Don Tito 70, un CD de 80 mil vence en enero; en total tiene 220 mil ahorrados", 220_000],
      ["M. Roy 75 ans, 60 000 $ en CD, 180 000 $ d'epargne en tout", 180_000],
    ] as const) {
      expect(facts(lead), lead).toContain(`client.savings=${total}`);
    }
    expect(facts("has 150k in CDs and 50k in a money market")).toContain("client.savings=200000");
  });

  it("reads what the client can pay a year as a monthly budget, not income", () => {
    const read = facts("Mrs Hall 80, SS $1,300/mo, wants a small burial policy, can pay $600 a year");
    expect(read).toContain("client.budget=50");
    expect(read).toContain("client.income=15600");
  });

  it("reads what the client can put in each month as a budget, and a sum put into a product as the deposit", () => {
    expect(facts("41F, wants an IUL, can put 350 a month")).toContain("client.budget=350");
    expect(facts("retired 70, wants to put 150k into a MYGA, 400k saved")).not.toContain(
      "client.budget=150000",
    );
  });

  it("reads a French monthly rate typed with a slash", () => {
    expect(facts("M. Guidry 79 ans, SS 1500/mois")).toContain("client.income=18000");
  });
});

describe("reading: health", () => {
  it("lets a drug of several uses lean on what the lead already says", () => {
    const stroke = facts("Mr Ellis 76. Had a stroke in 2021. Takes Plavix and Lipitor");
    expect(stroke).toContain("client.condition=stroke");
    expect(stroke).not.toContain("client.condition=heart_disease");
    const attack = facts("sr 70, tuvo un infarto en 2022, toma metoprolol");
    expect(attack).toContain("client.condition=heart_attack");
    expect(attack).not.toContain("client.condition=high_blood_pressure");
    expect(facts("64M, on metoprolol")).toContain("client.condition=high_blood_pressure");
  });

  it("keeps ESRD and drops the general kidney disease beside it", () => {
    const read = facts("61F, renal failure, dialysis 3x a week, medicare for ESRD since june");
    expect(read).toContain("client.condition=esrd");
    expect(read).not.toContain("client.condition=kidney_disease");
    expect(facts("75M, ckd3 and chf")).toContain("client.condition=kidney_disease");
  });

  it("reads the French MPOC as COPD", () => {
    expect(facts("Mme 77 ans, MPOC, sous oxygene la nuit")).toContain("client.condition=copd");
  });

  it("does not read the Spanish 'medico' as a carrier", () => {
    const read = facts("medico retirado, 69, Doral, tiene plan N con Cigna");
    expect(read).not.toContain("client.carrier=Wellabe (Medico)");
    expect(facts("78F, has a Medico supplement plan G")).toContain("client.carrier=Wellabe (Medico)");
  });
});

describe("reading: places", () => {
  it("keeps the home where a move starts, in French with cities and codes", () => {
    const read = facts("M. Ouellette 70 ans demenage de Bangor ME a Sarasota FL en janvier");
    expect(read).toContain("client.state=ME");
    expect(read).toContain("client.event=moving");
  });

  it("knows Louisiana towns agents type in lower case", () => {
    expect(facts("mme 81 ans a opelousas, veuve")).toContain("client.state=LA");
  });
});

describe("reading: Spanish shorthand about the client", () => {
  it("reads H beside an age as a man in Spanish and French, not in English", () => {
    for (const lead of [
      "H 74 de Corpus Christi, tiene plan N con Aetna",
      "veuf 79 H, Biddeford ME, plan G",
    ]) {
      expect(facts(lead), lead).toContain("client.gender=male");
    }
    expect(facts("h 71 tampa, wants plan g")).not.toContain("client.gender=male");
  });

  it("reads the age after 'Sr.' and keeps 'el 31 de enero' a date, not 'él' aged 31", () => {
    const read = facts("Sr. 67 Laredo, trabajo hasta el 30 de noviembre, tiene parte A");
    expect(read).toContain("client.age=67");
    expect(read).toContain("client.gender=male");
    expect(read).not.toContain("client.age=30");
    const woman = facts("clienta 66, su parte B empezo el 1 de octubre, quiere un suplemento");
    expect(woman).toContain("client.gender=female");
  });

  it("reads 'viudo desde' and a lower-case 'don' as a man", () => {
    const read = facts("don chuy 74 en Pharr, viudo desde agosto, quiere gastos finales");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("client.event=spouse_died");
  });

  it("reads both parts from a bare 'A and B' in capitals", () => {
    const read = facts("67F, Humana MAPD since A and B started 3/1/25");
    expect(read).toContain("client.partA=2025-03-01");
    expect(read).toContain("client.partB=2025-03-01");
    expect(facts("wants to compare Plan A and B")).not.toContain("client.coverage=original_medicare");
  });
});

describe("reading: the end of a job told on the job", () => {
  it("gives 'worked until' its date as the job plan's end, and a day behind as coverage lost", () => {
    const read = profileFacts(
      parseLead("64M, worked until oct 31 at a 250 person plant, had their group plan. part A only", {
        now: new Date("2026-11-20T12:00:00Z"),
      }).profile,
    );
    expect(read).toContain("client.work=active:self");
    expect(read).toContain("client.workEnds=2026-10-31");
    expect(read).toContain("client.event=losing_coverage");
    const es = facts(
      "Sr 64, trabaja hasta el 31 de marzo en una empresa de 90 empleados con seguro de grupo",
    );
    expect(es).toContain("client.workEnds=2027-03-31");
    expect(es).not.toContain("client.event=losing_coverage");
  });
});

describe("reading: the round 7 holdout's misses, in other words", () => {
  it("reads an MA plan not renewed in the county, a union retiree plan through the husband, an I-SNP asked for", () => {
    expect(facts("sra 72 en Laredo, su HMO no se renueva en el condado el proximo ano")).toContain(
      "client.event=plan_leaving_area",
    );
    const retiree = facts("Mme 70 ans, le regime retraite du syndicat de son mari prend fin le 31 decembre");
    expect(retiree).toContain("client.work=retiree:spouse");
    expect(facts("Mrs Dunn 88, in a nursing home since may, her son asks about an I-SNP for her")).toContain(
      "client.interest=medicare_advantage",
    );
  });

  it("reads tax-advantaged growth, family protection and a monthly amount in Spanish", () => {
    const read = facts(
      "ingeniero 44, quiere que su dinero crezca con ventajas de impuestos y que proteja a sus hijos, puede poner 800 al mes",
    );
    expect(read).toContain("client.goal=tax_advantaged_growth");
    expect(read).toContain("client.goal=protect_family");
    expect(read).toContain("client.budget=800");
  });

  it("gives a parent's nursing home to the parent the child calls about", () => {
    const read = facts("la fille appelle: son pere 90 ans est en maison de retraite depuis mai, Parkinson");
    expect(read).toContain("client.condition=nursing_home");
    expect(read).not.toContain("other.condition=nursing_home");
  });
});
