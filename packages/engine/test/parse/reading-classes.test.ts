/**
 * Classes of misreading found on unseen leads, each pinned with fresh sentences: whose fact it is
 * (asides, couples, the spouse's own plan), ages said as "<person> de 67", product lengths that are not
 * ages, and state names that are not first names.
 *
 * One file: the specification of every class found on unseen leads, in the order they were found.
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-03-10T12:00:00Z");

function facts(lead: string, now?: string): string[] {
  return profileFacts(parseLead(lead, { now: now ? new Date(now) : NOW }).profile);
}

describe("reading: whose fact it is", () => {
  it("keeps the subject of a clause through a parenthesis after it", () => {
    const read = facts(
      "Cliente de 71 en Tampa, su marido (73) tiene un plan Advantage de Aetna, ella tiene plan G",
    );
    expect(read).toContain("spouse.age=73");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).toContain("spouse.carrier=Aetna");
    expect(read).not.toContain("client.carrier=Aetna");
    expect(read).not.toContain("client.coverage=medicare_advantage");
    expect(read).toContain("client.coverage=medigap_g");
  });

  it("gives a couple's shared age to both of them", () => {
    const read = facts("Pareja de 68 en San Antonio, los dos con Medicare original");
    expect(read).toContain("client.age=68");
    expect(read).toContain("spouse.age=68");
    expect(read).toContain("client.marital=married");
  });

  it("gives a couple's two ages in order, and ages after pronouns", () => {
    const read = facts("Pareja de 71 y 66 en Dallas, ella tiene asma");
    expect(read).toContain("client.age=71");
    expect(read).toContain("spouse.age=66");
    expect(read).not.toContain("spouse.age=71");
    const pronouns = facts("Pareja en El Paso: él 74, ella 70, los dos con Medicare");
    expect(pronouns).toContain("client.age=74");
    expect(pronouns).toContain("spouse.age=70");
  });

  it("lets the couple noun hold only its clause", () => {
    const read = facts("Una pareja de 69 en Austin, plan G con Aetna");
    expect(read).toContain("client.age=69");
    expect(read).toContain("spouse.age=69");
    expect(read).not.toContain("spouse.carrier=Aetna");
  });

  it("reads 'su pareja' as the partner, not the couple", () => {
    const read = facts("Señor de 70 en Texas, su pareja tiene 66 años");
    expect(read).toContain("client.age=70");
    expect(read).toContain("spouse.age=66");
    expect(read).not.toContain("client.age=66");
  });
});

describe("reading: a lead about a parent", () => {
  it("reads the parent who opens the lead as the client and the caller as someone else", () => {
    for (const [lead, age] of [
      [
        "Su papá (87) tiene Parkinson y vive en una residencia de ancianos en Tucson, la hija quiere pagar el entierro",
        87,
      ],
      ["Son père, 86 ans, Parkinson, en maison de retraite à Tucson ; la fille veut payer les obsèques", 86],
    ] as const) {
      const read = facts(lead);
      expect(read, lead).toContain(`client.age=${age}`);
      expect(read, lead).toContain("client.gender=male");
      expect(read, lead).toContain("client.condition=parkinsons");
      expect(read, lead).toContain("client.condition=nursing_home");
      expect(read, lead).toContain("client.goal=final_expenses");
      expect(
        read.filter((f) => f.startsWith("other.") && !f.startsWith("other.gender")),
        lead,
      ).toEqual([]);
    }
  });

  it("keeps the parent someone else's when another person is called the client", () => {
    for (const lead of [
      "His father has Parkinson's; client is 57, wants term",
      "Su mamá tiene 88 y demencia; la clienta tiene 59",
    ]) {
      const read = facts(lead);
      expect(
        read.some((f) => f.startsWith("client.condition=")),
        lead,
      ).toBe(false);
      expect(
        read.some((f) => f.startsWith("other.condition=")),
        lead,
      ).toBe(true);
    }
  });

  it("keeps the caller's own facts the caller's", () => {
    const read = facts("Mom 83 with COPD, son calling, he has diabetes himself");
    expect(read).toContain("client.condition=copd");
    expect(read).not.toContain("client.condition=diabetes");
  });
});

describe("reading: plans through the spouse", () => {
  it("reads a plan of the other sex's possessive as coverage through the spouse", () => {
    for (const lead of [
      "He's 66 and on her plan; she teaches at the high school",
      "Elle a 67 ans et elle est sur l'assurance de son mari",
      "Señora de 65, está en el plan de su esposo",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.work=active:spouse");
      expect(read, lead).toContain("client.coverage=employer_plan");
      // The spouse holds the plan the client is on; the client has no job plan of their own.
      expect(read, lead).toContain("spouse.work=active:self");
      expect(read, lead).not.toContain("client.work=active:self");
    }
  });

  it("keeps a named plan after the possessive as the plan", () => {
    const read = facts("He is 69 and on his plan N with Cigna");
    expect(read).toContain("client.coverage=medigap_n");
    expect(read).not.toContain("client.coverage=employer_plan");
  });

  it("keeps the spouse's own retiree plan the spouse's", () => {
    for (const lead of [
      "Wife is the client, 68, Plan G. He's 71 and has a Humana drug plan besides his retiree plan from the railroad.",
      "Clienta de 69 con plan N. El marido (72) tiene un plan de medicinas ademas de su seguro de jubilado.",
      "Elle a 70 ans, plan G ; lui 73 ans, un plan medicaments avec son regime de retraite de son ancien employeur.",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("spouse.coverage=retiree_plan");
      expect(read, lead).toContain("spouse.coverage=part_d");
      expect(read, lead).not.toContain("client.coverage=retiree_plan");
      expect(read, lead).not.toContain("client.coverage=part_d");
    }
  });

  it("reads 'wife is the client' as the client", () => {
    const read = facts("Wife is the client, 67, has COPD. Husband is 70 with Plan G.");
    expect(read).toContain("client.age=67");
    expect(read).toContain("client.gender=female");
    expect(read).toContain("client.condition=copd");
    expect(read).toContain("spouse.age=70");
    expect(read).toContain("spouse.coverage=medigap_g");
    expect(read).not.toContain("client.coverage=medigap_g");
  });

  it("reads a premium that went up in any wording", () => {
    for (const lead of [
      "70F, plan G, her premium spiked this year",
      "la prima aumento otra vez, 72 años",
      "Sa prime lui a encore augmente, 71 ans",
    ]) {
      expect(facts(lead), lead).toContain("client.event=rate_increase");
    }
  });
});

describe("reading: ages", () => {
  it("reads '<person word> de 69' as the age and keeps what the word says", () => {
    const read = facts("veterano de 72 en Houston, quiere un plan dental");
    expect(read).toContain("client.age=72");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("client.veteran=true");
    const widow = facts("viuda de 81 en El Paso");
    expect(widow).toContain("client.age=81");
    expect(widow).toContain("client.marital=widowed");
  });

  it("does not read a product's or a loan's length as an age", () => {
    const read = facts(
      "Hombre de 64, quiere un CD o una anualidad garantizada de 7 años, hipoteca de 15 años",
    );
    expect(read).toContain("client.age=64");
    expect(read).not.toContain("client.age=7");
    expect(read).not.toContain("client.age=15");
  });
});

describe("reading: names and places", () => {
  it("reads a state after 'City,' as the state, not a first name", () => {
    const read = facts("Señor de 70 en Richmond, Virginia, tiene plan N");
    expect(read).toContain("client.state=VA");
    expect(read).toContain("client.gender=male");
    expect(read).not.toContain("client.gender=female");
  });
});

describe("reading: debts and what they are for", () => {
  it("reads money owed on cars and cards as debts, not a mortgage", () => {
    for (const lead of [
      "62M, wife works from home, owes 35k on the truck and credit cards",
      "Hombre de 61, debe unos 30 mil del carro y las tarjetas",
      "Homme de 60 ans, doit 25 000 $ sur la voiture et les cartes",
    ]) {
      const read = facts(lead);
      expect(
        read.some((f) => f.startsWith("client.debts=")),
        lead,
      ).toBe(true);
      expect(
        read.some((f) => f.startsWith("client.mortgage=")),
        lead,
      ).toBe(false);
    }
  });

  it("reads a group policy's face as group life, not savings", () => {
    const read = facts("Señor de 50, tiene 150 mil de seguro de grupo en el trabajo");
    expect(read).toContain("client.groupLife=150000");
    expect(
      read.some((f) => f.startsWith("client.savings=")),
      read.join(),
    ).toBe(false);
    expect(facts("Homme de 50 ans, assurance de groupe de 90 000 $")).toContain("client.groupLife=90000");
  });

  it("reads a wish to leave everything paid as paying off debt, and teens as dependants", () => {
    for (const lead of [
      "45F, 3 teenagers, wants to be able to pay it all off",
      "Mujer de 44, 2 adolescentes, quiere que quede todo pagado",
      "Femme de 43 ans, 2 ados, veut rembourser toutes les dettes",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.goal=debt_payoff");
      expect(
        read.some((f) => f.startsWith("client.dependents=")),
        lead,
      ).toBe(true);
    }
  });
});

describe("reading: sources point into the lead as typed", () => {
  it("gives offsets into the original text when cleaning moved characters", () => {
    for (const lead of [
      "Widow   79,\u00a0<i>lives</i> in  Reno, has  COPD and takes   Eliquis",
      "Señora  de 72, diabe\u0301tica <script>alert(1)</script> en  Texas, plan   N",
      "&nbsp;&nbsp;M 68 <br/> on Plan  G with  Humana",
    ]) {
      const sources = parseLead(lead, { now: NOW }).profile.sources ?? [];
      expect(sources.length, lead).toBeGreaterThan(2);
      for (const s of sources) expect(lead.slice(s.start, s.end), `${lead} ${s.fact}`).toBe(s.text);
    }
    const lead = "Plan  G,   COPD";
    const copd = parseLead(lead).profile.sources?.find((s) => s.fact === "client.condition=copd");
    expect(copd?.text).toBe("COPD");
    expect(copd?.start).toBe(lead.indexOf("COPD"));
  });
});

describe("reading: a relative's wishes", () => {
  it("keeps a relative's plans for their own life out of the client's goals", () => {
    for (const lead of [
      "Señor de 74 con plan N, su hija quiere proteger a sus hijos",
      "Señora de 69, su hijo quiere pagar su hipoteca",
      "Client 71M, his daughter wants to protect her kids",
      "Madame de 75 ans, son fils veut proteger sa famille",
    ]) {
      const read = facts(lead);
      expect(
        read.filter((f) => f.startsWith("client.goal=")),
        lead,
      ).toEqual([]);
    }
  });

  it("gives the client what a relative wants for the client", () => {
    const read = facts("Señora de 80, su hijo quiere que tenga un seguro dental");
    expect(read).toContain("client.goal=dental_vision_hearing");
    expect(read).not.toContain("other.interest=dental_vision_hearing");
    const funeral = facts("Señor de 85, la hija quiere dejarle pagado el entierro a su papá");
    expect(funeral).toContain("client.goal=final_expenses");
  });
});

describe("reading: budgets and cities", () => {
  it("reads what the client 'can do' a month as a budget, not a rate increase", () => {
    expect(facts("67F in Ohio, can do maybe 85 a month")).toContain("client.budget=85");
    const read = facts("71M, could go up to 140 a month for a new plan");
    expect(read).toContain("client.budget=140");
    expect(read).not.toContain("client.event=rate_increase");
    expect(facts("Her Plan G went up to 260 a month")).toContain("client.event=rate_increase");
  });

  it("reads a city of several words as its state and never as a first name", () => {
    const read = facts("Retired, 70, Virginia Beach, wants to move his savings into an annuity");
    expect(read).toContain("client.state=VA");
    expect(read).toContain("client.gender=male");
    expect(facts("Lives in Santa Fe, 66, his wife is 64")).toContain("client.state=NM");
    expect(facts("Clearwater, 73, plan N")).toContain("client.state=FL");
  });
});

describe("reading: words that say more than one fact", () => {
  it("reads the sex from a birth date's participle", () => {
    expect(facts("Née le 4 juin 1957, vit à Reno")).toContain("client.gender=female");
    expect(facts("Né le 9 mars 1958, vit à Reno")).toContain("client.gender=male");
    expect(facts("nacida el 9 de marzo de 1958, vive en Reno")).toContain("client.gender=female");
    expect(facts("Elle ne fume plus, 70 ans")).toContain("client.gender=female");
  });

  it("reads 'ancien combattant' as a male veteran", () => {
    const read = facts("Ancien combattant de 74 ans, vit à Mobile");
    expect(read).toContain("client.veteran=true");
    expect(read).toContain("client.gender=male");
  });

  it("reads retirement and widowhood said in the past", () => {
    const es = facts("Doña Carmen, 70, se jubiló hace 4 años y quedó viuda en marzo");
    expect(es).toContain("client.retired=true");
    expect(es).toContain("client.marital=widowed");
    expect(es).toContain("client.event=spouse_died");
    const fr = facts("Veuf depuis janvier, 72 ans");
    expect(fr).toContain("client.event=spouse_died");
    expect(fr).toContain("client.marital=widowed");
  });

  it("reads a burial policy asked for in Spanish as the product and the goal", () => {
    const read = facts("Señora de 77, busca un seguro para el entierro");
    expect(read).toContain("client.interest=final_expense");
    expect(read).toContain("client.goal=final_expenses");
  });

  it("reads wanting the money safe as safe growth", () => {
    expect(facts("66, has 200k in a 401k, wants it safe")).toContain("client.goal=safe_growth");
    expect(facts("Homme 66 ans, veut quelque chose de sûr pour son IRA")).toContain(
      "client.goal=safe_growth",
    );
  });
});

describe("reading: jobs' plans and ages in the past", () => {
  it("reads a plan from the client's own job with its size", () => {
    const en = facts("62F, still working, on her company's plan (12 people), retiring in June");
    expect(en).toContain("client.work=active:self");
    expect(en).toContain("client.coverage=employer_plan");
    expect(en).toContain("client.employees=12");
    const fr = facts("Homme 63 ans, travaille dans un garage (7 salariés) avec l'assurance du travail");
    expect(fr).toContain("client.work=active:self");
    expect(fr).toContain("client.employees=7");
  });

  it("reads the spouse's job's plan in French", () => {
    const read = facts("Femme 66 ans, sur l'assurance du travail de son mari (usine, 300 employés)");
    expect(read).toContain("client.work=active:spouse");
    expect(read).toContain("client.employees=300");
  });

  it("does not read an age reached in a past year as today's, but reads 'turned 66'", () => {
    for (const lead of [
      "He turned 65 back in 2018, still on his wife's group plan",
      "Cumplió 65 en 2019 y sigue trabajando",
      "Il a eu 65 ans en 2020 et travaille encore",
    ]) {
      expect(facts(lead), lead).not.toContain("client.age=65");
    }
    expect(facts("Just turned 66, lives in Ohio")).toContain("client.age=66");
  });
});

describe("reading: savings added up", () => {
  it("adds an amount joined with 'plus'/'más' to the savings before it", () => {
    expect(facts("Widow 70, has $180k in a 403b plus the $60k insurance payout")).toContain(
      "client.savings=240000",
    );
    expect(
      facts("Viuda de 71, tiene 90 mil en el banco más el cheque del seguro de vida de 40 mil"),
    ).toContain("client.savings=130000");
    expect(
      facts("Veuve 72 ans, 150 000 $ dans son REER plus le chèque d'assurance vie de 50 000 $"),
    ).toContain("client.savings=200000");
  });

  it("does not add an income joined with 'plus', nor read a paid-out policy as one held", () => {
    const read = facts("68M, has 400k in savings plus 3k a month from his pension");
    expect(read).toContain("client.savings=400000");
    expect(read).toContain("client.income=36000");
    const payout = facts("She got the $75k life insurance check last month, 69");
    expect(payout).not.toContain("client.coverage=existing_life");
    expect(payout).not.toContain("client.existingLife=75000");
  });

  it("reads English 'an' as an article, not the French year", () => {
    expect(facts("He has $90k in an IRA, 66")).toContain("client.savings=90000");
    expect(facts("Homme 60 ans, gagne 48 000 $ par an")).toContain("client.income=48000");
  });
});

describe("reading: plans switched from, COBRA in Spanish", () => {
  it("reads the plan a client wants to switch away from as held", () => {
    const read = facts("72M on Medicaid, wants to change his D-SNP for one with more dental");
    expect(read).toContain("client.coverage=d_snp");
    const g = facts("Señora de 68, quiere cambiar su plan G por uno más barato");
    expect(g).toContain("client.coverage=medigap_g");
  });

  it("reads COBRA in capitals as the plan, never as Spanish 'cobra' (receives)", () => {
    const read = facts("Pareja en Reno: Pedro 66 con plan N, Rosa 62 con COBRA hasta mayo");
    expect(read).toContain("spouse.age=62");
    expect(read).toContain("spouse.coverage=cobra");
    expect(
      read.some((f) => f.startsWith("client.income=")),
      read.join(),
    ).toBe(false);
    expect(facts("Señor de 70, cobra 1800 al mes del seguro social")).toContain("client.income=21600");
  });
});

describe("reading: sources name facts of the profile", () => {
  it("gives every source a distinct fact of profileFacts, and most facts a source", () => {
    for (const lead of [
      "Couple in Mesa: Tom 68 on Plan G with Aetna, takes Eliquis for afib; wife Ann 65, on his plan, has asthma. Income 4k a month, 90k saved, budget 150/mo.",
      "Señora de 72, viuda, nacida el 2 de marzo de 1954, diabetes con insulina, Medicaid completo, quiere un seguro para el entierro de 10 mil",
      "Homme 61 ans, retraité, 300 000 $ dans son REER, hypothèque de 120 000 $ sur 15 ans, veut protéger sa femme (58 ans, lupus)",
    ]) {
      const { profile } = parseLead(lead, { now: NOW });
      const all = profileFacts(profile);
      const sourced = (profile.sources ?? []).map((s) => s.fact);
      expect(new Set(sourced).size, lead).toBe(sourced.length);
      for (const f of sourced) expect(all, lead).toContain(f);
      expect(sourced.length, lead).toBeGreaterThanOrEqual(Math.floor(all.length * 0.8));
    }
  });
});

describe("sanitize: clean text passes through, anything else is cleaned", () => {
  it("returns typed text unchanged and still cleans every kind of junk", async () => {
    const { sanitize } = await import("../../src/parse/text.js");
    const typed = "Señora de 72, diabética, vive en Québec; 1,200 $/mois (approx.) — no";
    expect(sanitize(typed.replace(" —", ","))).toBe(typed.replace(" —", ","));
    expect(sanitize("a  b\tc")).toBe("a b c");
    expect(sanitize("x\u00a0y")).toBe("x y");
    expect(sanitize("caf\u0065\u0301")).toBe("café");
    expect(sanitize("it\u2019s `ok´")).toBe("it's 'ok'");
    expect(sanitize("a <b>bold</b> &amp; b")).toBe("a bold b");
    expect(sanitize("see www.example.com now")).toBe("see now");
    expect(sanitize("x<script>alert(1)</script>y")).toBe("x y");
  });
});

describe("reading: asides, callers and ages before 'on'", () => {
  it("keeps a parenthesis after a named spouse and her age the spouse's, commas and all", () => {
    const read = facts("Couple: Ray 71 (Plan G, Cigna) and Dee 69 (Advantage, Aetna). Dee has asthma.");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).toContain("client.carrier=Cigna");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).toContain("spouse.carrier=Aetna");
    expect(read).not.toContain("client.carrier=Aetna");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads the sex of the parent a call is for, not the caller's", () => {
    expect(facts("Calling for her father, 86, COPD, lives in Dallas, she wants burial cover")).toContain(
      "client.gender=male",
    );
    expect(facts("El hijo llama por su mamá de 88, vive en El Paso, él quiere pagar el funeral")).toContain(
      "client.gender=female",
    );
  });

  it("reads 'he is 68 on Plan G' as an age", () => {
    expect(facts("Wife 65 on Aetna PPO, he is 69 on Plan N with Cigna")).toContain("client.age=69");
  });
});

describe("reading: Spanish spouse ages and 'el seguro de ella'", () => {
  it("reads 'el marido de 72' as the spouse's age", () => {
    const read = facts("Señora de 69, el marido de 73 tiene Parkinson");
    expect(read).toContain("spouse.age=73");
    expect(read).toContain("client.age=69");
  });

  it("reads 'está en el seguro de ella' as coverage through the spouse", () => {
    const read = facts(
      "Cliente de 67, la esposa de 62 trabaja en una escuela y él está en el seguro de ella",
    );
    expect(read).toContain("client.work=active:spouse");
    expect(read).toContain("client.coverage=employer_plan");
    expect(read).toContain("spouse.age=62");
  });
});

describe("reading: 'term' said short", () => {
  it("reads 'term for 250k' and 'term coverage' as term life and keeps the face", () => {
    const read = facts("48M, nonsmoker, needs term for 250k, 3 kids");
    expect(read).toContain("client.interest=term_life");
    expect(read).toContain("client.desiredAmount=250000");
    expect(facts("Wants term coverage, 39F")).toContain("client.interest=term_life");
    expect(facts("Worried about long term care, 70F")).not.toContain("client.interest=term_life");
  });
});

describe("reading: 'de N' after a name or a relative", () => {
  it("reads the age after a name or a relative and 'de'", () => {
    const read = facts("Señor Ramírez de 74, su hija de 41 tiene asma");
    expect(read).toContain("client.age=74");
    expect(read).toContain("other.age=41");
    expect(read).not.toContain("client.age=41");
    expect(read).not.toContain("client.condition=asthma");
  });
});

describe("reading: lengths of policies and products", () => {
  it("never reads a policy's or a CD's length as an age or money", () => {
    for (const lead of [
      "Señora de 71, tiene una póliza de 15 años que vence pronto",
      "Homme 66 ans, a une police de 10 ans qui finit",
      "70F, has a CD of 3 years at the bank",
    ]) {
      const read = facts(lead);
      expect(
        read.filter((f) => /^client\.age=(15|10|3)$/.test(f)),
        lead,
      ).toEqual([]);
      expect(
        read.filter((f) => /^client\.savings=/.test(f)),
        lead,
      ).toEqual([]);
    }
    expect(facts("Cliente 69, presupuesto 55/mes")).toContain("client.budget=55");
  });
});

describe("reading: a lead about a parent, the caller's family", () => {
  it("reads the client's sex from a possessive in the caller's clause", () => {
    expect(facts("Pt 86 w/ COPD in a care home in Tulsa. Son is POA, wants to prepay her burial")).toContain(
      "client.gender=female",
    );
  });

  it("keeps the caller's spouse out of the client's household", () => {
    const read = facts("Mom 79, widowed; son wants to cover her funeral, his wife is 50 and helps");
    expect(read).not.toContain("client.marital=married");
    expect(
      read.some((f) => f.startsWith("spouse.")),
      read.join(),
    ).toBe(false);
    const own = facts("Dad 83, his wife 78 has plan F");
    expect(own).toContain("spouse.age=78");
    expect(own).toContain("spouse.coverage=medigap_f");
  });
});

describe("reading: Medicare parts and their dates", () => {
  it("reads ISO year-months after a part", () => {
    const read = facts("Widow 70, partes A y B desde 2024-09, wants a supplement");
    expect(read).toContain("client.partA=2024-09");
    expect(read).toContain("client.partB=2024-09");
    expect(read).toContain("client.coverage=original_medicare");
  });

  it("reads a bare A&B or A+B in capitals as both parts held", () => {
    expect(facts("M 67 in Mobile, has A&B, nothing else")).toContain("client.coverage=original_medicare");
    const plus = facts("F 69, A+B since 2/2023, asks about dental");
    expect(plus).toContain("client.partB=2023-02");
    expect(plus).toContain("client.coverage=original_medicare");
    expect(facts("wants a & b explained")).not.toContain("client.coverage=original_medicare");
  });

  it("does not read Part A alone as Original Medicare", () => {
    const read = facts("retired trucker 68, Part A only since 2023-05, never signed up for B");
    expect(read).toContain("client.partA=2023-05");
    expect(read).not.toContain("client.coverage=original_medicare");
    expect(facts("tiene la parte A solamente")).not.toContain("client.coverage=original_medicare");
  });

  it("keeps a future start as a date, not coverage held", () => {
    const read = facts("turns 65 soon, Parts A and B start 2026-08");
    expect(read).toContain("client.partB=2026-08");
    expect(read).not.toContain("client.coverage=original_medicare");
  });

  it("reads 'medicare since' as the start of both parts", () => {
    const read = facts("señor de 72, medicare desde oct 2022, quiere bajar su prima");
    expect(read).toContain("client.partA=2022-10");
    expect(read).toContain("client.partB=2022-10");
  });
});

describe("reading: where the client lives", () => {
  it("gives the state of more cities, capitalised or after a place word", () => {
    expect(facts("Retired nurse 71 in Savannah, on a PPO")).toContain("client.state=GA");
    expect(facts("widower 80, Lake Charles, wants burial coverage")).toContain("client.state=LA");
    expect(facts("Cliente 68 de Fort Smith, tiene plan N")).toContain("client.state=AR");
  });

  it("reads a lower-case city right after the age, ending its clause", () => {
    expect(facts("F 72 fargo, on plan G")).toContain("client.state=ND");
  });

  it("reads a state code after a town or alone in its clause", () => {
    expect(facts("homme 74 ans natchitoches la, veuf")).toContain("client.state=LA");
    expect(facts("takes eliquis. Tn. wants a quote")).toContain("client.state=TN");
    expect(facts("call me, wants a quote")).not.toContain("client.state=ME");
  });
});

describe("reading: whose fact it is, after a header and in a couple", () => {
  it("lets a spouse word open its clause after a header and a colon", () => {
    const read = facts(
      "Referral: husband Ed 70 has a Plan G with Aetna. Client Ann 66 wants an Advantage plan",
    );
    expect(read).toContain("spouse.coverage=medigap_g");
    expect(read).toContain("spouse.carrier=Aetna");
    expect(read).not.toContain("client.coverage=medigap_g");
    expect(read).not.toContain("client.carrier=Aetna");
  });

  it("reads a couple's shared money wish once, on the client", () => {
    const read = facts(
      "Bob 70 and Sue 68, retired, they want an indexed annuity and steady income from their 250k",
    );
    expect(read).toContain("client.interest=indexed_annuity");
    expect(read).not.toContain("spouse.interest=indexed_annuity");
    expect(read).not.toContain("spouse.goal=retirement_income");
  });

  it("keeps a health wish said by both on both", () => {
    const read = facts("Mr Ortiz 72, wife Ana 69, both want dental coverage");
    expect(read).toContain("client.interest=dental_vision_hearing");
    expect(read).toContain("spouse.interest=dental_vision_hearing");
  });

  it("gives a relative's request for a parent's burial policy to the parent", () => {
    const read = facts("le fils 55 ans veut une assurance obseques pour sa mere, 86 ans");
    expect(read).toContain("client.interest=final_expense");
    expect(read).not.toContain("other.interest=final_expense");
  });
});

describe("reading: ages in more shapes", () => {
  it("does not read an age before 'lives' as income", () => {
    const read = facts("walter 83 lives with his daughter in Tulsa");
    expect(read.some((f) => f.startsWith("client.income"))).toBe(false);
    expect(facts("she lives on 1,500 a month from SS")).toContain("client.income=18000");
  });

  it("reads the age after a title and a surname", () => {
    expect(facts("spoke with mr okafor 74 about his supplement")).toContain("client.age=74");
    expect(facts("doña carmen 79, viuda")).toContain("client.age=79");
  });

  it("reads 'anios' as años, and masc/fem beside the client", () => {
    const read = facts("cliente fem 71 anios, en Miami");
    expect(read).toContain("client.age=71");
    expect(read).toContain("client.gender=female");
  });

  it("gives a grandchild's or sibling's age to them", () => {
    expect(facts("widow 78, her granddaughter 22 helps her")).toContain("other.age=22");
    expect(facts("señora de 76, su hermano de 80 vive con ella")).toContain("other.age=80");
  });

  it("does not read an age reached years ago as today's", () => {
    const read = facts("Femme 72 ans, elle a eu 65 ans il y a 7 ans");
    expect(read).toContain("client.age=72");
    expect(read).not.toContain("client.age=65");
    expect(facts("man 71, turned 65 six years ago")).not.toContain("client.age=65");
  });
});

describe("reading: wishes and needs in three languages", () => {
  it("reads a feature asked of a wanted plan as wanted", () => {
    const es = facts("señor 70, busca un plan con dental y vision");
    expect(es).toContain("client.interest=dental_vision_hearing");
    const fr = facts("dame 69 ans, veut changer pour un PPO avec du dentaire");
    expect(fr).toContain("client.interest=dental_vision_hearing");
    expect(facts("M 70 keeps his PPO with Aetna")).toContain("client.carrier=Aetna");
  });

  it("reads hospital, cancer and funeral products in their French and English shapes", () => {
    const fr = facts("homme 71 ans veut une assurance hospitalisation et un plan cancer");
    expect(fr).toContain("client.interest=hospital_indemnity");
    expect(fr).toContain("client.interest=cancer");
    expect(facts("F 80 would like a separate hospital policy")).toContain(
      "client.interest=hospital_indemnity",
    );
    expect(facts("veuve 82 ans, cherche une police funeraire")).toContain("client.interest=final_expense");
  });

  it("reads legacy and retirement income purposes", () => {
    expect(facts("veut une vie entiere pour leguer a ses petits-enfants")).toContain("client.goal=legacy");
    expect(facts("quiere dejar a sus nietos algo")).toContain("client.goal=legacy");
    expect(facts("mujer 58, quiere una anualidad para su retiro")).toContain("client.goal=retirement_income");
  });

  it("reads a premium that went up, in French, as a rate increase", () => {
    expect(facts("sa prime est montee a 240 cette annee")).toContain("client.event=rate_increase");
    expect(facts("hausse de prime en janvier, veut comparer")).toContain("client.event=rate_increase");
  });

  it("reads shopping on price as lower premiums", () => {
    expect(facts("has plan N, wants the cheapest option")).toContain("client.goal=lower_premiums");
    const g = facts("she wants a lower G with another carrier");
    expect(g).toContain("client.goal=lower_premiums");
    expect(g).toContain("client.interest=medicare_supplement");
  });

  it("reads gout in Spanish and French, but not a drop of something", () => {
    expect(facts("diabetes, gota, artritis")).toContain("client.condition=gout");
    expect(facts("une goutte de sang")).not.toContain("client.condition=gout");
  });

  it("reads VA care in French", () => {
    const read = facts("ancien marine 75 ans, frequente la VA");
    expect(read).toContain("client.coverage=va_health");
    expect(read).toContain("client.veteran=true");
  });
});

describe("reading: the parent called for, and the relative's own policy", () => {
  it("keeps a parent named again later as the client", () => {
    const read = facts("her son calls for his mother, 83. the mother wants a dental plan");
    expect(read).toContain("client.interest=dental_vision_hearing");
    expect(read).not.toContain("other.interest=dental_vision_hearing");
  });

  it("gives a relative's own life policy to them", () => {
    const read = facts("widower 79, his daughter 52 has a whole life policy");
    expect(read).toContain("other.coverage=existing_life");
    expect(read).not.toContain("client.coverage=existing_life");
  });

  it("still reads a denial after a colon", () => {
    expect(facts("Tobacco: no")).toContain("client.smoker=never");
  });
});

describe("reading: birth dates", () => {
  it("reads a birthday with no year as a partial date", () => {
    expect(facts("widow 77, birthday 2/9, on plan G")).toContain("client.birthDate=--02-09");
    expect(facts("señora 70, cumple el 15 de mayo")).toContain("client.birthDate=--05-15");
  });

  it("reads 'born' and 'nacido en' before a month and year", () => {
    expect(facts("man born 4/1959, lives in Ohio")).toContain("client.birthDate=1959-04");
    expect(facts("nacida en julio 1962, vive sola")).toContain("client.birthDate=1962-07");
  });

  it("reads the birth month from an age reached in a named month", () => {
    expect(facts("Ed 66, turned 65 last oct")).toContain("client.birthDate=1960-10");
    expect(facts("homme, a eu 65 ans en janvier")).toContain("client.birthDate=1961-01");
  });

  it("reads 'sept' as September after a date word, as seven otherwise", () => {
    expect(facts("Part B since sept 2025")).toContain("client.partB=2025-09");
    expect(facts("depuis sept ans, veuf").some((f) => f.includes("=2025-09"))).toBe(false);
  });
});

describe("reading: money said around other money", () => {
  it("keeps a premium paid now out of the budget, in French", () => {
    const read = facts("monsieur 70 ans, paie 290$ par mois pour son plan F, budget 200$");
    expect(read).toContain("client.budget=200");
    expect(read).not.toContain("client.budget=290");
  });

  it("reads a cap right before a plain number as the budget", () => {
    expect(facts("quiere pagar menos, hasta 180 al mes")).toContain("client.budget=180");
    expect(facts("wants lower premiums, max 150")).toContain("client.budget=150");
  });

  it("does not add a 457 or 403 account's name to the savings", () => {
    expect(facts("has 220k saved in his 403")).toContain("client.savings=220000");
    expect(facts("tiene 90 mil ahorrados en su 457")).toContain("client.savings=90000");
  });

  it("reads a life policy through work in Spanish as group life", () => {
    expect(facts("hombre 50, tiene 40 mil de vida por el trabajo")).toContain("client.groupLife=40000");
  });

  it("reads an amount asked for to cover the mortgage as the amount asked for", () => {
    const read = facts("wants a 20 year term of 400k to cover the mortgage");
    expect(read).toContain("client.desiredAmount=400000");
    expect(read).not.toContain("client.mortgage=400000");
    expect(facts("veut une temporaire 20 ans, 41 ans")).not.toContain("client.age=20");
  });
});

describe("reading: corrections, bare HMO/PPO and the French husband", () => {
  it("withdraws a plan the agent asks about and corrects", () => {
    const read = facts("M 71, on an Aetna C-SNP? no - its a regular PPO");
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=c_snp");
    const fr = facts("femme 70 ans, plan F avec Cigna?? non, c'est un plan G");
    expect(fr).toContain("client.coverage=medigap_g");
    expect(fr).not.toContain("client.coverage=medigap_f");
    expect(fr).toContain("client.carrier=Cigna");
  });

  it("keeps a question without a correction", () => {
    expect(facts("has plan N? not sure of the carrier")).toContain("client.coverage=medigap_n");
  });

  it("reads a bare HMO or PPO as Advantage, not a job's plan", () => {
    expect(facts("widow 74, has an HMO, wants dental")).toContain("client.coverage=medicare_advantage");
    expect(facts("M 60, PPO through work")).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads French 'mari' with an age after it as the husband", () => {
    const read = facts("cliente 66 ans, veut un Medigap, mari 70 a un HMO");
    expect(read).toContain("spouse.age=70");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });
});

describe("reading: small lexicon classes", () => {
  it("reads a held policy's face as the policy held", () => {
    expect(facts("widow 81 already has a 3k burial policy")).toContain("client.coverage=existing_life");
    expect(facts("hombre 48, tiene 75 mil de vida por el trabajo")).toContain("client.coverage=group_life");
  });

  it("reads 'type 2' alone as diabetes, and prediabetes as neither", () => {
    expect(facts("M 67, type 2, HBP")).toContain("client.condition=diabetes");
    expect(facts("F 62, pre-diabetic, asthma")).not.toContain("client.condition=diabetes");
  });

  it("reads lowering the payment and a new retiree in Spanish and French", () => {
    expect(facts("quiere bajar el pago del plan")).toContain("client.goal=lower_premiums");
    expect(facts("jeune retraite de 64 ans")).toContain("client.retired=true");
  });
});

describe("reading: home city against a lone code", () => {
  it("prefers the city the client lives in over a lone code that is a condition", () => {
    expect(facts("61M, MS, lives in Tulsa, on SSDI")).toContain("client.state=OK");
  });

  it("reads LA beside Medi-Cal as Los Angeles", () => {
    expect(facts("señora 79, LA, tiene Medi-Cal")).toContain("client.state=CA");
    expect(facts("widow 70, Shreveport LA, has medical bills")).toContain("client.state=LA");
  });
});

describe("reading: a Part date after an aside", () => {
  it("reads the date after a short parenthesis that follows the parts", () => {
    const read = facts("hombre 60, partes A y B (ESRD) desde 2024-11, en dialisis");
    expect(read).toContain("client.partA=2024-11");
    expect(read).toContain("client.partB=2024-11");
  });
});

describe("reading: French 'a' as a preposition", () => {
  it("reads 'à' after an infinitive as where the client goes, not what they have", () => {
    const read = facts("Femme 70 ans, a un HMO, veut retourner a Medicare original avec un Medigap");
    expect(read).not.toContain("client.coverage=original_medicare");
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(facts("homme 68 ans, il a un plan N")).toContain("client.coverage=medigap_n");
  });
});

describe("reading: years and sizes beside money and jobs", () => {
  it("does not read a year after 'since' as income", () => {
    const read = facts("hombre 60, recibe SSDI desde 2021, ingreso 1,600 al mes");
    expect(read).toContain("client.income=19200");
  });

  it("reads an 'N-person company' as the employer's size", () => {
    expect(facts("F 64, on the company plan at a 25-person firm")).toContain("client.employees=25");
  });
});

describe("reading: a feature of a plan asked about", () => {
  it("reads a feature of a plan the client asks about as wanted", () => {
    expect(facts("she asked about a PPO with hearing aids")).toContain(
      "client.interest=dental_vision_hearing",
    );
    expect(facts("has a PPO with dental")).not.toContain("client.interest=dental_vision_hearing");
  });
});

describe("reading: a legacy for any relative", () => {
  it("reads leaving something to a nephew, a niece or a church as a legacy, in three languages", () => {
    expect(facts("68M in Boise, single, wants to leave money to his nieces")).toContain("client.goal=legacy");
    expect(facts("Sra 74 viuda, quiere dejarle dinero a su sobrino")).toContain("client.goal=legacy");
    expect(facts("Femme 77 ans, veut laisser de l'argent a son neveu")).toContain("client.goal=legacy");
  });
});

describe("reading: names typed in lower case, couples by 'him/her', abbreviations", () => {
  it("reads a lower-case first name followed by an age as the client", () => {
    const read = facts("gloria 77 in mesa, has a humana ppo, son helps w bills");
    expect(read).toContain("client.age=77");
    expect(read).toContain("client.gender=female");
    // Not a name with an amount after it.
    expect(facts("medical bill 90 a month, client 70 in fresno")).not.toContain("client.age=90");
  });

  it("keeps 'medical bills' from being read as Medi-Cal, and 'on medical' as Medi-Cal", () => {
    expect(facts("client 68 in Ohio, lots of medical bills")).not.toContain("client.medicaid=full");
    expect(facts("she is 70, on medical, lives in Stockton")).toContain("client.medicaid=full");
  });

  it("reads 'him 71 ... her 68' as a couple, the first the client", () => {
    const read = facts("couple in boise. him 71 w plan G, her 68 on a regence ppo");
    expect(read).toContain("client.age=71");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("spouse.age=68");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("does not end a sentence at an abbreviation's period", () => {
    expect(facts("widow 74, 120k savings incl. a 40k annuity")).toContain("client.savings=120000");
    expect(facts("frank, 72, ret. army, on tricare for life")).toContain("client.retired=true");
  });

  it("gives the spouse her own job's plan when she is the clause's subject", () => {
    const read = facts("cliente 67 en Yuma, casado, esposa 62 tiene seguro de su trabajo");
    expect(read).toContain("spouse.coverage=employer_plan");
    expect(read).not.toContain("client.coverage=employer_plan");
    const through = facts("he is 67, insured thru his wife's employer");
    expect(through).toContain("client.coverage=employer_plan");
    expect(through).toContain("client.work=active:spouse");
  });
});

describe("reading: Part A without Part B", () => {
  const medicare = (lead: string) => parseLead(lead, { now: NOW }).profile.medicare;

  it("reads Part B never taken in three languages, and never as Original Medicare held", () => {
    for (const lead of [
      "72 yo in Knoxville, has part A but never took B, no job coverage",
      "he is 68, didnt sign up for part B, wants a supplement",
      "senora de 69, solo tiene la parte A, nunca tomo la parte B",
      "Mme 71 ans a Nashville, jamais pris la partie B, partie A seulement",
    ]) {
      expect(medicare(lead)?.noPartB, lead).toBe(true);
      expect(facts(lead), lead).not.toContain("client.coverage=original_medicare");
    }
  });

  it("keeps A and B together as Original Medicare, and Part A alone as no claim on Part B", () => {
    expect(medicare("67F has A&B, wants plan G")?.noPartB).toBeUndefined();
    expect(facts("67F has A&B, wants plan G")).toContain("client.coverage=original_medicare");
    expect(facts("M. 70 ans, a la partie A, veut un Medigap")).not.toContain(
      "client.coverage=original_medicare",
    );
  });

  it("dates the end of a job's plan said in French", () => {
    const read = facts(
      "M. 66 ans, l'assurance de son travail s'est arretee le 31 janvier, entreprise de 50 salaries, seulement partie A",
    );
    expect(read).toContain("client.workEnds=2026-01-31");
  });
});

describe("reading: what follows a lower-case name or 'her' is an age only in range", () => {
  it("does not take a count or a large number after a name for an age", () => {
    expect(facts("call back dale 300 times lol, client 66 in Waco")).not.toContain("client.age=300");
    expect(facts("client 66 in Waco, her 2 kids live nearby")).toContain("client.age=66");
    expect(facts("client 66 in Waco, her 2 kids live nearby")).not.toContain("spouse.age=2");
  });
});

describe("reading: a move already made, a town in lower case before its code", () => {
  it("puts the client where they moved to, and where they are moving from while the move is ahead", () => {
    expect(facts("74F relocated from Ohio to Sarasota last month")).toContain("client.state=FL");
    expect(facts("74F relocated from Ohio to Sarasota last month")).toContain("client.event=moving");
    expect(facts("senor 70, se mudo de Denver a El Paso en agosto")).toContain("client.state=TX");
    expect(facts("M. 72 ans, vient de demenager de Chicago a Miami")).toContain("client.state=FL");
    expect(facts("74F moving from Ohio to Sarasota in the spring")).toContain("client.state=OH");
  });

  it("reads a capital code after a town typed in lower case", () => {
    expect(facts("69M eugene OR, plan N")).toContain("client.state=OR");
    expect(facts("69M wants medigap OR advantage")).not.toContain("client.state=OR");
  });
});

describe("reading: a Medigap given up for a first Advantage plan", () => {
  const read = (lead: string, now = NOW) => parseLead(lead, { now }).profile;

  it("keeps the Medigap left as previous coverage, never as held", () => {
    for (const lead of [
      "78F used to have plan G, now on a humana MAPD since january, first time in an advantage plan",
      "senora 74, tenia plan N, se cambio a un PPO de Aetna en enero, primera vez en Advantage",
      "Mme 73 ans, a quitte son plan G en janvier pour un Advantage Humana, premiere fois",
    ]) {
      const p = read(lead);
      expect(p.currentCoverage, lead).toContain("medicare_advantage");
      expect(
        p.currentCoverage.some((c) => c.startsWith("medigap_")),
        lead,
      ).toBe(false);
      expect(
        p.previousCoverage?.some((c) => c.startsWith("medigap_")),
        lead,
      ).toBe(true);
      expect(p.medicare?.firstMa, lead).toBe(true);
      expect(p.medicare?.maSince, lead).toBe("2026-01");
    }
  });

  it("a French 'son' before a plan is 'her', not a son", () => {
    expect(facts("Mme 70 ans, a garde son plan N")).not.toContain("other.coverage=medigap_n");
  });
});

describe("reading: a plan leaving the county, group health plans in Spanish and French", () => {
  it("reads a plan leaving the area in three languages, and does not date the MA start from its end", () => {
    for (const lead of [
      "73M in Billings MT, his humana ppo is pulling out of the county Dec 31",
      "senor 71, su HMO se va del condado el 31 de diciembre",
      "M. 70 ans, son PPO quitte le comte au 31 decembre",
    ]) {
      expect(facts(lead), lead).toContain("client.event=plan_leaving_area");
      expect(parseLead(lead, { now: NOW }).profile.medicare?.maSince, lead).toBeUndefined();
    }
  });

  it("reads a group plan at work as the job's health plan, not group life", () => {
    const es = facts("hombre 64, trabaja en una empresa de 30 empleados con seguro de grupo");
    expect(es).toContain("client.coverage=employer_plan");
    expect(es).not.toContain("client.coverage=group_life");
    expect(facts("M. 64 ans, salarie, avec assurance de groupe")).toContain("client.coverage=employer_plan");
    expect(facts("45M, 100k seguro de vida de grupo por el trabajo")).toContain("client.coverage=group_life");
  });
});

describe("reading: the Medigap letter and the insurer asked for", () => {
  it("keeps the letter wanted apart from the letter held, and reads another company wanted", () => {
    const p = parseLead("71M bday march 1, plan G w/ Humana, wants plan N to save, another company is fine", {
      now: NOW,
    }).profile;
    expect(p.currentCoverage).toContain("medigap_g");
    expect(p.wantedPlans).toEqual(["medigap_n"]);
    expect(p.newInsurer).toBe(true);
    expect(parseLead("quiere el plan G de otra compania", { now: NOW }).profile.newInsurer).toBe(true);
  });
});

describe("reading: a Medicare start applied for, a state code that is also a French word", () => {
  it("dates a start applied for in the future", () => {
    const read = facts("clienta 64, cumple 65 el 10 de mayo, ya pidio parte A y B para el 1 de mayo");
    expect(read).toContain("client.partB=2026-05-01");
    expect(facts("he applied for A&B for june 1, turns 65 june 20")).toContain("client.partA=2026-06-01");
  });

  it("reads IL after a town in a French lead", () => {
    expect(facts("Peoria IL, Mme 70 ans, plan N")).toContain("client.state=IL");
  });
});

describe("reading: a child calls first, the parent named next is the client", () => {
  it("gives the parent's age and facts to the client in three languages", () => {
    const es = facts("llamo el hijo, su mama tiene 84, vive en Miami, tiene diabetes");
    expect(es).toContain("client.age=84");
    expect(es).toContain("client.gender=female");
    expect(es).not.toContain("other.age=84");
    const fr = facts("appel de la fille: son pere 88 ans, a Boston, BPCO");
    expect(fr).toContain("client.age=88");
    expect(fr).toContain("client.gender=male");
    const en = facts("son called - his mom is 81, lives in Mobile AL");
    expect(en).toContain("client.age=81");
    expect(en).not.toContain("other.age=81");
  });
});

describe("reading: work coverage ended in a sentence of its own, and a move ahead", () => {
  const NOV = new Date("2026-11-20T12:00:00Z");
  const read = (lead: string) => profileFacts(parseLead(lead, { now: NOV }).profile);

  it("dates a retiree plan's end said of the employer or the plan in the next sentence", () => {
    const en = read(
      "Walt 69, Reno NV, A and B plus retiree coverage from the railroad. They are terminating it 12/31.",
    );
    expect(en).toContain("client.work=retiree:self");
    expect(en).toContain("client.workEnds=2026-12-31");
    const es = read(
      "Don Chuy 72, tiene Medicare y seguro de retirado de la empresa. La empresa lo elimina el 1 de enero.",
    );
    expect(es).toContain("client.work=retiree:self");
    expect(es).toContain("client.workEnds=2027-01-01");
    const fr = read(
      "Mme Gagnon 70 ans, regime de retraite de l employeur en plus de Medicare. L'entreprise annule le regime le 31 decembre.",
    );
    expect(fr).toContain("client.workEnds=2026-12-31");
  });

  it("does not date the plan from a sentence about something else ending", () => {
    const p = read("Ray 70, retiree plan from the county. His lease ends 12/31, wants a quote.");
    expect(p).toContain("client.work=retiree:self");
    expect(p.some((f) => f.startsWith("client.workEnds"))).toBe(false);
  });

  it("reads a move not yet made as ahead of today", () => {
    const p = parseLead("Bev 71 relocating feb 2 to Tucson from Albany, has a local HMO", {
      now: new Date("2026-12-15T12:00:00Z"),
    }).profile;
    expect(p.events?.find((e) => e.kind === "moving")?.date).toBe("2027-02-02");
  });
});

describe("reading: the job's plan said in plain words, and who is on whose plan", () => {
  it("reads work and insurance in one clause as the job's plan, with its size", () => {
    const es = facts("Don Beto 65, sigue laborando en una fabrica de 250 empleados y tiene seguro alli");
    expect(es).toContain("client.work=active:self");
    expect(es).toContain("client.employees=250");
    const en = facts("Marge 66 still employed at the county, covered there, 900 employees");
    expect(en).toContain("client.coverage=employer_plan");
    expect(en).toContain("client.employees=900");
  });

  it("does not make a self-employed client's own plan a job's plan", () => {
    const read = facts("Luis 64 trabaja por su cuenta, tiene un plan privado del marketplace");
    expect(read).not.toContain("client.work=active:self");
  });

  it("reads a spouse on the client's plan, and the client on the spouse's", () => {
    const a = facts("Gene 64, works at the plant, his wife 61 is on his plan");
    expect(a).toContain("spouse.coverage=employer_plan");
    expect(a).not.toContain("client.work=active:spouse");
    const b = facts("Ron 66 is on his wife's insurance from the school district");
    expect(b).toContain("client.work=active:spouse");
  });

  it("reads group life bought as a multiple of pay", () => {
    const read = facts("Dana 41, makes 80k, has 2x salary life thru work");
    expect(read).toContain("client.coverage=group_life");
    expect(read).toContain("client.groupLife=160000");
    expect(read).not.toContain("client.work=active:self");
  });
});

describe("reading: a name the list does not hold, opening the lead with an age", () => {
  it("takes the name and the age", () => {
    const read = facts("Hollis 72, widower in Macon GA");
    expect(read).toContain("client.age=72");
    expect(parseLead("Hollis 72, widower in Macon GA", { now: NOW }).profile.firstName).toBe("Hollis");
  });

  it("does not take a word the reader knows for a name", () => {
    expect(
      parseLead("Medicare 65 questions from a neighbor", { now: NOW }).profile.firstName,
    ).toBeUndefined();
  });
});

describe("reading: a plan wanted with a plan, and a drug the plan will not pay for", () => {
  it("keeps a drug plan wanted beside Original Medicare wanted", () => {
    const en = facts("Vera 73 is in a Humana PPO, wants to get back on regular Medicare with a drug plan");
    expect(en).toContain("client.interest=part_d");
    expect(en).not.toContain("client.coverage=part_d");
    const es = facts(
      "Doña Elvia 75 tiene un advantage y quiere regresar a medicare original con plan de medicamentos",
    );
    expect(es).toContain("client.interest=part_d");
  });

  it("reads a drug left unpaid as a drug need", () => {
    expect(facts("Walt 70, his PDP stopped covering his inhaler")).toContain("client.goal=prescriptions");
    expect(facts("su plan de la parte D ya no paga sus pastillas")).toContain("client.goal=prescriptions");
  });
});

describe("reading: a son or daughter acting for a parent", () => {
  it("makes the parent the client when the child opens the lead with a power of attorney", () => {
    const es = facts("La hija tiene el poder para su mama de 86, Alzheimer, vive en Hialeah");
    expect(es).toContain("client.age=86");
    expect(es).toContain("client.gender=female");
    expect(es).toContain("client.condition=alzheimers");
    expect(es).not.toContain("other.age=86");
    const fr = facts("Le fils a une procuration pour son pere, 90 ans, en EHPAD a Lafayette");
    expect(fr).toContain("client.age=90");
    expect(fr).toContain("client.gender=male");
  });

  it("does not read a condition's stage as a risk tolerance", () => {
    const p = parseLead("Mr 80, moderate dementia, on a plan G", { now: NOW }).profile;
    expect(p.healthConditions).toContain("dementia");
    expect(p.riskTolerance).toBeUndefined();
  });
});

describe("reading: a relative's own age in a parenthesis, a parent's age after 'de'", () => {
  it("gives the parenthesised age to the relative, not the client", () => {
    const read = facts("mrs kowalski 79 in Erie PA, plan N, lives with her daughter (52) who drives her");
    expect(read).toContain("client.age=79");
    expect(read).toContain("other.age=52");
    expect(read).not.toContain("client.age=52");
  });

  it("reads 'son père de 84 ans' as the father's age, not as his children", () => {
    const p = parseLead("appel du fils pour son pere de 84 ans, diabetique", { now: NOW }).profile;
    expect(p.age).toBe(84);
    expect(p.dependents).toBeUndefined();
  });
});

describe("reading: a couple's ages and the money they have to place", () => {
  it("reads 'couple 68 and 65' as both ages and an unlabelled sum as savings when income is the goal", () => {
    const read = facts(
      "retired couple 68 and 65 in Mesa, 600k incl 250k in IRAs, want income they cant outlive",
    );
    expect(read).toContain("client.age=68");
    expect(read).toContain("spouse.age=65");
    expect(read).toContain("client.savings=600000");
  });

  it("keeps an unlabelled sum out of savings when the lead is not about money to place", () => {
    const p = parseLead("Lou 70, 250k, wants dental", { now: NOW }).profile;
    expect(p.savings).toBeUndefined();
  });
});

describe("reading: the nursing home lived in is a place, not a wish", () => {
  it("reads living there as the condition and leaves long-term care insurance out", () => {
    const p = parseLead(
      "Mme 84 ans vit en maison de retraite, Medicaid complet, veut un plan qui marche mieux a la maison de retraite",
      {
        now: NOW,
      },
    ).profile;
    expect(p.healthConditions).toContain("nursing_home");
    expect(p.goals).not.toContain("long_term_care");
  });
});

describe("reading: the amount of the policy wanted, and where a policy ends", () => {
  it("reads the amount said right after the policy wanted", () => {
    expect(facts("la hija quiere un plan funerario pa su papa, como 9 mil")).toContain(
      "client.desiredAmount=9000",
    );
    expect(facts("wants a 20yr term for 400k, budget 45")).toContain("client.desiredAmount=400000");
  });

  it("does not take a policy held or a death benefit paid out for the amount wanted", () => {
    const read = facts("tiene un seguro de vida de 50 mil del trabajo, quiere algo para el retiro");
    expect(read).not.toContain("client.desiredAmount=50000");
  });

  it("never reads 'term to age 70' as an age", () => {
    const p = parseLead("Gus 52, wants 300k more term to age 70", { now: NOW }).profile;
    expect(p.age).toBe(52);
  });
});

describe("reading: events said in passing", () => {
  it("reads a premium going from one figure to another as a rate increase, and neither as a budget", () => {
    const p = parseLead("plan G w/ aetna, premium jumped from 190 to 236 this year", { now: NOW }).profile;
    expect(p.events?.map((e) => e.kind)).toContain("rate_increase");
    expect(p.budgetMonthly).toBeUndefined();
  });

  it("reads Medicaid lost with a possessive, and a full dual in the past, as no longer held", () => {
    const p = parseLead("Odette 72 lost her medicaid last month, was a full dual, still on the D-SNP", {
      now: NOW,
    }).profile;
    expect(p.events?.map((e) => e.kind)).toContain("losing_medicaid");
    expect(p.currentCoverage).not.toContain("medicaid");
    expect(p.medicaid).toBeUndefined();
  });

  it("reads the job's plan already ended as coverage lost", () => {
    const p = parseLead("Hal 66 retired in jan, the company plan ended 1/31", { now: NOW }).profile;
    expect(p.events?.map((e) => e.kind)).toContain("losing_coverage");
  });
});

describe("reading: Part B said as 'la B', ESRD as IRT, a plan leaving the parish", () => {
  it("dates Part B said with the article alone", () => {
    expect(facts("Rosa 65, ahora la B empieza el 1 de junio")).toContain("client.partB=2026-06-01");
    expect(facts("Mme Roy 65 ans a pris la B au 1er mai")).toContain("client.partB=2026-05-01");
    expect(facts("vitamina B12 y calcio")).not.toContain("client.coverage=original_medicare");
  });

  it("reads Medicare through ESRD in French and in English", () => {
    const fr = facts("homme 50 ans, Medicare pour IRT depuis 2025, dialyse");
    expect(fr).toContain("client.medicareBasis=esrd");
    expect(fr).toContain("client.condition=esrd");
    expect(facts("pt 57 on medicare bc of dialysis")).toContain("client.medicareBasis=esrd");
  });

  it("reads a plan leaving a parish or a county", () => {
    expect(facts("Mme 70, son HMO quitte la paroisse au 31 dec")).toContain("client.event=plan_leaving_area");
  });
});

describe("reading: a plan's premium rising, and a budget said as staying at a figure", () => {
  it("reads 'goes from $0 to $45' as a rate increase and 'stay at $0' as the budget", () => {
    const p = parseLead("Nell 74, her aetna HMO goes from $0 to $38 next year, she wants to stay at $0", {
      now: NOW,
    }).profile;
    expect(p.events?.map((e) => e.kind)).toContain("rate_increase");
    expect(p.budgetMonthly).toBe(0);
  });
});

describe("reading: an employer's plan named around an aside, and a Part B start ahead", () => {
  it("reads 'her company (600 employees) plan ends' as the job's plan with its size", () => {
    const read = facts("Edna 66, her company (600 employees) plan ends 6/30, has part A only");
    expect(read).toContain("client.work=active:self");
    expect(read).toContain("client.employees=600");
  });

  it("dates 'signing up for B to start june 1' ahead of today", () => {
    expect(facts("Ike 66 has part A only, signing up for B to start june 1")).toContain(
      "client.partB=2026-06-01",
    );
  });
});

describe("reading: the amount called the budget wins over today's premium", () => {
  it("keeps 'budget 250' over a premium said first", () => {
    const p = parseLead("Vern 79, plan F, $388/mo now after the increase, wants lower, budget 250", {
      now: NOW,
    }).profile;
    expect(p.budgetMonthly).toBe(250);
  });
});

describe("reading: a city typed in lower case", () => {
  it("reads a distinctive city name anywhere in an English lead", () => {
    expect(facts("68 yo male scottsdale, plan g")).toContain("client.state=AZ");
    expect(facts("widow 81 from the bronx")).toContain("client.state=NY");
  });

  it("leaves a city that is also a word or a name alone", () => {
    expect(facts("she lives in a mobile home")).not.toContain("client.state=AL");
    expect(facts("charlotte 70 has plan g")).not.toContain("client.state=NC");
  });
});

describe("reading: the job's plan in agents' shorthand", () => {
  it("reads a PPO through the county as the job's plan, not an Advantage plan", () => {
    const read = facts("Jo 64, still working for the city (1,100 employees) on their PPO");
    expect(read).toContain("client.work=active:self");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("gives the one headcount in the lead to the job's plan, 'emps' included", () => {
    const read = facts(
      "Art 66, engineer (firm ~220 emps), part A only. the group coverage stops when he retires 6/30",
    );
    expect(read).toContain("client.employees=220");
    expect(read).toContain("client.event=retiring");
  });

  it("reads a smoker who stopped years ago as former", () => {
    expect(facts("Walt 74, non smoker since 2001")).toContain("client.smoker=former");
  });

  it("never takes a retirement date for an age", () => {
    expect(facts("Chuy 64, se jubila el 30 de abril")).not.toContain("client.age=30");
  });
});

describe("reading: a spouse calling about the other", () => {
  it("makes the spouse called about the client, in three languages", () => {
    const en = facts("the husband called about his wife, 79, she has COPD and wants a burial policy");
    expect(en).toContain("client.gender=female");
    expect(en).toContain("client.condition=copd");
    const es = facts("llamo la esposa por su esposo de 72, tiene diabetes");
    expect(es).toContain("client.age=72");
    expect(es).toContain("client.gender=male");
    const fr = facts("appel de l'epouse pour son mari de 81 ans, BPCO");
    expect(fr).toContain("client.age=81");
    expect(fr).toContain("client.gender=male");
  });
});

describe("reading: veterans' care beside TRICARE, a legacy for the grandchildren, income for life", () => {
  it("reads VA beside TFL as veterans' care, not Virginia", () => {
    const read = facts("Bud 80, TFL + VA, Ocala");
    expect(read).toContain("client.coverage=va_health");
    expect(read).toContain("client.state=FL");
  });

  it("reads money left to the grandchildren as a legacy", () => {
    expect(facts("Hazel 77 wants to leave the grandkids 20k")).toContain("client.goal=legacy");
    expect(facts("Mme 72 veut laisser quelque chose a ses petits enfants")).toContain("client.goal=legacy");
  });

  it("reads 'une rente à vie' as retirement income and a retired couple as retired", () => {
    const read = facts("couple retraite a Bangor, 200k, veulent une rente a vie");
    expect(read).toContain("client.goal=retirement_income");
    expect(read).toContain("client.retired=true");
  });
});

describe("reading: leaning toward a plan, a cap after the amount, 'orig medicare'", () => {
  it("reads leaning or hesitating as wanting, never as holding", () => {
    const en = facts("Dot 64, turns 65 in may, leaning advantage");
    expect(en).toContain("client.interest=medicare_advantage");
    expect(en).not.toContain("client.coverage=medicare_advantage");
    expect(facts("il hesite entre un Advantage et un plan G")).toContain(
      "client.interest=medicare_supplement",
    );
  });

  it("reads a cap said after the amount as the budget", () => {
    expect(facts("quiere algo para el hospital, 40 al mes max")).toContain("client.budget=40");
  });

  it("reads 'orig medicare' as Original Medicare, and 'Medicare a 65 ans' as no age", () => {
    expect(facts("Gil 70, orig medicare + plan N")).toContain("client.coverage=original_medicare");
    expect(facts("femme 62 ans, que faire pour Medicare a 65 ans")).toContain("client.age=62");
  });
});

describe("reading: Medicare by age, said as since turning 65", () => {
  it("reads the basis in three languages", () => {
    expect(facts("Lou 70, A & B since he turned 65, no supp")).toContain("client.medicareBasis=age");
    expect(facts("Medicare A y B desde que cumplio 65")).toContain("client.medicareBasis=age");
    expect(facts("plan N depuis ses 65 ans")).toContain("client.medicareBasis=age");
  });
});

describe("reading: a couple's pronouns when the client is named first", () => {
  it("gives 'ella' to the spouse when the client's name says a man", () => {
    const read = facts("matrimonio en Yuma, el Ramon 52, ella 49. el gana 70k");
    expect(read).toContain("client.age=52");
    expect(read).toContain("spouse.age=49");
    expect(read).not.toContain("client.age=49");
  });
});

describe("reading: a birthday said as 'cumple años'", () => {
  it("keeps the day, which dates a birthday rule", () => {
    expect(facts("clienta 70 en Fresno, cumple años el 9 de abril")).toContain("client.birthDate=--04-09");
  });
});

describe("reading: the Medigap policy's start, which is its anniversary", () => {
  it("keeps the day a Medigap began or renews", () => {
    const p = parseLead("Ray 72 Springfield MO, plan N since 3/1/2020, rates up, wants same N cheaper", {
      now: NOW,
    }).profile;
    expect(p.medicare?.medigapSince).toBe("2020-03-01");
    const es = parseLead("plan G desde el 1 de julio de 2019, renueva cada 1 de julio", { now: NOW }).profile;
    expect(es.medicare?.medigapSince).toBe("2019-07-01");
  });

  it("keeps no anniversary from a year alone, and none for an Advantage plan", () => {
    expect(
      parseLead("plan F since 2011 with Cigna", { now: NOW }).profile.medicare?.medigapSince,
    ).toBeUndefined();
    expect(
      parseLead("on a humana HMO since 1/1/2024", { now: NOW }).profile.medicare?.medigapSince,
    ).toBeUndefined();
  });

  it("does not read what a plan charges as income", () => {
    expect(parseLead("tiene plan G, ahora le cobran 248", { now: NOW }).profile.income).toBeUndefined();
  });

  it("does not take St. Louis for a client named Louis", () => {
    const p = parseLead("St. Louis MO, Mme 71 ans, plan G", { now: NOW }).profile;
    expect(p.firstName).toBeUndefined();
    expect(p.gender).toBe("female");
  });
});

describe("reading: Medigap letters in shorthand, shopping a plan, plans not renewed", () => {
  it("reads a bare letter held and a letter gone to", () => {
    const p = parseLead("Hank 76 has N w/ aetna @ 240, wants to switch to G elsewhere", { now: NOW }).profile;
    expect(p.currentCoverage).toContain("medigap_n");
    expect(p.wantedPlans).toEqual(["medigap_g"]);
    expect(p.currentCoverage).not.toContain("medigap_g");
  });

  it("reads shopping the plan held as wanting the same plan cheaper, and a rising premium", () => {
    const p = parseLead("Irma 75, plan G w/ Cigna 330/mo and climbing, wants to shop the G", {
      now: NOW,
    }).profile;
    expect(p.interests).toContain("medicare_supplement");
    expect(p.goals).toContain("lower_premiums");
    expect(p.events?.map((e) => e.kind)).toContain("rate_increase");
  });

  it("reads a plan not renewed as a plan leaving, its date never an age", () => {
    const p = parseLead("su HMO se termina el 31 de diciembre y no lo renuevan", { now: NOW }).profile;
    expect(p.events?.map((e) => e.kind)).toContain("plan_leaving_area");
    expect(p.age).toBeUndefined();
  });

  it("reads an Advantage plan taken at the first Medicare enrolment as the first", () => {
    const p = parseLead(
      "Mme 65 ans, inscrite a Medicare en mars 2026, a pris tout de suite un Advantage HMO",
      {
        now: new Date("2026-11-28T12:00:00Z"),
      },
    ).profile;
    expect(p.medicare?.firstMa).toBe(true);
    expect(p.medicare?.partB).toBe("2026-03");
  });

  it("reads money kept out of the market as safe growth", () => {
    expect(facts("Sr 68, 250 mil en CDs, no quiere nada de la bolsa, quiere que crezca seguro")).toContain(
      "client.goal=safe_growth",
    );
  });
});

describe("reading: Spanish COBRA in lower case, the agent's own client, a long work clause", () => {
  it("reads 'tiene cobra' as the plan and not as income, with no end from the layoff's month", () => {
    const p = parseLead("sra 64, la corrieron en mayo, tiene cobra que le cuesta 700 al mes", {
      now: NOW,
    }).profile;
    expect(p.currentCoverage).toContain("cobra");
    expect(p.income).toBeUndefined();
    expect(p.workCoverage?.[0]?.endsOn).toBeUndefined();
  });

  it("reads 'mi clienta' as a woman, the possessive being the agent's", () => {
    expect(facts("mi clienta Lupe, 61, vive en Yuma")).toContain("client.gender=female");
  });

  it("reads work and the job's insurance said far apart in one sentence", () => {
    const read = facts(
      "don beto 64 trabaja en una planta de pollos en gainesville con unos 800 empleados y tiene el seguro de la planta",
    );
    expect(read).toContain("client.work=active:self");
    expect(read).toContain("client.employees=800");
  });
});

describe("reading: a retiree said in French", () => {
  it("reads a retiree by the trade or the employer, and one who just retired", () => {
    for (const lead of [
      "Mme Thibodeaux 67 ans, Opelousas, infirmiere retraitee, plan N",
      "M. Hebert 70 ans, Houma, retraite de l'usine, veut un plan G",
      "Mme Cormier 65 ans, Lowell MA, vient de prendre sa retraite, 401k de 200 000",
    ]) {
      expect(facts(lead), lead).toContain("client.retired=true");
    }
    expect(facts("M. Babin 63 ans, prend sa retraite en juin")).not.toContain("client.retired=true");
  });
});

describe("reading: a life policy already held", () => {
  it("reads the policy held by its insurer, by 'bought' and by the French 'déjà'", () => {
    for (const [lead, amount] of [
      ["79F Macon GA, has 8k with Americo already, wants 15k more for her funeral", 8000],
      ["Sra 70, hace años compro una poliza de 30 mil, quiere gastos finales", 30_000],
      ["M. Arceneaux 72 ans a deja une assurance vie de 15 000, veut une obseques", 15_000],
      ["Rosa 48, tiene un seguro de vida de 100k por su cuenta, quiere term de 20 anos", 100_000],
    ] as const) {
      const read = facts(lead);
      expect(read, lead).toContain(`client.existingLife=${amount}`);
      expect(read, lead).not.toContain(`client.desiredAmount=${amount}`);
      expect(read, lead).not.toContain(`client.savings=${amount}`);
    }
  });
});

describe("reading: the end of a job's plan", () => {
  function on(now: string, lead: string): string[] {
    return profileFacts(parseLead(lead, { now: new Date(now) }).profile);
  }

  it("keeps the day of a date written day first, before the plan it ends", () => {
    for (const lead of [
      "Mme 64 ans, prend sa retraite le 31 aout, elle a l'assurance de son employeur",
      "Sra 64, se jubila el 31 de agosto, tiene el seguro de su empleador",
      "F 64, retiring 31 august, has her employer's plan",
    ]) {
      expect(on("2026-04-02", lead), lead).toContain("client.workEnds=2026-08-31");
    }
  });

  it("reads an end told in the past beyond an aside as coverage already lost", () => {
    const read = on(
      "2026-12-04",
      "M. Picard 65 ans, son assurance de groupe (compagnie de 500 employes) a fini le 15 nov., veut un plan G",
    );
    expect(read).toContain("client.workEnds=2026-11-15");
    expect(read).toContain("client.event=losing_coverage");
  });

  it("never reads the day of a month as money", () => {
    const read = on("2026-12-04", "M. Roy 66 ans, retraite le 30 novembre, veut un plan G");
    expect(read.filter((f) => f.startsWith("client.income="))).toEqual([]);
  });
});

describe("reading: the client's sex", () => {
  it("takes it from the words about the client over a first name's usual sex", () => {
    expect(facts("Jean 66, Dayton OH, he has a plan G")).toContain("client.gender=male");
    expect(facts("Andrea 70, Boise ID, she has a plan N")).toContain("client.gender=female");
  });
});

describe("reading: a mortgage's years and a term's length", () => {
  it("reads the years beside a mortgage as its years, never an age", () => {
    for (const [lead, years, age] of [
      ["Rosa 52, Mesa AZ, hipoteca de 220 mil con 18 años, quiere term", 18, 52],
      ["Luc 41 ans, Nashua, hypotheque de 300 000 $ sur 25 ans, veut une temporaire", 25, 41],
      ["Tom 39, mortgage 350k, 27 años left, wants term", 27, 39],
    ] as const) {
      const read = facts(lead);
      expect(read, lead).toContain(`client.mortgageYears=${years}`);
      expect(read, lead).toContain(`client.age=${age}`);
    }
    expect(facts("Sra con 66 años, tiene hipoteca, plan G")).toContain("client.age=66");
  });

  it("takes the years said left over the loan's whole term", () => {
    const read = facts("Paul 37 ans, hypotheque 300k sur 30 ans prise en 2024, il reste 28 ans restants");
    expect(read).toContain("client.mortgageYears=28");
  });

  it("never reads a term's length as an age", () => {
    const read = facts("Hector 44, quiere un term de 25 años por 400 mil");
    expect(read).toContain("client.age=44");
    expect(read).not.toContain("client.age=25");
  });
});

describe("reading: 'may' the month", () => {
  it("reads a lower-case 'may' after 'in' or 'since' as the month, and leaves 'she may' a word", () => {
    const on = (lead: string) => profileFacts(parseLead(lead, { now: new Date("2026-12-01") }).profile);
    expect(on("Walt turned 65 in may, on an HMO now")).toContain("client.birthDate=1961-05");
    expect(on("70F, she may want a plan g").filter((f) => f.includes("birthDate"))).toEqual([]);
  });
});

describe("reading: a premium paid now is not a budget", () => {
  it("leaves the premium of the plan held, and a rate rise's amounts, out of the budget", () => {
    for (const lead of [
      "Mr Lowe 77, plan N w/ Aetna $198/mo, wants to look around",
      "Sra 74, plan G con Humana, $276 al mes, quiere algo mas barato",
      "Mme 80 ans, plan G chez Cigna depuis 2016, 344 $/mois, veut payer moins",
      "F 79, her rate went up from $260 to $318, wants cheaper",
    ]) {
      expect(
        facts(lead).filter((f) => f.startsWith("client.budget=")),
        lead,
      ).toEqual([]);
    }
  });

  it("still reads a budget said beside a plan wanted, or as a cap", () => {
    expect(facts("71M, wants a plan G, $140/mo")).toContain("client.budget=140");
    expect(facts("80F, plan F 390/mo, wants cheaper, no more than 280")).toContain("client.budget=280");
    expect(facts("77M wants burial covered, would pay 60 tops")).toContain("client.budget=60");
  });
});

describe("reading: needs said by what they pay for", () => {
  it("reads 'the 20%' as a medical-cost need, not a rate rise", () => {
    for (const lead of [
      "68F Waco TX, original medicare only, wants something for the 20%",
      "Sr 70, solo tiene A y B, quiere algo que cubra el 20%",
      "Mme 69 ans, veut couvrir les 20 % que Medicare ne paie pas",
    ]) {
      expect(facts(lead), lead).toContain("client.goal=medical_costs");
    }
    expect(facts("71M plan G, premium up 20% this year")).not.toContain("client.goal=medical_costs");
  });

  it("reads a safe place with no loss and an income it pays as the annuity's goals", () => {
    const read = facts(
      "60F, 403b ~300k, wants 150k somewhere safe w no market loss that pays her an income at 65",
    );
    expect(read).toEqual(
      expect.arrayContaining(["client.goal=safe_growth", "client.goal=retirement_income"]),
    );
    expect(read.filter((f) => f.startsWith("client.income="))).toEqual([]);
  });

  it("reads the French annuity wanted as a product, not a pension drawn", () => {
    const read = facts("M. 66 ans, veut une rente indexée avec 250k de son 401k");
    expect(read).toContain("client.age=66");
    expect(read).toContain("client.interest=indexed_annuity");
    expect(read.filter((f) => f.startsWith("client.income="))).toEqual([]);
  });
});

describe("reading: a client who has gone into care", () => {
  it("reads a move into a nursing home as living there", () => {
    for (const lead of [
      "F 84 moved into a nursing home in june, plan N",
      "Sra 86, entro a un asilo hace un mes, tiene Medicaid",
    ]) {
      expect(facts(lead), lead).toContain("client.condition=nursing_home");
    }
  });

  it("gives a relative's ask for a Medicare plan or burial cover to a client in care", () => {
    const read = facts(
      "Sr 83, Hialeah, alzheimer, vive en un asilo, tiene un HMO. su hija quiere un plan para gente en asilo",
    );
    expect(read).toContain("client.interest=medicare_advantage");
    expect(read).not.toContain("other.interest=medicare_advantage");
  });
});

describe("reading: a birthday said by its month alone", () => {
  it("dates the birth month from today's age, in three languages", () => {
    const on = (lead: string) => profileFacts(parseLead(lead, { now: new Date("2026-07-07") }).profile);
    for (const lead of [
      "F 71 Reno NV, plan G, bday in november",
      "Sra 71, Reno NV, plan G, cumple años en noviembre",
      "Mme 71 ans, Reno NV, plan G, anniversaire en novembre",
    ]) {
      expect(on(lead), lead).toContain("client.birthDate=1954-11");
    }
  });
});

describe("reading: a retiree plan's end told in its own sentence", () => {
  it("reads the Spanish past 'se le acabó' with its date", () => {
    const read = profileFacts(
      parseLead("sra 69, estaba en el plan de jubilado del esposo. el plan se le acabo el 30 de septiembre", {
        now: new Date("2026-10-12"),
      }).profile,
    );
    expect(read).toContain("client.workEnds=2026-09-30");
    expect(read).toContain("client.event=losing_coverage");
  });
});

describe("reading: premiums brought down, a cap said 'menos de'", () => {
  it("reads the wish to bring premiums down and a cap under a number as the budget", () => {
    expect(facts("F 72 plan N, wants to bring her premium down")).toContain("client.goal=lower_premiums");
    const es = facts("sr 70, plan G, quiere algo x menos de 180");
    expect(es).toEqual(expect.arrayContaining(["client.goal=lower_premiums", "client.budget=180"]));
    expect(facts("Mme 71, plan G, veut payer moins de 190 par mois")).toContain("client.budget=190");
    expect(facts("sra 70 tiene menos de 40 mil ahorrados")).not.toContain("client.budget=40000");
  });
});

describe("reading: round 9 shapes of money, events and plans", () => {
  it("reads '1.2 mil in 401ks' as a million and more, 'tiene 300 mil' as thousands", () => {
    expect(facts("couple in Bangor ME, ~1.4 mil in 401ks, house paid off")).toContain(
      "client.savings=1400000",
    );
    expect(facts("Sra 71 de Miami, tiene 300 mil ahorrados en el banco")).toContain("client.savings=300000");
  });

  it("reads a doctor who 'leaves the network' and a rate that 'just went up again'", () => {
    expect(facts("M 71, Aetna PPO, his oncologist leaves the network in january")).toContain(
      "client.event=doctor_leaving_network",
    );
    expect(facts("F 77, plan G, rate just went up again to $344")).toContain("client.event=rate_increase");
  });

  it("reads a legacy for a counted number of grandchildren", () => {
    expect(facts("F 66 wants to leave something to her 4 grandkids")).toContain("client.goal=legacy");
  });

  it("reads Medicare's parts held through an MA plan as no Original Medicare", () => {
    const read = facts("F 55, Medicare A and B since 2024 thru disability, has a Humana advantage HMO");
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=original_medicare");
  });
});

describe("reading: round 9 shapes in Spanish and French", () => {
  it("reads years smoked as a length, not an age", () => {
    const read = facts("Sr. de 73 en Ponce PR, EPOC, fumó 35 años y lo dejó hace 4");
    expect(read).toContain("client.age=73");
    expect(read).not.toContain("client.age=35");
    expect(facts("M 68, COPD, smoked 40 yrs, wants FE")).toContain("client.smoker=former");
  });

  it("reads 'assurance funéraire' as final expense and 'se mudan' as a move", () => {
    expect(facts("Mme 79 ans, veut une assurance funéraire de 8 000 $")).toContain(
      "client.interest=final_expense",
    );
    expect(facts("don Luis 71 y su esposa se mudan de Denver a El Paso en mayo")).toContain(
      "client.event=moving",
    );
  });

  it("keeps a couple's income on the client, and the spouse on the client's kind of plan", () => {
    expect(facts("M. 57 ans et sa femme 54, Houma, revenu du couple 150k")).toContain("client.income=150000");
    const read = facts(
      "don Beto 72 y su esposa 70. El tiene plan de retirado del sindicato y ella esta en el mismo plan",
    );
    expect(read).toContain("spouse.coverage=retiree_plan");
    expect(read).not.toContain("spouse.coverage=employer_plan");
  });

  it("dates COBRA's end from its end, not from the layoff before it", () => {
    const read = profileFacts(
      parseLead("Sr 64, lo despidieron en julio y esta en COBRA, el COBRA se le acaba en enero", {
        now: new Date("2026-10-14"),
      }).profile,
    );
    expect(read).toContain("client.workEnds=2027-01");
  });
});

describe("reading: a cap said with its period and no dollar sign", () => {
  it("reads 'under 60 a month' as the budget", () => {
    expect(facts("69F Knoxville TN, wants something for her funeral under 60 a month")).toContain(
      "client.budget=60",
    );
    expect(facts("M 70, under 10 years on the plan").filter((f) => f.startsWith("client.budget="))).toEqual(
      [],
    );
  });
});

describe("reading: round 9's classes", () => {
  it("makes the doctor of 'Dr. and Mrs.' the client, and a spouse word's name the spouse's", () => {
    const couple = facts("Dr. and Mrs. Okafor, Albany NY. he's 66, she's 62, he wants a supp");
    expect(couple).toContain("client.gender=male");
    expect(couple).toContain("client.age=66");
    expect(couple).toContain("spouse.age=62");
    const hubby = facts("she turns 65 in may. hubby Walt 70 has plan G w aetna");
    expect(hubby).toContain("spouse.age=70");
    expect(hubby).toContain("spouse.coverage=medigap_g");
    expect(hubby).not.toContain("client.coverage=medigap_g");
  });

  it("gives a plan wanted 'for him' to him only, and reads both parents after a child's call", () => {
    const read = facts("Al 67 & his wife Jo 63, they want to look at a supp and a pdp for him");
    expect(read).toContain("client.interest=medicare_supplement");
    expect(read).not.toContain("spouse.interest=medicare_supplement");
    const parents = facts("Hablo la hija de los Reyes. Su papa tiene 80 y su mama 77. El papa tiene EPOC");
    expect(parents).toContain("client.gender=male");
    expect(parents).toContain("client.age=80");
    expect(parents).toContain("client.condition=copd");
    expect(parents).toContain("other.gender=female");
  });

  it("reads a move made, a plan wanted back, and a sales pitch that is not a wish", () => {
    const moved = facts("M 68, went from plan N to an Aetna PPO in january, wants his N back");
    expect(moved).toContain("client.coverage=medicare_advantage");
    expect(moved).not.toContain("client.coverage=medigap_n");
    expect(moved).toContain("client.interest=medicare_supplement");
    const pitch = facts("Sr 71, tiene plan G. otro agente le quiere vender un Advantage");
    expect(pitch).not.toContain("client.interest=medicare_advantage");
  });

  it("never reads a count with a separator as a year, and ends a plan 'the same day'", () => {
    const read = profileFacts(
      parseLead("M 66, retired march 31 from a plant w/ 1,950 employees, group plan ended the same day", {
        now: new Date("2026-04-20"),
      }).profile,
    );
    expect(read).toContain("client.workEnds=2026-03-31");
    expect(read).not.toContain("client.workEnds=1950");
  });

  it("drops a job's plan that ended long before, and the year an income is for", () => {
    const read = profileFacts(
      parseLead(
        "Sra 71, estaba en el plan del trabajo de su esposo pero el se jubilo en 2022 y ese seguro se acabo. income 2024 was 300k, this year 90k",
        { now: new Date("2026-09-01") },
      ).profile,
    );
    expect(read).not.toContain("client.coverage=employer_plan");
    expect(read).toContain("client.income=90000");
  });

  it("gives a plan said 'los dos' or 'for both' to each of the couple, and reads a cheaper cap", () => {
    const es = facts("Sr Ortiz 72, su esposa 69. Plan N con Humana los dos.");
    expect(es).toContain("client.coverage=medigap_n");
    expect(es).toContain("spouse.coverage=medigap_n");
    expect(es).toContain("spouse.carrier=Humana");
    const en = facts("Gus 71 and his wife Rita 70, TFL for both");
    expect(en).toContain("client.coverage=tricare_for_life");
    expect(en).toContain("spouse.coverage=tricare_for_life");
    expect(facts("F 74, plan N w/ aetna 212/mo, wants it cheaper, under 180")).toContain("client.budget=180");
  });

  it("reads French and Spanish asks: 'de plus', 'plan d'employeur', 'plan D', owed houses", () => {
    const more = facts(
      "M. 75 ans, a deja une police obseques de 5 000 $, veut 8 000 $ de plus, 70 $/mois max",
    );
    expect(more).toContain("client.desiredAmount=8000");
    expect(more).toContain("client.budget=70");
    expect(more).not.toContain("client.budget=8000");
    const job = facts(
      "M. 63 ans, son plan d'employeur (200 employes) finit en juin, plus un plan D pour sa femme",
    );
    expect(job).toContain("client.coverage=employer_plan");
    expect(job).toContain("client.employees=200");
    const house = facts("Ana 41, de la casa le deben 200 mil, 25 años, quiere un term");
    expect(house).toContain("client.mortgage=200000");
    expect(house).toContain("client.mortgageYears=25");
    expect(house).not.toContain("client.age=25");
  });
});

describe("reading: round 9's second probe", () => {
  it("reads a son opening the lead as the caller, and counts that are not money", () => {
    const read = facts("son is POA for his dad 85, dementia, plan G w aetna. 2 hospital stays last yr");
    expect(read).toContain("client.age=85");
    expect(read).toContain("client.condition=dementia");
    expect(read).toContain("other.gender=male");
    expect(read.filter((f) => f.startsWith("client.budget="))).toEqual([]);
    const daily = facts("M. 70 ans, MAPD, 300 $/jour de copay a l'hopital, veut une indemnite hospitaliere");
    expect(daily.filter((f) => f.startsWith("client.income=") || f.startsWith("client.budget="))).toEqual([]);
  });

  it("reads 'soltera de 34', children to protect, a widow on her late husband's retiree plan", () => {
    const read = facts("papa soltero de 41, 3 hijos, quiere que sus hijos queden protegidos");
    expect(read).toContain("client.age=41");
    expect(read).toContain("client.marital=single");
    expect(read).toContain("client.goal=protect_family");
    const widow = profileFacts(
      parseLead("Mme 74 ans, veuve, sur le plan retraité de son mari, qui la coupe au 31 mai", {
        now: new Date("2027-03-01"),
      }).profile,
    );
    expect(widow).toContain("client.coverage=retiree_plan");
    expect(widow).toContain("client.work=retiree:spouse");
    expect(widow).toContain("client.workEnds=2027-05-31");
  });

  it("leaves a friend's plan to the friend", () => {
    const read = facts("Sra 66, su vecina tiene plan G con Humana");
    expect(read).not.toContain("client.coverage=medigap_g");
    expect(read).not.toContain("client.carrier=Humana");
  });
});

describe("reading: names after titles and in pairs, French loans and group plans", () => {
  it("reads 'Mr Saint-Louis' as a name, 'Walt 71 & Sue 69' as client and spouse", () => {
    const titled = facts("lead - Mr Saint-Louis 70 ans, Tampa, medicare A et B");
    expect(titled).toContain("client.state=FL");
    expect(titled).not.toContain("client.state=MO");
    const pair = facts("500k saved. Walt 72 & Sue 70, Naples FL");
    expect(pair).toContain("client.age=72");
    expect(pair).toContain("spouse.age=70");
  });

  it("reads a 'prêt immobilier', 'son assurance groupe' and 'still sneaks cigs'", () => {
    const loan = facts("M. Roy 45 ans, prêt immobilier 250 000 $, encore 22 ans, veut un term");
    expect(loan).toContain("client.mortgage=250000");
    expect(loan).toContain("client.mortgageYears=22");
    const plan = profileFacts(
      parseLead("Mme 66 ans, travaille encore, son assurance groupe finit le 31 octobre", {
        now: new Date("2026-08-01"),
      }).profile,
    );
    expect(plan).toContain("client.coverage=employer_plan");
    expect(plan).toContain("client.workEnds=2026-10-31");
    expect(facts("M 77, emphysema, still sneaks cigs")).toContain("client.smoker=current");
    expect(facts("M. 40 ans, 50 000 $ d'assurance groupe au travail")).not.toContain(
      "client.coverage=employer_plan",
    );
  });
});

describe("reading: a grandchild calling for a grandparent, in French", () => {
  it("gives the grandmother the age and the wish, and the caller his own age", () => {
    const read = facts(
      "appel de la petite-fille (Julie, 35 ans) pour son grand-père, 90 ans, Biddeford ME, il veut une assurance obsèques",
    );
    expect(read).toContain("client.age=90");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("other.age=35");
    expect(read).not.toContain("client.age=35");
  });
});

describe("reading: a spouse's plan that covers the client, and a spouse calling", () => {
  it("gives the client a plan the spouse's 'covers him too', keeping the spouse's sex from 'wife'", () => {
    const read = facts("Hank 67, Boise ID. his wife's retiree plan thru Boeing covers him too");
    expect(read).toContain("client.coverage=retiree_plan");
    expect(read).toContain("client.work=retiree:spouse");
    expect(read).toContain("spouse.work=retiree:self");
    expect(read).toContain("spouse.gender=female");
    expect(read).not.toContain("spouse.gender=male");
  });

  it("does not date a spouse's plan by the client's retirement said in another clause", () => {
    const read = facts("Lou 65 retiring in June, wife has a retiree plan from the county");
    expect(read).toContain("client.event=retiring");
    expect(read).toContain("spouse.work=retiree:self");
    expect(read.some((f) => f.startsWith("spouse.workEnds="))).toBe(false);
    expect(read).not.toContain("spouse.event=losing_coverage");
  });

  it("keeps a spouse's name and age in a parenthesis as the spouse's", () => {
    const read = facts("Llamó la esposa (Carmen, 63) por su esposo Tomás 68, Austin TX");
    expect(read).toContain("client.age=68");
    expect(read).toContain("spouse.age=63");
    expect(read).not.toContain("client.age=63");
  });

  it("makes the husband called about the client, even when the lead opens on 'wife'", () => {
    const read = facts("Wife Gloria, 62, called about husband Vern 66, Reno NV");
    expect(read).toContain("client.age=66");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("spouse.age=62");
    // "for her + hubby": both of them, and the wife who calls stays the client.
    const both = facts("wife called - Rita 68 - for her + hubby Stan 71, both on a PPO");
    expect(both).toContain("client.age=68");
    expect(both).toContain("spouse.age=71");
  });

  it("reads where a move is headed as no home, and a place right after 'moving' as its start", () => {
    const headed = facts("Gus 72 on an Aetna HMO, moving to Tucson in April");
    expect(headed).toContain("client.event=moving");
    expect(headed).not.toContain("client.state=AZ");
    const from = facts("moving Omaha -> Tucson in April, 72 M, Aetna HMO");
    expect(from).toContain("client.state=NE");
  });
});

describe("reading: a drug plan someone told the client to get", () => {
  it("reads a relative's advice as an interest, never as a plan held, in French and Spanish", () => {
    const fr = facts("Mme 76 ans, D-SNP chez Wellcare. Son fils lui a dit de prendre aussi un plan D");
    expect(fr).toContain("client.interest=part_d");
    expect(fr).not.toContain("client.coverage=part_d");
    const es = facts("Sra 76, tiene un D-SNP. la vecina le dijo que sacara un plan D aparte");
    expect(es).toContain("client.interest=part_d");
    expect(es).not.toContain("client.coverage=part_d");
    // What the client says she has is still held.
    expect(facts("Sr 70, dijo que tiene plan D con Wellcare")).toContain("client.coverage=part_d");
  });
});

describe("reading: a Medigap letter after an article", () => {
  it("reads 'quiere el G', 'wants the N' as a wish and 'tiene el F desde 2015' as held", () => {
    expect(facts("Sr 67, tiene Medicare A y B, quiere el G")).toContain(
      "client.interest=medicare_supplement",
    );
    expect(facts("Bea 66 wants the N, lives in Erie PA")).toContain("client.interest=medicare_supplement");
    const held = facts("Sra 79 tiene el F desde 2012, Yuma AZ");
    expect(held).toContain("client.coverage=medigap_f");
  });
});

describe("reading: couples named with '+', and whose a clause is", () => {
  it("reads 'mr + mrs' as the man first, like 'Mr. and Mrs.'", () => {
    const read = facts("mr + mrs Okafor, Joliet IL. he's 73, she's 70, both on original medicare");
    expect(read).toContain("client.age=73");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("spouse.age=70");
  });

  it("makes the first of 'Vic + Dana', both named again later, the client", () => {
    const read = facts(
      "sat down w/ Vic + Dana in Dayton. Vic is 71, hes on a plan N. Dana turned 66 last month",
    );
    expect(read).toContain("client.age=71");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("client.coverage=medigap_n");
    expect(read).toContain("spouse.age=66");
    expect(read).not.toContain("client.age=66");
  });

  it("gives drugs 'for his diabetes' to him when she is the one calling", () => {
    const read = facts(
      "vm from Mrs. Dora Pike, 69, my husband Al is 73, we're in Lubbock. his pharmacy bills are a lot, Januvia and Farxiga for his diabetes. I take Boniva.",
    );
    expect(read).toContain("spouse.condition=diabetes");
    expect(read).toContain("spouse.medication=sitagliptin");
    expect(read).not.toContain("client.condition=diabetes");
    expect(read).toContain("client.medication=ibandronate");
  });

  it("reads 'never been married' as single, and a mother he lives with as someone else", () => {
    const read = facts(
      "61yo male on SSDI, lives w his mom in Scranton PA shes 84 and has a Humana PPO. never been married",
    );
    expect(read).toContain("client.marital=single");
    expect(read).not.toContain("client.marital=married");
    expect(read).toContain("other.age=84");
    expect(read).toContain("other.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads 'husband is the client' after a heading, and children counted one by one", () => {
    const read = facts(
      "life lead: husband is the client. 39, nonsmoker, Mesa AZ. wife 37, 2 kids and a baby",
    );
    expect(read).toContain("client.gender=male");
    expect(read).toContain("spouse.gender=female");
    expect(read).toContain("client.dependents=3");
    expect(facts("M 44, wife home w/ the twins + a newborn")).toContain("client.dependents=3");
    expect(facts("Ana 70, her son has 2 kids and a baby")).not.toContain("client.dependents=1");
  });
});

describe("reading: family history, a trade, a treatment finished, a spouse retired", () => {
  it("keeps relatives' cancers and a parent's nursing home off the couple", () => {
    const read = facts(
      "Mr. Guidry 68, Slidell LA, wife Nora 66. his mom and sister both had breast cancer. he asks about a cancer plan",
    );
    expect(read.some((f) => f.startsWith("client.condition=cancer"))).toBe(false);
    expect(read.some((f) => f.startsWith("spouse.condition=cancer"))).toBe(false);
    const home = facts(
      "Lena 60 and her husband Ray 63, Tulsa. they saw his dad spend 4 yrs in a nursing home and want LTC for both",
    );
    expect(home).not.toContain("client.condition=nursing_home");
    expect(home).not.toContain("spouse.condition=nursing_home");
    expect(home).toContain("spouse.interest=long_term_care");
  });

  it("reads 'she's a dentist' as her trade, not a wish for dental cover", () => {
    const read = facts("Dr. Priya Nair 57, Cary NC, she's a dentist, wants an IUL");
    expect(read).not.toContain("client.interest=dental_vision_hearing");
    expect(facts("Sra 70, quiere un dentista barato")).toContain("client.interest=dental_vision_hearing");
  });

  it("keeps a finished treatment with the spouse it was said of", () => {
    const read = facts(
      "Ida 69 + husband Sal 71, she has lupus, he had bladder cancer, finished chemo in 2024",
    );
    expect(read).toContain("spouse.condition=cancer_history");
    expect(read.some((f) => f.startsWith("client.condition=cancer"))).toBe(false);
  });

  it("reads a spouse's retirement as the spouse's, and 'sur son plan de retraité' as his retiree plan", () => {
    const read = facts("Gwen 63, still teaching, husband Art 67 retired from the railroad last year");
    expect(read).toContain("spouse.retired=true");
    expect(read).not.toContain("client.retired=true");
    const fr = facts(
      "M. 67 ans, retraité de GM avec le plan des retraités. sa femme 63 ans est sur son plan de retraité aussi",
    );
    expect(fr).toContain("client.coverage=retiree_plan");
    expect(fr).toContain("spouse.coverage=retiree_plan");
    expect(fr).not.toContain("spouse.retired=true");
  });
});

describe("reading: children's ages, 'who has', a year before an amount, moves made in French", () => {
  it("keeps a child's age off the parent", () => {
    const fr = facts("M. Petit, 43 ans, Lafayette. Marié, un enfant de 6 ans et un bébé");
    expect(fr).toContain("client.age=43");
    expect(fr).not.toContain("client.age=6");
    const es = facts("Sr Mora 38, casado, una hija de 9 años");
    expect(es).toContain("client.age=38");
    expect(es).not.toContain("client.age=9");
  });

  it("gives what follows 'qui a', 'que tiene' to the spouse just named", () => {
    expect(facts("Mme 71 ans, elle vit avec son mari 74 ans qui a un plan G")).toContain(
      "spouse.coverage=medigap_g",
    );
    const es = facts("Sra 70, vive con su esposo de 73 que tiene un plan G");
    expect(es).toContain("spouse.coverage=medigap_g");
    expect(es).not.toContain("client.coverage=medigap_g");
  });

  it("reads 'Revenu 2024 du couple : environ 380 000 $' without a $24,288 income", () => {
    const read = facts("Dr Roy, 68 ans, Naples FL. Revenu 2024 du couple : environ 410 000 $.");
    expect(read.some((f) => f.startsWith("client.income=2"))).toBe(false);
  });

  it("reads 'ils sont passés d'un plan G à un Advantage' as the Advantage held", () => {
    const read = facts(
      "M. et Mme Caron, 71 et 69 ans. Ils sont passés d'un plan G chez Aetna à un PPO Humana au 1er janvier",
    );
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=medigap_g");
  });

  it("reads 'a eu 65 ans en novembre 2025' as a birthday, not today's age", () => {
    const read = profileFacts(
      parseLead("M. Sy, 66 ans, Bowie MD. Il a eu 65 ans en octobre 2025.", { now: new Date("2027-01-20") })
        .profile,
    );
    expect(read).toContain("client.age=66");
    expect(read).toContain("client.birthDate=1960-10");
  });

  it("reads 'un plan de cáncer' as the product, a sister watched in a home as no household, Celebrex as arthritis", () => {
    expect(facts("la Sra pregunta por un plan de cáncer")).toContain("client.interest=cancer");
    const home = facts(
      "Mme 63 ans, elle a vu sa mère passer 4 ans en maison de retraite, veut une assurance soins de longue durée",
    );
    expect(home.some((f) => f.startsWith("other."))).toBe(false);
    expect(facts("Sra 69 toma Celebrex")).toContain("client.condition=arthritis");
  });
});

describe("reading: Part B skipped, money joined by '+', a bad market year", () => {
  it("reads 'took part A but skipped B' and 'never signed up for B' as Part A alone", () => {
    const read = (lead: string) => parseLead(lead, { now: NOW }).profile.medicare?.noPartB;
    expect(read("Lou 66, took part A but skipped B, on a marketplace plan")).toBe(true);
    expect(read("Lou 66, never signed up for B")).toBe(true);
    expect(read("Lou 66, only got part A")).toBe(true);
  });

  it("adds savings joined by '+', but not a policy beside them", () => {
    expect(facts("Hal 70, 250k sitting in CDs + a separate 40k emergency fund")).toContain(
      "client.savings=290000",
    );
    const policy = facts("has 6k savings + a 10k policy from Globe");
    expect(policy).toContain("client.savings=6000");
    expect(policy).toContain("client.existingLife=10000");
  });

  it("reads 'got burned in 2008' as no burial wish, and 'growing safe ... then turned into income' as goals", () => {
    const read = facts(
      "Vern 69, wants the 200k growing safe for a few yrs then turned into income, got burned in 2008, no stocks",
    );
    expect(read).not.toContain("client.goal=final_expenses");
    expect(read).toContain("client.goal=safe_growth");
    expect(read).toContain("client.goal=retirement_income");
  });
});

describe("reading: a plan changed 'to one', Medicaid had and lost", () => {
  it("reads 'cambiar el Advantage a uno con más dental' as the Advantage held", () => {
    const read = facts("Sr 79, pregunta si podemos cambiar el Advantage a uno con mejor dental");
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(read).not.toContain("client.interest=medicare_advantage");
  });

  it("reads 'tenía Medicaid pero lo perdió' and 'had Medicaid but lost it' as the loss", () => {
    expect(facts("Sra 68, tenía Medicaid completo pero lo perdió en junio")).toContain(
      "client.event=losing_medicaid",
    );
    expect(facts("Mrs Ng 68, had Medicaid but lost it in June")).toContain("client.event=losing_medicaid");
  });
});

describe("reading: a parent named like a word, 'on each of them', a heading, a cap, years left", () => {
  it("reads 'dad Al 79, mom Jo 76' with each age on its parent", () => {
    const read = facts("daughter called about her parents. dad Al 81, mom Bea 78.");
    expect(read).toContain("client.age=81");
    expect(read).toContain("spouse.age=78");
  });

  it("gives a burial policy 'on each of them' to both parents", () => {
    const read = facts(
      "son called about his parents, dad Lou 80, mom Fay 77. he wants 10k burial coverage on each of them",
    );
    expect(read).toContain("client.interest=final_expense");
    expect(read).toContain("spouse.interest=final_expense");
    expect(read).not.toContain("other.interest=final_expense");
  });

  it("reads 'lead de term', 'que no pase de 50 al mes' and 'il en reste 26'", () => {
    const es = facts("lead de term: Luis 36, quiere 400 mil que no pase de 45 al mes");
    expect(es).toContain("client.interest=term_life");
    expect(es).toContain("client.budget=45");
    const fr = facts("F 41. Hypothèque de 300 000 $ sur 25 ans, il en reste 19.");
    expect(fr).toContain("client.mortgageYears=19");
    expect(facts("M 44, 3 kids, 2 left at home").some((f) => f.startsWith("client.mortgageYears"))).toBe(
      false,
    );
  });
});

describe("reading: a relative's city, a grown child, MAGI, a face typed bare", () => {
  it("keeps a daughter's city off the client's state and a grown daughter out of the dependents", () => {
    const read = facts(
      "FE lead lady 66 Mobile AL widowed has a daughter 42 in houston wants 15000 can do 60 a month",
    );
    expect(read).toContain("client.state=AL");
    expect(read).not.toContain("client.state=TX");
    expect(read.some((f) => f.startsWith("client.dependents="))).toBe(false);
    expect(read).toContain("client.desiredAmount=15000");
    expect(facts("Ruth 80 lives w her son in Omaha")).toContain("client.state=NE");
  });

  it("reads MAGI as income", () => {
    expect(facts("M 64, MAGI ~210k, retiring next year")).toContain("client.income=210000");
  });
});

describe("reading: forms with labelled fields", () => {
  const on = (lead: string, now: string) => profileFacts(parseLead(lead, { now: new Date(now) }).profile);

  it("reads a birth date after a field label, in the forms agents paste", () => {
    expect(on("Name: Vera Knox / DOB: 03/17/1958 / Sex: F", "2026-09-14")).toEqual(
      expect.arrayContaining(["client.birthDate=1958-03-17", "client.age=68", "client.gender=female"]),
    );
    expect(on("Nombre: Ramiro Salinas / F. nac: 9-mar-1960 / Sexo: M", "2026-09-14")).toEqual(
      expect.arrayContaining(["client.birthDate=1960-03-09", "client.gender=male"]),
    );
    expect(on("Fecha de nacimiento: 28/02/1957", "2026-09-14")).toContain("client.birthDate=1957-02-28");
    expect(on("nacio: 7-nov-58, Yuma AZ", "2026-09-14")).toContain("client.birthDate=1958-11-07");
    expect(on("Date de naiss. : 3 décembre 1956", "2026-09-14")).toContain("client.birthDate=1956-12-03");
    expect(on("M. Paul Roy, né le 21 sept. 1957, Nashua NH", "2026-09-14")).toContain(
      "client.birthDate=1957-09-21",
    );
    expect(on("DDN : 21/04/1952 | Sexe : H", "2026-09-14")).toEqual(
      expect.arrayContaining(["client.birthDate=1952-04-21", "client.gender=male"]),
    );
    expect(on("walk-in: Ms. Ida Pope, born in '57, Biloxi MS", "2026-09-14")).toContain(
      "client.birthDate=1957",
    );
  });

  it("keeps a surname that is also a city as the name, not the home", () => {
    const read = on("Nombre: Rigo Salinas / Sexo: M / Ciudad: Hialeah, FL", "2026-09-14");
    expect(read).toContain("client.state=FL");
    expect(read).not.toContain("client.state=CA");
  });
});

describe("reading: a child's forwarded email, a spouse's age set off by commas", () => {
  it("makes the parent the client and the writer other, in an email forwarded from a child", () => {
    const read = facts(
      'Fwd from son (Dale): "Hi, my dad Arnold is 84, lives with me in Topeka KS. He has a Humana PPO. I am 57 and I pay his bills."',
    );
    expect(read).toContain("client.age=84");
    expect(read).toContain("client.coverage=medicare_advantage");
    expect(read).toContain("other.age=57");
    expect(read).not.toContain("client.age=57");
    const fr = facts(
      "Courriel transféré de la fille (Lise) : « ma mère Anne-Marie Pierre a 81 ans, elle vit avec moi. Elle a Medicare et un plan G. »",
    );
    expect(fr).toContain("client.age=81");
    expect(fr).toContain("client.coverage=medigap_g");
    expect(fr.some((f) => f.startsWith("other.coverage"))).toBe(false);
  });

  it("keeps what follows 'wife Carol, 68,' with the wife", () => {
    const read = facts("Sam 71, wife Lou, 69, has plan G with Cigna, he wants a PDP");
    expect(read).toContain("spouse.age=69");
    expect(read).toContain("spouse.coverage=medigap_g");
    expect(read).not.toContain("client.coverage=medigap_g");
    const fr = facts("Notes : sa femme Odile, 67 ans, a un plan N chez Humana.");
    expect(fr).toContain("spouse.coverage=medigap_n");
    expect(fr).not.toContain("client.age=67");
  });
});

describe("reading: a job's PPO, a wish said 'eventually', a question about the parts", () => {
  it("reads 'group PPO thru his job' and an HR email's 'on our PPO' as the job's plan", () => {
    const read = facts("Lyle 64, group PPO thru his shop job (14 employees), Boise ID");
    expect(read).toContain("client.coverage=employer_plan");
    expect(read).toContain("client.employees=14");
    expect(read).not.toContain("client.coverage=medicare_advantage");
    expect(
      facts(
        "Employee Jan Ross, 66, retiring 6/30 from our school district (900 employees), on our PPO until then",
      ),
    ).toContain("client.work=active:self");
  });

  it("reads 'and eventually a Medigap', '$180 max for the supp' and 'meds: ninguna' as no plan held", () => {
    expect(facts("Hank 66 on COBRA, wants to know he's ok and eventually a Medigap")).toContain(
      "client.interest=medicare_supplement",
    );
    expect(facts("wants part B and a plan G, $175 max for the supp")).not.toContain(
      "client.coverage=medigap_other",
    );
    expect(facts("Sra 64 / meds: ninguna / quiere un suplemento")).not.toContain("client.goal=prescriptions");
  });

  it("reads no Part dates from a question, but keeps them when the agent corrects another word", () => {
    const q = facts("pregunta: ¿tiene que sacar la parte A y la B en junio?");
    expect(q.some((f) => f.startsWith("client.partB="))).toBe(false);
    const noB = parseLead("Elle a la partie A depuis ses 65 ans, pas la B.", { now: NOW }).profile.medicare;
    expect(noB?.noPartB).toBe(true);
  });
});

describe("reading: a life insurance payout, an age ahead, a monthly figure with no '$'", () => {
  it("reads a death benefit received as savings, and the amount to place as the amount wanted", () => {
    const fr = facts(
      "Mme Morin 61 ans, veuve, a touché 400 000 $ d'assurance vie. veut en placer 250 000 pour un revenu à vie à partir de 66 ans",
    );
    expect(fr).toContain("client.age=61");
    expect(fr).toContain("client.savings=400000");
    expect(fr).toContain("client.desiredAmount=250000");
    expect(fr.some((f) => f.startsWith("client.income="))).toBe(false);
    expect(fr).not.toContain("client.coverage=existing_life");
    expect(facts("F 62, got 300k from her husband's life insurance")).toContain("client.savings=300000");
  });

  it("reads '120/mo for the new stuff' as a budget, but not a price someone offered", () => {
    expect(facts("dad 79, wants a burial policy ~8k. 110/mo for the new stuff")).toContain(
      "client.budget=110",
    );
    expect(facts("M 64, they offered him COBRA at 690/mo, he said no")).not.toContain("client.budget=690");
  });
});

describe("reading: a $0 plan is no budget", () => {
  it("reads 'signed up for a $0 aetna PPO ... 200/mo max' with the 200 as the budget", () => {
    const read = facts("66M, took a $0 wellcare HMO last month, wants a plan G instead, 180/mo max");
    expect(read).toContain("client.budget=180");
    expect(read).not.toContain("client.budget=0");
  });
});

describe("reading: a job's plan said as an HDHP or someone's own plan at a company", () => {
  it("reads 'on their HDHP w/ an HSA' and 'her own plan at walmart'", () => {
    expect(facts("Rob 64, full time at a refinery (900 employees), on their HDHP w/ an HSA")).toEqual(
      expect.arrayContaining(["client.work=active:self", "client.employees=900"]),
    );
    const spouse = facts("Hal 67 lives w his wife (63, she has her own plan at target, 20k+ employees)");
    expect(spouse).toContain("spouse.work=active:self");
    expect(spouse).not.toContain("client.work=active:self");
  });
});

describe("reading: the period said right after a budget", () => {
  it("reads 'needs 2 implants next yr. budget 45/mo' as $45 a month", () => {
    expect(facts("F 71, needs 2 implants next yr. budget 45/mo")).toContain("client.budget=45");
  });
});

describe("reading: a couple whose names each carry a courtesy title", () => {
  it("reads 'Don Ernesto 79 y Doña Lupe 76' and 'Mr Frank 74 & Mrs Rita 71' as client and spouse", () => {
    const es = facts("Don Ernesto 79 y Doña Lupe 76 de Laredo, los dos con Medicare A y B");
    expect(es).toEqual(
      expect.arrayContaining([
        "client.age=79",
        "client.gender=male",
        "spouse.age=76",
        "spouse.gender=female",
      ]),
    );
    expect(es).not.toContain("client.age=76");
    const en = facts("Mr Frank 74 & Mrs Rita 71 in Dayton, both have plan N");
    expect(en).toEqual(
      expect.arrayContaining(["client.gender=male", "spouse.age=71", "spouse.gender=female"]),
    );
    expect(en).not.toContain("client.gender=female");
  });
});

describe("reading: a client on the spouse's job plan", () => {
  it("gives the living spouse the plan as their own, with its size, and nothing to a late spouse", () => {
    const read = facts("Maria 65, still on her husband's plan at the county (2,500 employees), he's 63");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.work=active:spouse",
        "spouse.work=active:self",
        "spouse.employees=2500",
      ]),
    );
    expect(read).not.toContain("client.work=active:self");
    const widow = facts("Ruth 70, widowed in may, on her late husband's retiree plan from Alcoa till 12/31");
    expect(widow.some((f) => f.startsWith("spouse."))).toBe(false);
  });
});

describe("reading: who smokes in a couple", () => {
  it("gives a plural or 'neither' to both, and 'she doesn't' to the other one", () => {
    for (const lead of [
      "Lupe 63 y Ramon 65, sanos los dos, no fuman",
      "pareja en Yuma, el 61 ella 59, ninguno fuma",
      "couple, he 58 she 57. they dont smoke",
      "lui 64 elle 61, ils ne fument pas",
    ]) {
      const read = facts(lead);
      expect(read, lead).toEqual(expect.arrayContaining(["client.smoker=never", "spouse.smoker=never"]));
    }
    const split = facts("couple, he 59 she 57, he smokes, she doesn't");
    expect(split).toEqual(expect.arrayContaining(["client.smoker=current", "spouse.smoker=never"]));
    expect(facts("el 63 ella 60, el fuma, ella no")).toContain("spouse.smoker=never");
  });

  it("reads Spanish 'fumó 30 años' and 'fumó hasta 2019' as a former smoker", () => {
    expect(facts("Sr. Ibarra 69, fumo 30 años y lo dejo en 2018")).toContain("client.smoker=former");
    expect(facts("Doña Ines 72, fumó hasta 2019")).toContain("client.smoker=former");
    expect(facts("Mme Roy 70, elle fume depuis 50 ans")).toContain("client.smoker=current");
  });

  it("keeps a semicolon's clause with the spouse it goes on about", () => {
    const read = facts("Carmen 60 y su esposo Tito 67. Tito tiene EPOC; usa oxigeno en la noche");
    expect(read).toContain("spouse.condition=oxygen");
    expect(read).not.toContain("client.condition=oxygen");
  });
});

describe("reading: a job said with its headcount, and a plan that is the working spouse's", () => {
  it("reads 'still working, company of 9 employees' as the job's plan, unless its insurance is denied", () => {
    expect(facts("Guy 64, works still, small shop of 9 employees, asks about Part B")).toEqual(
      expect.arrayContaining([
        "client.work=active:self",
        "client.employees=9",
        "client.coverage=employer_plan",
      ]),
    );
    expect(
      facts("Rita 64 trabaja en una tienda (12 empleados), sin seguro medico del trabajo"),
    ).not.toContain("client.work=active:self");
  });

  it("reads 'sa femme travaille ... et il est sur son assurance' as the wife's job plan", () => {
    const read = facts(
      "Marc 61 ans, sa femme Josee 58 travaille a la mairie (900 employes) et il est sur son assurance",
    );
    expect(read).toEqual(
      expect.arrayContaining([
        "client.work=active:spouse",
        "client.employees=900",
        "spouse.work=active:self",
        "spouse.coverage=employer_plan",
      ]),
    );
    expect(read).not.toContain("client.work=active:self");
  });
});

describe("reading: when a job's plan ends", () => {
  it("takes the job's plan and its end from a retirement said with the headcount", () => {
    const read = facts("Nestor 64, se retira el 31 de mayo de una empresa de 70 empleados", "2026-03-10");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.work=active:self",
        "client.employees=70",
        "client.workEnds=2026-05-31",
      ]),
    );
    expect(read).not.toContain("client.age=70");
  });

  it("never reads a headcount as an age", () => {
    expect(facts("retiring in april, company of 52 employees, wants a supp")).not.toContain("client.age=52");
  });

  it("keeps the day of an end met after its month, and a plan that ended is no longer held", () => {
    const read = facts(
      "Ines 66, se jubilo el 30 de septiembre de una compania de 80 empleados y el seguro termino ese dia",
      "2026-11-20",
    );
    expect(read).toContain("client.workEnds=2026-09-30");
    expect(read).not.toContain("client.coverage=employer_plan");
  });

  it("reads 'jusqu'à fin mars' ahead even after a past event, and French 's'arrête' as the present", () => {
    expect(
      facts("M. 64 ans, a quitte son emploi en juin, est sur le COBRA jusqu'a fin mars", "2026-10-01"),
    ).toContain("client.workEnds=2027-03");
    expect(
      facts(
        "Mme 70 ans, l'assurance retraite de l'entreprise en secondaire, la compagnie l'arrete le 31 mars",
        "2026-10-01",
      ),
    ).toContain("client.workEnds=2027-03-31");
  });

  it("reads 'couverte par l'assurance de son mari' and 'le plan de retraite de lui' as the spouse's", () => {
    expect(facts("Mme 65 ans, couverte par l'assurance de son mari qui travaille a la ville")).toContain(
      "client.work=active:spouse",
    );
    expect(
      facts(
        "Mme 73 ans, son mari est decede. elle est sur le plan de retraite de lui qui finit le 30 juin",
        "2026-03-01",
      ),
    ).toContain("client.work=retiree:spouse");
  });
});

describe("reading: couples introduced as a heading, a pair with a surname, a caller's own words", () => {
  it("reads 'Husband & wife, Al 71 / Joan 69' with the husband first", () => {
    const read = facts("Husband & wife, Hank 71 / Joan 69, Toledo. Hank: COPD. Joan: asthma");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=71",
        "client.gender=male",
        "spouse.age=69",
        "client.condition=copd",
      ]),
    );
    expect(read).not.toContain("client.condition=asthma");
  });

  it("reads 'Walt & Bev Kowalski, 72 and 70' as a couple with its surname", () => {
    const read = facts("Hal & Dot Brennan, 74 and 71, both on plan G in Erie PA");
    expect(read).toEqual(
      expect.arrayContaining(["client.age=74", "spouse.age=71", "client.marital=married"]),
    );
  });

  it("keeps a calling son's own age and city his, not his mother's", () => {
    const read = facts("son called re his mom, 84, in a care home in Mobile AL. he's 58, lives in Atlanta");
    expect(read).toEqual(expect.arrayContaining(["client.age=84", "client.state=AL", "other.age=58"]));
    expect(read).not.toContain("client.state=GA");
  });

  it("reads 'him 41 her 38' and a mortgage balance said before its years", () => {
    const read = facts("couple, him 44 her 40, 2 kids, 290k left on the mortgage w/ 25 yrs to go");
    expect(read).toEqual(
      expect.arrayContaining(["spouse.age=40", "client.mortgage=290000", "client.mortgageYears=25"]),
    );
  });

  it("adds debts joined by '+'", () => {
    expect(facts("M 40, owes 200k on the house + 15k truck loan + 4k on cards")).toContain(
      "client.debts=19000",
    );
  });
});

describe("reading: French and Spanish classes from probe 15", () => {
  it("keeps 'St. Louis' one place, so the plan before a late husband stays the client's", () => {
    expect(facts("Mme Roux, 73 ans, St. Louis MO, plan N chez Aetna. Son mari est decede.")).toEqual(
      expect.arrayContaining(["client.state=MO", "client.coverage=medigap_n", "client.carrier=Aetna"]),
    );
  });

  it("reads 'ne fume pas' and 'ni l'un ni l'autre ne fume'", () => {
    expect(facts("Mme 61 ans, infirmiere, ne fume pas")).toContain("client.smoker=never");
    expect(facts("lui 40 ans elle 39. Ni l'un ni l'autre ne fume.")).toEqual(
      expect.arrayContaining(["client.smoker=never", "spouse.smoker=never"]),
    );
  });

  it("reads 'n'a que' as only having, not as a denial", () => {
    expect(facts("M. 69 ans, veteran, il n'a que les soins du VA")).toContain("client.coverage=va_health");
  });

  it("reads 'ils veulent savoir si un plan G ou un Advantage' as interests, not plans held", () => {
    const read = facts("M. et Mme 68 et 66 ans, ils veulent savoir si un plan G ou un Advantage coute moins");
    expect(read).toContain("client.interest=medicare_supplement");
    expect(read).not.toContain("client.coverage=medigap_g");
  });

  it("reads a cancer just found as current", () => {
    expect(facts("Mme 79 ans, on vient de lui trouver un cancer du sein")).toContain(
      "client.condition=cancer_current",
    );
    expect(facts("Sr 77, le acaban de encontrar cancer de colon")).toContain(
      "client.condition=cancer_current",
    );
  });

  it("reads long-term care said without a verb of wanting as the product wanted too", () => {
    expect(facts("Mlle 57 ans, veut se proteger : assurance soins de longue duree")).toContain(
      "client.interest=long_term_care",
    );
  });

  it("reads 'entro al asilo' as living in a nursing home", () => {
    expect(facts("Don Pepe, 88, entro al asilo en septiembre")).toContain("client.condition=nursing_home");
  });

  it("makes the caller's other parent, at home, the client's spouse", () => {
    const read = facts(
      "appel de Sylvie pour son pere Marcel 86 ans en CHSLD, sa mere Rita 83 ans est a la maison",
    );
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=86",
        "client.gender=male",
        "spouse.age=83",
        "spouse.gender=female",
      ]),
    );
    expect(read).not.toContain("other.age=83");
  });
});

describe("reading: English classes from probe 15", () => {
  it("reads 'ok going to a plan N' as a plan wanted, and a premium that 'went up to' as no budget", () => {
    const read = facts("F 74, plan G w/ Aetna went up to $402/mo, ok going to a plan N");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).not.toContain("client.coverage=medigap_n");
    expect(read).not.toContain("client.budget=402");
    expect(facts("M 70, wants dental, up to 45/mo")).toContain("client.budget=45");
  });

  it("reads 'cancer coverage' as the cancer policy asked for", () => {
    expect(facts("F 66, on an HMO, maybe cancer coverage too")).toContain("client.interest=cancer");
  });

  it("reads the cost of a relative's memory care as no income, and their move as no wish", () => {
    const read = facts("Jo 61 and her husband Al 63. His dad went into memory care at $9k/mo. Jo wants LTC");
    expect(read.some((f) => f.startsWith("client.income="))).toBe(false);
    expect(read).not.toContain("other.interest=long_term_care");
    expect(read).toContain("client.interest=long_term_care");
  });

  it("reads 'type 1 on a pump' as insulin-treated diabetes, and 'widowed in May' as the event", () => {
    expect(facts("M 52, type 1 on a pump")).toContain("client.condition=diabetes_insulin");
    expect(facts("F 70, widowed in May, on plan G")).toContain("client.event=spouse_died");
  });
});

describe("reading: Spanish 'son' and French 'mettre'", () => {
  it("reads 'los dos son duales' as a verb, not two sons", () => {
    const read = facts("el 71 ella 69, los dos son duales completos");
    expect(read).toEqual(expect.arrayContaining(["client.coverage=medicaid", "spouse.coverage=medicaid"]));
    expect(read.some((f) => f.startsWith("client.dependents=") || f.startsWith("other."))).toBe(false);
  });

  it("reads 'en mettre 250 000 $ dans une rente' as the amount asked for, '150 $/mois' as a budget", () => {
    expect(facts("M. 62 ans, veut en mettre 250 000 $ dans une rente fixe")).toContain(
      "client.desiredAmount=250000",
    );
    expect(facts("Mme 58 ans, veut une IUL, peut mettre 150 $/mois")).toContain("client.budget=150");
  });
});

describe("reading: a message from the client's spouse", () => {
  it("reads 'text from Priya: my husband Dev ... I'm 61, on MY insurance from work' with Dev as the client", () => {
    const read = facts(
      "Fwd text from Meena: 'hi! my husband Raj turns 65 in March but he's on MY insurance from work (I'm 60, school district, 3000 ppl). what do we do?'",
    );
    expect(read).toEqual(
      expect.arrayContaining([
        "client.gender=male",
        "client.age=64",
        "client.work=active:spouse",
        "spouse.age=60",
        "spouse.work=active:self",
      ]),
    );
    expect(read).not.toContain("client.age=60");
  });

  it("does the same in Spanish and French", () => {
    expect(facts("correo de Marta: mi esposo Beto tiene 67 y plan N, yo tengo 62")).toEqual(
      expect.arrayContaining(["client.age=67", "client.coverage=medigap_n", "spouse.age=62"]),
    );
    expect(facts("courriel de Josee : mon mari Andre a 68 ans, moi j'ai 63 ans")).toEqual(
      expect.arrayContaining(["client.age=68", "spouse.age=63"]),
    );
  });

  it("reads 'a baby aspirin' as no child", () => {
    expect(facts("M 66, takes a baby aspirin").some((f) => f.startsWith("client.dependents="))).toBe(false);
  });
});

describe("reading: a form's labelled fields", () => {
  it("reads an amount after its label's colon, in three languages", () => {
    expect(facts("Lead: Dana | 52 | F | Income: ~180k | Budget: 120/mo")).toEqual(
      expect.arrayContaining(["client.income=180000", "client.budget=120"]),
    );
    expect(facts("Cliente: Ana, 61 | Ahorros: 250 mil | Presupuesto: 40 al mes")).toEqual(
      expect.arrayContaining(["client.savings=250000", "client.budget=40"]),
    );
    expect(facts("Client : Luc, 55 ans | Hypotheque : 210 000 $ | Revenu : 75 000 $")).toEqual(
      expect.arrayContaining(["client.mortgage=210000", "client.income=75000"]),
    );
  });

  it("reads 'Existing: 250k term' as a policy held, not one wanted", () => {
    const read = facts("Prospect: Ty 44 | Existing: 250k term thru 2031 | Wants: IUL");
    expect(read).toEqual(
      expect.arrayContaining(["client.existingLife=250000", "client.coverage=existing_life"]),
    );
    expect(read).not.toContain("client.interest=term_life");
  });
});

describe("reading: a face amount for each of a couple", () => {
  it("reads '10k each' as the client's and the spouse's amount, with the policy asked for both", () => {
    const read = facts("couple in Tyler TX, he's 72 she's 70, want burial policies, 12k each, 130/mo max");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.desiredAmount=12000",
        "spouse.desiredAmount=12000",
        "spouse.interest=final_expense",
      ]),
    );
    expect(facts("Sr 70 y Sra 67, gastos finales, 9 mil cada uno")).toContain("spouse.desiredAmount=9000");
  });

  it("keeps '15k to each of his grandkids' off the spouse", () => {
    expect(
      facts("M 75, wife 73, he wants a policy to leave 20k to each of his 3 grandkids").some((f) =>
        f.startsWith("spouse.desiredAmount="),
      ),
    ).toBe(false);
  });
});

describe("reading: events said around a name", () => {
  it("reads a plan 'leaving Natrona county' as the plan leaving, and a person leaving it as no such event", () => {
    expect(facts("F 79, her Wellcare HMO is leaving Pueblo county 12/31")).toContain(
      "client.event=plan_leaving_area",
    );
    expect(facts("F 79, Aetna is pulling out of Lane County next year")).toContain(
      "client.event=plan_leaving_area",
    );
    expect(facts("F 79, she is leaving Pueblo County to live with her son")).not.toContain(
      "client.event=plan_leaving_area",
    );
  });

  it("reads 'moved into a nursing home' as the move too", () => {
    expect(facts("dad 83 moved into a nursing home last week, on plan F")).toEqual(
      expect.arrayContaining(["client.condition=nursing_home", "client.event=entering_nursing_home"]),
    );
  });
});

describe("reading: couples and messages from probe 16", () => {
  it("reads 'Al/Jo 71/68' and 'Al & Jo 71 & 68' with the ages in the names' order", () => {
    for (const lead of [
      "Hal/Dot 71/68, Erie PA",
      "Hal & Dot 71 & 68, Erie PA",
      "Raul y Tere 71 y 68, Tucson",
    ]) {
      expect(facts(lead), lead).toEqual(expect.arrayContaining(["client.age=71", "spouse.age=68"]));
    }
  });

  it("reads 'Mr and Mrs Vega (Tomas 70, Rosa 66)' with the husband's name and age his", () => {
    const read = facts("call w/ Mr and Mrs Vega (Tomas 70, Rosa 66), Mesa AZ. Tomas: COPD. Rosa: thyroid");
    expect(read).toEqual(expect.arrayContaining(["client.age=70", "client.condition=copd", "spouse.age=66"]));
    expect(read).not.toContain("client.condition=thyroid");
  });

  it("reads a message from a child about 'my dad', with the other parent as the spouse", () => {
    const en = facts(
      "Fwd: from Lisa (client's daughter) / my dad Frank turns 65 on May 2, he lives with me in Reno",
    );
    expect(en).toEqual(expect.arrayContaining(["client.age=64", "client.gender=male", "client.state=NV"]));
    expect(en.some((f) => f.startsWith("other.age="))).toBe(false);
    const es = facts(
      'Correo del hijo: "Mi papa, Don Beto, 72, vive en Laredo. Mi mama, su esposa, tiene 70."',
    );
    expect(es).toEqual(expect.arrayContaining(["client.age=72", "spouse.age=70"]));
  });
});

describe("reading: callers and titles from probe 16", () => {
  it("reads a call from the client's husband: 'mi esposa ... yo tengo 67'", () => {
    const read = facts(
      'Llamo el esposo de la clienta: "mi esposa Rosa tiene 64, yo tengo 68 y tengo un Advantage de Aetna"',
    );
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=64",
        "client.gender=female",
        "spouse.age=68",
        "spouse.coverage=medicare_advantage",
      ]),
    );
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads 'mi señora 71' as the wife of the one speaking", () => {
    expect(facts("Habla Don Pedro, tengo 76 y mi senora 72, vivimos en Laredo")).toEqual(
      expect.arrayContaining(["client.age=76", "spouse.age=72", "spouse.gender=female"]),
    );
  });

  it("reads 'Cliente: Dra. Ana Ruiz, 47' as a woman named Ana, not a spouse", () => {
    const read = facts("Cliente: Dra. Ana Ruiz, 47, Austin. Su esposo, 50, es abogado.");
    expect(read).toEqual(expect.arrayContaining(["client.age=47", "client.gender=female", "spouse.age=50"]));
  });

  it("keeps a French caller's 'j'ai 45 ans' his, and a divorced father no spouse", () => {
    const read = facts(
      "Appel du fils : j'ai 48 ans, j'appelle pour ma mere, 77 ans. Mon pere et elle sont divorces, lui il a un Advantage.",
    );
    expect(read).toContain("client.age=77");
    expect(read).toContain("other.age=48");
    expect(read.some((f) => f.startsWith("spouse."))).toBe(false);
  });

  it("reads 'su esposa ... está en el COBRA con él' as his COBRA covering her", () => {
    const read = facts("Sr. Paz, 66, en COBRA hasta mayo. Su esposa, 62, esta en el COBRA con el.");
    expect(read).toContain("spouse.coverage=cobra");
    expect(read).not.toContain("spouse.work=cobra:self");
  });
});

describe("reading: forms and threads from probe 16", () => {
  it("reads 'Age : 66' and 'Conjoint : Suzanne, 65' in a form", () => {
    const read = facts(
      "Nom : Marc Roy | Age : 67 | Sexe : Homme | Conjoint : Lise, 64 | Budget : 300 $/mois",
    );
    expect(read).toEqual(expect.arrayContaining(["client.age=67", "spouse.age=64", "client.budget=300"]));
    expect(read).not.toContain("spouse.gender=male");
  });

  it("reads a thread where the son speaks about 'mi mamá' as about her", () => {
    const read = facts(
      "WhatsApp: / Hija: hola, mi mama tiene 70, vive en Miami / Agente: ok / Hija: toma metformina, tiene un Advantage",
    );
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=70",
        "client.medication=metformin",
        "client.coverage=medicare_advantage",
      ]),
    );
  });

  it("reads 'sur le plan de travail de sa femme' as the wife's job plan", () => {
    expect(facts("M. Leduc, 62 ans, il est sur le plan de travail de sa femme, 59 ans")).toContain(
      "client.work=active:spouse",
    );
  });
});

describe("reading: French 'ça' and a review of the plans held", () => {
  it("reads 'tout ca' as no California", () => {
    expect(facts("Mme 81 ans, elle veut garder tout ca").some((f) => f.startsWith("client.state="))).toBe(
      false,
    );
  });

  it("reads 'should she keep them?' about a Medigap and a drug plan as a review of both", () => {
    expect(facts("F 83, plan N and a Part D, her son asks if she should keep them")).toEqual(
      expect.arrayContaining(["client.interest=medicare_supplement", "client.interest=part_d"]),
    );
  });
});

describe("reading: an inheritance received, and a 'plan C-SNP'", () => {
  it("reads an inheritance received as no wish to leave one", () => {
    expect(facts("Mme 67 ans, perd son Medicaid (heritage de sa soeur)")).not.toContain("client.goal=legacy");
    expect(facts("M 71, got an inheritance from his brother")).not.toContain("client.goal=legacy");
    expect(facts("Sra 70, quiere dejar una herencia a sus nietos")).toContain("client.goal=legacy");
  });

  it("reads 'un plan C-SNP' as the special needs plan, not a Plan C", () => {
    expect(facts("M. 70 ans, son medecin lui a parle d'un plan C-SNP")).not.toContain(
      "client.interest=medicare_supplement",
    );
  });
});

describe("reading: every fact shown has the words it came from", () => {
  it("gives a state typed as a code, and a spouse's plan told in the client's words, their words", () => {
    const lead =
      "Text from Ana: my husband Rob is 66 and he's on MY insurance from work (I'm 62, 3000 ppl). rural AZ";
    const sources = parseLead(lead, { now: NOW }).profile.sources ?? [];
    const text = (fact: string) => sources.find((s) => s.fact === fact)?.text;
    expect(text("client.state=AZ")).toBe("AZ");
    expect(text("spouse.work=active:self")).toBe(text("client.work=active:spouse"));
    expect(text("spouse.work=active:self")).toBeDefined();
    for (const s of sources) expect(lead.slice(s.start, s.end), s.fact).toBe(s.text);
  });
});

describe("reading: the client's name when a relative calls or writes", () => {
  it("takes the name after the word that is the client", () => {
    const name = (lead: string) => parseLead(lead, { now: NOW }).profile.firstName;
    expect(name("Wife Carol called about her husband Jim 67, he has plan N")).toBe("Jim");
    expect(name("Fwd: from Ana (client's daughter) / my dad Luis turns 65 in May")).toBe("Luis");
  });
});
