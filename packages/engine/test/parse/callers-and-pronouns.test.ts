/**
 * Whose fact it is when relatives are in the lead: a relative known only for a past illness, a pronoun
 * that goes back to the client after "her mom", both parents called about by name of relation, a wish
 * "for both", the Spanish "el" without its accent before a verb; a spouse whose sex nobody said; and a
 * job plan held together ("both on his plan", "with his wife") or through the spouse.
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-10-05T12:00:00Z");

function facts(lead: string): string[] {
  return profileFacts(parseLead(lead, { now: NOW }).profile);
}

describe("reading: relatives named for their past", () => {
  it("keeps a parent's past illness out of the household, and the client's wish with the client", () => {
    const read = facts(
      "Donna Reyes calling for herself, 58, Spokane. her father had a stroke at 70 so she wants LTC",
    );
    expect(read).toContain("client.interest=long_term_care");
    expect(read.filter((f) => f.startsWith("other.")).length).toBe(0);
  });

  it("keeps a relative's current illness as theirs", () => {
    const read = facts(
      "72F, Ocala FL, widow. her son (45) lives with her and has MS, he wants term for himself",
    );
    expect(read).toContain("other.interest=term_life");
  });
});

describe("reading: a caller about both parents named by relation", () => {
  it("makes the first parent described the client and the other the spouse", () => {
    const read = facts(
      "daughter Kim called re her dad and mom. Dad is 83, plan G with Aetna, CHF. Mom is 79, Humana HMO, diabetic. Kim wants funeral coverage on both",
    );
    expect(read).toContain("client.age=83");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).toContain("spouse.age=79");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).toContain("client.interest=final_expense");
    expect(read).toContain("spouse.interest=final_expense");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads a Spanish caller about 'su mamá y su papá' the same way", () => {
    const read = facts(
      "el hijo llamo por su mama y su papa. ella 80 con plan N, el 83 con un advantage de UHC",
    );
    expect(read).toContain("client.age=80");
    expect(read).toContain("spouse.age=83");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });
});

describe("reading: a wish for both of a couple", () => {
  it("gives the product and its goal to each", () => {
    for (const lead of [
      "pareja de 71 y 69 en Yuma, quieren un plan funeral para los dos",
      "couple 70 and 67 want LTC for both",
    ]) {
      const read = facts(lead);
      const ids = read.filter((f) => f.includes(".interest="));
      expect(
        ids.some((f) => f.startsWith("client.")),
        lead,
      ).toBe(true);
      expect(
        ids.some((f) => f.startsWith("spouse.")),
        lead,
      ).toBe(true);
    }
  });
});

describe("reading: the Spanish 'el' without its accent", () => {
  it("reads 'el' before a verb as the husband", () => {
    const read = facts(
      "Sra Ortiz 68 con Humana HMO, su esposo Tito 72 tiene plan G. ella quiere dental, el quiere un seguro funeral",
    );
    expect(read).toContain("spouse.interest=final_expense");
    expect(read).not.toContain("client.interest=final_expense");
    expect(read).toContain("client.interest=dental_vision_hearing");
  });
});

describe("reading: a spouse nobody described", () => {
  it("gives a spouse only said by 'married' no sex, and 'never married' no spouse", () => {
    const married = facts("46M Omaha, married, 3 kids, wants to protect his family");
    expect(married).toContain("client.marital=married");
    expect(married.filter((f) => f.startsWith("spouse.gender"))).toEqual([]);
    const single = facts("59F Reno NV, single, never married, wants income for life");
    expect(single.filter((f) => f.startsWith("spouse."))).toEqual([]);
  });
});

describe("reading: a job plan the couple shares", () => {
  it("covers the spouse too when both are on it or she is on it with him", () => {
    for (const lead of [
      "Couple in Ogden UT, he's 64, she's 61. Both on his employer plan (800 employees)",
      "66M, still working at a 40-person firm, on the company plan with his wife (63)",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.work=active:self");
      expect(read, lead).toContain("spouse.coverage=employer_plan");
    }
  });

  it("still reads a plan through the spouse said with 'w/' and a possessive", () => {
    const read = facts("Marge 71, on Medicare w/ her husbands retiree plan from GM as secondary");
    expect(read).toContain("client.work=retiree:spouse");
  });

  it("reads the Spanish 'plan de trabajo' of the client or of the spouse", () => {
    expect(
      facts("hombre 50, medicare por ESRD, el plan de su trabajo (300 empleados) paga primero"),
    ).toContain("client.work=active:self");
    expect(
      facts("Tito 60, SSDI, pero el esta en el plan de trabajo de su esposa (empresa de 900 empleados)"),
    ).toContain("client.work=active:spouse");
  });
});

describe("reading: a relative who takes part", () => {
  it("keeps a son, daughter or grandchild the client lives with, with their sex", () => {
    for (const [lead, sex] of [
      ["Edna 80, widow, Akron OH, plan G, lives with her son", "male"],
      ["Mme 83 ans, Houma LA, vit avec sa fille, veut une obseques", "female"],
      ["Sra 79, vive con su nieto que la cuida, plan N con Aetna", "male"],
    ] as const) {
      expect(facts(lead), lead).toContain(`other.gender=${sex}`);
    }
  });

  it("gives a sentence a relative opens, with no possessive, to the relative", () => {
    const en = facts(
      "Widow 84 in Enid OK, plan N. Daughter Carla (57) pays her bills, she smokes and wants a term policy",
    );
    expect(en).toEqual(
      expect.arrayContaining([
        "client.age=84",
        "other.age=57",
        "other.gender=female",
        "other.smoker=current",
        "other.interest=term_life",
      ]),
    );
    expect(en).not.toContain("client.age=57");
    expect(en).not.toContain("client.smoker=current");
    const es = facts("Sr 81 en Laredo TX, plan G. Nieto Marco, 33, lo lleva al doctor");
    expect(es).toContain("client.age=81");
    expect(es).toContain("other.age=33");
    expect(es).not.toContain("client.age=33");
  });

  it("still leaves out a relative named only for a past illness", () => {
    const read = facts("Gail 66, healthy, her sister had breast cancer, wants a cancer policy");
    expect(read.filter((f) => f.startsWith("other."))).toEqual([]);
  });
});

describe("reading: a lead that ends on a relative", () => {
  it.each(["son", "daughter", "hija", "nieto", "fille", "petit-fils", "mom", "husband"])(
    "reads '... lives with her %s' without failing",
    (word) => {
      expect(() => facts(`widow 77, lives with her ${word}`)).not.toThrow();
    },
  );
});

describe("reading: a relative's age, a pronoun typed without its apostrophe, a trade", () => {
  it("gives the age said right after a relative to the relative", () => {
    for (const [lead, client, other] of [
      ["M. 50 ans, Nashua NH, veut un Medigap, vit avec sa mere de 79 ans", 50, 79],
      ["Sra 68, Laredo, vive con su nieta de 24, plan N", 68, 24],
    ] as const) {
      const read = facts(lead);
      expect(read, lead).toContain(`client.age=${client}`);
      expect(read, lead).toContain(`other.age=${other}`);
    }
  });

  it("reads 'shes' and 'hes' as she and he", () => {
    const read = facts("Hal 72 has plan N. his wife June 70 has an Aetna PPO. shes on Enbrel for RA");
    expect(read).toContain("spouse.condition=autoimmune");
    expect(read).not.toContain("client.condition=autoimmune");
  });

  it("does not read a dentist's trade as a wish for dental cover", () => {
    const read = facts("Roy 69, retired dentist, Mesa AZ, wants an annuity");
    expect(read).not.toContain("client.interest=dental_vision_hearing");
    expect(facts("72F wants to see a dentist, no dental now")).toContain(
      "client.interest=dental_vision_hearing",
    );
  });
});

describe("reading: a couple introduced before either is named", () => {
  it("makes the first spouse word after 'couple in <place>' the client", () => {
    const read = facts("couple in biloxi MS. wife 71 on a plan N w aetna. husband 74 has a humana HMO, COPD");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=71",
        "client.coverage=medigap_n",
        "spouse.age=74",
        "spouse.condition=copd",
      ]),
    );
    const es = facts("pareja en Ocala. el esposo 77 tiene plan G, la esposa 73 tiene un Advantage");
    expect(es).toContain("client.age=77");
    expect(es).toContain("spouse.age=73");
  });
});

describe("reading: a relative named for what they went through", () => {
  it("leaves out a parent who died of an illness or whose illness the client watched", () => {
    for (const lead of [
      "Pam 60, Tulsa, wants a cancer policy, her dad died of lung ca",
      "Gus 63 wants LTC after watching his mom go through dementia",
    ]) {
      expect(
        facts(lead).filter((f) => f.startsWith("other.")),
        lead,
      ).toEqual([]);
    }
  });
});

describe("reading: a spouse on the client's plan", () => {
  it("gives the spouse the client's COBRA said for both, or by the client's possessive", () => {
    for (const lead of [
      "M 63 Akron, on COBRA until august 2027 for him and his wife (60)",
      "Mario 62, tiene COBRA hasta junio para el y su esposa",
      "64M Toledo, took COBRA in may. wife 61, she's on his COBRA",
    ]) {
      expect(facts(lead), lead).toContain("spouse.coverage=cobra");
    }
  });

  it("gives a spouse 'on the same plan' the client's Medicare plan when no job plan is said", () => {
    const read = facts(
      "Sr. Rivera 71, Ponce PR, tiene un Advantage de MMM. su esposa (69) esta en el mismo plan",
    );
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).not.toContain("client.coverage=employer_plan");
  });
});

describe("reading: a couple's plans said once for both", () => {
  it("reads plural plan names and 'les 2' / 'los 2' as both", () => {
    for (const lead of [
      "Al 70 & wife Jo 68, both on Aetna PPOs",
      "couple a Houma, lui 72 elle 70, les 2 sur un advantage avec Humana",
      "pareja en Yuma, el 71 y ella 69, los 2 tienen MAPDs con UHC",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.coverage=medicare_advantage");
      expect(read, lead).toContain("spouse.coverage=medicare_advantage");
    }
  });
});

describe("reading: the spouse's age", () => {
  it("reads the age typed after a spouse word, whatever follows it", () => {
    for (const [lead, age] of [
      ["44 M, Macon GA, wife 41 stay at home mom, wants term", 41],
      ["F 66, Reno, hubby 71 has an MAPD, she wants a supp", 71],
      ["M. 66 ans, Houma, sa femme a 68 et un plan N", 68],
    ] as const) {
      const read = facts(lead);
      expect(read, lead).toContain(`spouse.age=${age}`);
      expect(
        read.filter((f) => f.startsWith("client.budget=")),
        lead,
      ).toEqual([]);
    }
  });

  it("reads a couple typed as 'M 67 & F 65' with each one's sex and age", () => {
    const read = facts("M 68 & F 66, Norfolk VA, both on original medicare");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=68",
        "client.gender=male",
        "spouse.age=66",
        "spouse.gender=female",
      ]),
    );
  });
});

describe("reading: 'he and his wife' as the two of them", () => {
  it("gives a plan said of 'he and his wife' to both, and an aside with words to the spouse alone", () => {
    for (const lead of [
      "Ron 63, he and his wife (60) are on an ACA plan",
      "Raul 66, el y su esposa tienen plan N",
      "Marc 67, lui et sa femme ont le plan N",
    ]) {
      const read = facts(lead);
      expect(
        read.some((f) => f.startsWith("client.coverage=")),
        lead,
      ).toBe(true);
      expect(
        read.some((f) => f.startsWith("spouse.coverage=")),
        lead,
      ).toBe(true);
    }
    const aside = facts("cliente 74. el y su esposa (70, tiene un PPO de Aetna) quieren dental");
    expect(aside).toContain("spouse.carrier=Aetna");
    expect(aside).not.toContain("client.carrier=Aetna");
  });

  it("dates a COBRA's end from 'until', not from the layoff said after 'since'", () => {
    const read = profileFacts(
      parseLead(
        "M 64, lui et sa femme sont en COBRA depuis qu'il a ete licencie en aout, COBRA jusqu'en fevrier 2028",
        {
          now: new Date("2026-11-20"),
        },
      ).profile,
    );
    expect(read).toContain("client.workEnds=2028-02");
  });
});

describe("reading: each spouse's own income", () => {
  it("keeps the spouse's income as the spouse's, said in the client's words or on its own", () => {
    const read = facts("Hal 68 & wife Joan 66, Mobile AL. his SS 2,000, hers 1,100 a month");
    expect(read).toContain("client.income=24000");
    expect(read).toContain("spouse.income=13200");
    expect(facts("38F nurse making 70k, husband 40 makes ~85k, wants term")).toContain("spouse.income=85000");
    expect(facts("matrimonio en Tampa. entre los dos ganan como 90k")).toContain("client.income=90000");
  });
});

describe("reading: couples and callers as agents note them after a call", () => {
  it("reads 'Ron & Deb' opening the lead as a couple, each name's later age its own", () => {
    const read = facts("Walt & Bev, Akron OH. Walt 71 has plan N, Bev 69 on cobra from her job");
    expect(read).toEqual(
      expect.arrayContaining([
        "client.age=71",
        "client.coverage=medigap_n",
        "spouse.age=69",
        "spouse.coverage=cobra",
      ]),
    );
  });

  it("reads a pair of ages after the pair named, and 'he's 74 she's 71'", () => {
    expect(facts("Al & his wife Rita, 72 and 70, Erie PA")).toEqual(
      expect.arrayContaining(["client.age=72", "spouse.age=70"]),
    );
    expect(facts("FE lead couple in Biloxi, he's 75 she's 73, both smoke")).toEqual(
      expect.arrayContaining(["client.age=75", "spouse.age=73"]),
    );
  });

  it("reads 'her husbands group plan' as the husband's, and 'spoke w son' as a caller", () => {
    const read = facts("Gail 66, still on her husbands group plan thru his job (2,000 employees), he's 64");
    expect(read).toEqual(
      expect.arrayContaining(["client.gender=female", "client.work=active:spouse", "spouse.age=64"]),
    );
    const caller = facts("spoke w daughter Amy (POA) - her dad 84 moved into a nursing home, plan G");
    expect(caller).toEqual(
      expect.arrayContaining(["client.age=84", "client.condition=nursing_home", "other.gender=female"]),
    );
  });

  it("holds a code after a known town whatever word follows, and COBRA in English after 'on'", () => {
    expect(facts("61F greenville SC widowed, wants FE")).toContain("client.state=SC");
    const read = facts("Deb 63, on cobra from her old job til june");
    expect(read).toContain("client.coverage=cobra");
    expect(read.filter((f) => f.startsWith("client.income="))).toEqual([]);
  });
});

describe("reading: round 9 callers, couples' plural verbs, heard-of plans", () => {
  it("makes the titled parent the client when 'la fille de Mme 84 ans' opens the lead", () => {
    const read = facts("la fille (POA) de Mme 86 ans, Nashua NH : maman a Alzheimer, plan G depuis 2010");
    expect(read).toEqual(
      expect.arrayContaining(["client.age=86", "client.coverage=medigap_g", "other.gender=female"]),
    );
    expect(read).not.toContain("other.age=86");
  });

  it("gives a French plural wish to the couple, and a policy 'sur lui' to him", () => {
    const read = facts("M. 71 ans et sa femme 68, Lafayette, veulent aucun risque et mieux que la banque");
    expect(read).toContain("client.goal=safe_growth");
    const term = facts("couple, lui 40 elle 37, veulent une temporaire 20 ans, 500k sur lui");
    expect(term).toContain("client.interest=term_life");
    expect(term).not.toContain("spouse.interest=term_life");
  });

  it("reads a plan someone 'told him about', named in parentheses, as heard of", () => {
    const read = facts("Sr 72 Tampa, le hablaron de un plan para diabeticos (C-SNP), usa insulina");
    expect(read).toContain("client.interest=medicare_advantage");
    expect(read).not.toContain("client.coverage=c_snp");
  });
});

describe("reading: relatives who are only a source or a memory", () => {
  it("leaves out a relative who passed on advice or whose care the couple watched", () => {
    for (const lead of [
      "Al & his wife Rita, 69 and 67, Erie PA. his brother in law told him about FIAs",
      "couple in Bath ME. Tom 63, wife Sue 61. watched his dad go thru a nursing home, they want LTC",
    ]) {
      expect(
        facts(lead).filter((f) => f.startsWith("other.")),
        lead,
      ).toEqual([]);
    }
  });
});
