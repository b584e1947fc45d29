/**
 * Whose fact it is, in the shapes unseen leads showed the reader getting wrong: names typed in lower case
 * after a spouse word or in a couple, a clause that goes on about the last person without naming them, a
 * caller who opens the lead with their own age, and a relative's wish for a product (their own, the
 * parent's they call for, or the spouse's "for her").
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-09-14T12:00:00Z");

function facts(lead: string): string[] {
  return profileFacts(parseLead(lead, { now: NOW }).profile);
}

describe("reading: a spouse named in lower case", () => {
  it("gives the spouse named after 'wife' her own plan", () => {
    const read = facts(
      "tom 69, wife linda 67 - linda is on an advantage plan with aetna, tom has original medicare and plan g",
    );
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).toContain("spouse.carrier=Aetna");
    expect(read).toContain("client.coverage=medigap_g");
    expect(read).not.toContain("client.carrier=Aetna");
    expect(read).not.toContain("client.coverage=medicare_advantage");
  });

  it("reads two lower-case names with their ages as a couple, the second the spouse", () => {
    const read = facts(
      "retired couple in tucson, walt 72 & bev 70. bev had breast cancer in 2019. walt takes metformin",
    );
    expect(read).toContain("client.age=72");
    expect(read).toContain("spouse.age=70");
    expect(read).toContain("spouse.condition=cancer_history");
    expect(read).not.toContain("client.condition=cancer_history");
    expect(read).toContain("client.medication=metformin");
  });
});

describe("reading: a spouse calling about the other, both named in lower case", () => {
  it("keeps the name after the spouse called about as the client's", () => {
    const read = facts(
      "caller is the husband, raul 70, about his wife gloria 66. gloria has copd and wants a burial plan",
    );
    expect(read).toContain("client.age=66");
    expect(read).toContain("client.condition=copd");
    expect(read).toContain("client.interest=final_expense");
    expect(read).toContain("spouse.age=70");
    expect(read).not.toContain("spouse.condition=copd");
  });
});

describe("reading: a clause without a subject goes on about the last person", () => {
  it("keeps the spouse's lost job coverage on the spouse", () => {
    const read = facts(
      "frank 66 in mesa, aetna ppo, wife rosa 63 has nothing lined up, got laid off in august and lost her work insurance",
    );
    expect(read).toContain("spouse.event=losing_coverage");
    expect(read).not.toContain("client.event=losing_coverage");
    expect(read).toContain("client.coverage=medicare_advantage");
  });

  it("still gives the client a clause that names the client's own plan", () => {
    const read = facts("wife 63 has nothing, he lost his job plan in july");
    expect(read).not.toContain("spouse.event=losing_coverage");
  });
});

describe("reading: a child opening the lead with their own age", () => {
  it("keeps the caller's age and health off the parent called about", () => {
    const read = facts(
      "son Darnell (49, diabetic himself) called about his father, 81, lives in memphis, wants a burial plan",
    );
    expect(read).toContain("client.age=81");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("other.age=49");
    expect(read).not.toContain("client.age=49");
    expect(read).not.toContain("client.condition=diabetes");
    expect(read).toContain("client.interest=final_expense");
  });
});

describe("reading: a relative's wish for a product", () => {
  it("gives a relative the policy they want for themselves", () => {
    const read = facts(
      "señor 68 en el paso con plan N, su hijo de 40 quiere un seguro de vida a termino para el mismo",
    );
    expect(read).toContain("other.interest=term_life");
    expect(read).not.toContain("client.interest=term_life");
    const fr = facts("Mme 80 ans a Lafayette, sa fille de 52 ans voudrait une temporaire pour elle-meme");
    expect(fr).toContain("other.interest=term_life");
    expect(fr).not.toContain("client.interest=term_life");
  });

  it("gives the parent called about what the calling child asks about", () => {
    const read = facts(
      "daughter (POA) phoning about her mother, 88, in memory care in tampa. daughter asking about a burial policy",
    );
    expect(read).toContain("client.interest=final_expense");
    expect(read).not.toContain("other.interest=final_expense");
  });

  it("gives the spouse a product asked 'for her' in a couple", () => {
    const read = facts("matrimonio en Orlando, el 70 ella 68, preguntan por un seguro de cancer para ella");
    expect(read).toContain("spouse.interest=cancer");
    expect(read).not.toContain("client.interest=cancer");
    const en = facts("couple in reno, he's 71 she's 69, asking about a cancer policy for her");
    expect(en).toContain("spouse.interest=cancer");
    expect(en).not.toContain("client.interest=cancer");
  });
});

describe("reading: couples named by titles, pronouns and first names", () => {
  it("reads 'M. et Mme' and 'Mr. & Mrs.' as a couple, the man first, with the ages in order", () => {
    const fr = facts(
      "M. et Mme Boudreaux, 72 et 70 ans, Houma LA. lui a un plan G, elle a un HMO avec Humana",
    );
    expect(fr).toContain("client.gender=male");
    expect(fr).toContain("client.age=72");
    expect(fr).toContain("spouse.age=70");
    expect(fr).toContain("spouse.carrier=Humana");
    expect(fr).not.toContain("client.carrier=Humana");
    const en = facts("Mr. & Mrs. Kowalski, 68 and 66, Toledo OH, he has a PPO, she has plan N");
    expect(en).toContain("client.gender=male");
    expect(en).toContain("client.age=68");
    expect(en).toContain("spouse.coverage=medigap_n");
  });

  it("reads 'lui 40 elle 37' as the couple and 'fume pas' as a non-smoker", () => {
    const read = facts("couple, lui 40 elle 37, Lewiston ME. lui fume pas, elle fume un paquet par jour");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("client.smoker=never");
    expect(read).toContain("spouse.smoker=current");
    expect(read).not.toContain("client.smoker=current");
  });

  it("never takes a drug's brand for the spouse's name", () => {
    const read = facts("M. Fontenot 74, Lafayette LA, sous Xarelto et Lasix. sa femme 71 ans a un plan N");
    expect(read).toContain("client.medication=furosemide");
    expect(read).not.toContain("spouse.medication=furosemide");
  });

  it("reads the client's first name again before a verb as the client", () => {
    const read = facts("couple in naples, ed 73 & marge 70. marge had breast cancer in 2018. ed has gout");
    expect(read).toContain("client.condition=gout");
    expect(read).not.toContain("spouse.condition=gout");
    expect(read).toContain("spouse.condition=cancer_history");
  });
});

describe("reading: the one a couple's wish is for", () => {
  it("gives 'para él' and 'de él' to the husband only, 'a ella' to the wife only", () => {
    const term = facts(
      "Jorge 39 y su esposa Marisol 36, 2 hijos, quieren un seguro a termino de 400 mil para el",
    );
    expect(term).toContain("client.interest=term_life");
    expect(term).not.toContain("spouse.interest=term_life");
    const premium = facts("Sr. Ortega 75 plan F, su esposa 72 plan G, quieren bajar la prima de el");
    expect(premium).toContain("client.goal=lower_premiums");
    expect(premium).not.toContain("spouse.goal=lower_premiums");
  });

  it("gives a policy 'on' the client to the client when the spouse asks for it", () => {
    const read = facts(
      "caller is the wife, peggy 60, about her husband walt 67. peggy wants a burial policy on walt",
    );
    expect(read).toContain("client.interest=final_expense");
    expect(read).not.toContain("spouse.interest=final_expense");
  });
});

describe("reading: who is in the household", () => {
  it("keeps a child who calls for a parent, even with nothing else said of them", () => {
    const read = facts(
      "daughter called for her dad, 86, in a nursing home in Erie PA, wants a small burial policy",
    );
    expect(read).toContain("other.gender=female");
    expect(read).toContain("client.gender=male");
  });

  it("reads a relative's past cancer as family history, not a member of the household", () => {
    const read = facts("Sr 72 en Tucson, plan G, quiere una poliza de cancer porque su hermano tuvo cancer");
    expect(read.some((f) => f.startsWith("other."))).toBe(false);
    expect(read).not.toContain("client.condition=cancer_history");
    expect(read).toContain("client.interest=cancer");
  });
});

describe("reading: a caller about their parents", () => {
  it("makes the parents the client and the spouse, the caller someone else", () => {
    const read = facts(
      "Call from Denise (58, teacher) about her parents Harold 84 & Ruth 81 in Ocala FL. Harold has COPD. Ruth is on Eliquis for afib.",
    );
    expect(read).toContain("client.age=84");
    expect(read).toContain("spouse.age=81");
    expect(read).toContain("client.condition=copd");
    expect(read).toContain("spouse.condition=afib");
    expect(read).toContain("other.age=58");
    expect(read).not.toContain("client.age=58");
    const es = facts(
      "Llamó Marisela por sus papás, Ramón (80) y Elvira (78), en Hialeah. Marisela tiene 52.",
    );
    expect(es).toContain("client.age=80");
    expect(es).toContain("spouse.age=78");
    expect(es).not.toContain("client.age=52");
    const fr = facts(
      "Appel de Josée (45 ans) pour ses parents : son père Réal, 79 ans, plan N ; sa mère Pierrette, 77 ans, diabète",
    );
    expect(fr).toContain("client.gender=male");
    expect(fr).toContain("client.age=79");
    expect(fr).toContain("spouse.condition=diabetes");
    expect(fr).not.toContain("client.condition=diabetes");
  });

  it("reads the one typing as the caller when the lead is about 'my mom'", () => {
    const read = facts(
      "I have POA for my dad (86), parkinsons, in assisted living in Dayton OH. I'm 59 and smoke",
    );
    expect(read).toContain("client.age=86");
    expect(read).toContain("client.condition=parkinsons");
    expect(read).toContain("other.age=59");
    expect(read).not.toContain("client.smoker=current");
  });

  it("gives the parent what a child wants to buy for them ('comprarle')", () => {
    const read = facts(
      "Don Aurelio tiene 88, vive en Laredo. El hijo quiere comprarle un seguro funerario de 10 mil",
    );
    expect(read).toContain("client.interest=final_expense");
    expect(read).not.toContain("other.interest=final_expense");
  });
});

describe("reading: whose job the health plan comes through", () => {
  it("keeps the spouse's own job plan on the spouse, with the employer's size", () => {
    const read = facts(
      "M 67 in Mesa AZ, on a UHC advantage plan. his wife 62 still works at the credit union (90 employees) and has their plan",
    );
    expect(read).toContain("spouse.work=active:self");
    expect(read).toContain("spouse.employees=90");
    expect(read).not.toContain("client.work=active:self");
  });

  it("puts a client on the spouse's plan 'as secondary' through the spouse, with its size", () => {
    const read = facts(
      "Ray 63 has medicare for ESRD. his wife gets insurance thru her job (a hospital w 2500 staff) and he's on it too as secondary",
    );
    expect(read).toContain("client.work=active:spouse");
    expect(read).toContain("client.employees=2500");
    expect(read).toContain("client.coverage=employer_plan");
  });

  it("reads a spouse on the same plan as the client's, in Spanish and French", () => {
    for (const lead of [
      "Sr Ochoa 65, trabaja en una constructora (80 empleados) con seguro de la empresa y su esposa de 61 esta en el mismo plan",
      "M. Caron 65 ans, travaille encore (200 employes), assurance de groupe. Sa femme 62 ans est sur son plan.",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.work=active:self");
      expect(read, lead).toContain("spouse.coverage=employer_plan");
      expect(read, lead).not.toContain("client.work=active:spouse");
    }
  });

  it("gives a spouse on the client's COBRA the coverage, not a job of her own", () => {
    for (const lead of [
      "laid off in april, 64, on COBRA until october. wife Deb 61 is on the COBRA also",
      "despedido en abril, 64 años, tiene COBRA hasta octubre. su esposa de 61 esta en el COBRA tambien",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.work=cobra:self");
      expect(read, lead).toContain("spouse.coverage=cobra");
      expect(
        read.filter((f) => f.startsWith("spouse.work")),
        lead,
      ).toEqual([]);
    }
  });
});
