/**
 * Wordings the phrase lexicon and the amount reader missed on unseen leads, one block per class: each is
 * pinned with fresh sentences in the languages it was seen in, and with the trap it must not fall into
 * (a dental office is a workplace, "MI" is also Michigan, "cobra" is also "receives"...).
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-09-15T12:00:00Z");

function facts(lead: string): string[] {
  return profileFacts(parseLead(lead, { now: NOW }).profile);
}

describe("French 'terme' is term life", () => {
  it("reads 'un terme N ans' as a term wish, its length no age and the amount after it the face", () => {
    const read = facts(
      "M. Gagné, 49 ans, Manchester NH. il veut un terme 25 ans de 300 000 $ pour sa famille",
    );
    expect(read).toContain("client.interest=term_life");
    expect(read).toContain("client.desiredAmount=300000");
    expect(read).toContain("client.age=49");
    expect(read).not.toContain("client.age=25");
  });

  it("reads 'un terme de N ans' for a house", () => {
    const read = facts("Cliente de 55 ans, elle aimerait un terme de 10 ans pour son hypothèque");
    expect(read).toContain("client.interest=term_life");
    expect(read).toContain("client.age=55");
    expect(read).not.toContain("client.age=10");
  });

  it("does not read 'mettre un terme' (to end) as term life", () => {
    const read = facts("Mme Roy 67 ans, elle veut mettre un terme à son plan Advantage");
    expect(read).not.toContain("client.interest=term_life");
  });
});

describe("group life said by the job", () => {
  it("reads an amount through the job as group life, not savings or the job's health plan", () => {
    const read = facts("Dale 52, has 75k through his job at the mill, wants a 500k term");
    expect(read).toContain("client.groupLife=75000");
    expect(read).toContain("client.coverage=group_life");
    expect(read).not.toContain("client.savings=75000");
    expect(read).not.toContain("client.coverage=employer_plan");
    expect(read).not.toContain("client.existingLife=75000");
  });

  it("reads it in French and in Spanish", () => {
    const fr = facts("Luc, 47 ans, il a 40 000 $ avec son employeur, veut une temporaire");
    expect(fr).toContain("client.groupLife=40000");
    expect(fr).toContain("client.coverage=group_life");
    const es = facts("Ramón 50, tiene 80 mil de seguro de vida con la empresa, quiere un term");
    expect(es).toContain("client.groupLife=80000");
    expect(es).toContain("client.coverage=group_life");
    expect(es).not.toContain("client.existingLife=80000");
    expect(es).not.toContain("client.coverage=existing_life");
  });

  it("keeps wages earned at the job as income and a health plan through it as the job's plan", () => {
    const wages = facts("Ramón 50, gana 60 mil en la empresa, quiere un term");
    expect(wages).toContain("client.income=60000");
    expect(wages).not.toContain("client.groupLife=60000");
    const plan = facts("Dale 52 has a PPO through his job, 250k saved");
    expect(plan).toContain("client.coverage=employer_plan");
    expect(plan).toContain("client.savings=250000");
    expect(plan).not.toContain("client.coverage=group_life");
    const retirement = facts("Dale 58 has 200k w/ the company 401k, wants an annuity");
    expect(retirement).toContain("client.savings=200000");
    expect(retirement).not.toContain("client.groupLife=200000");
  });
});

describe("rate increases", () => {
  it("reads a premium raised to an amount in Spanish", () => {
    const read = facts("Sra. Ortiz 72, tiene plan N con Aetna y se la subieron a $280 al mes");
    expect(read).toContain("client.event=rate_increase");
    expect(read).not.toContain("client.budget=280");
  });

  it("reads a rise by a percentage, for the person of the clause", () => {
    expect(facts("Sr. Peña 70, plan G, le avisaron que su plan sube 15% en enero")).toContain(
      "client.event=rate_increase",
    );
    const couple = facts("Bill 74 and wife Nora 71, both on plan G. hers jumped 12% this year");
    expect(couple).toContain("spouse.event=rate_increase");
    expect(couple).not.toContain("client.event=rate_increase");
    expect(facts("Mme Roy 70 ans, plan N, sa prime augmente de 9 % en mars")).toContain(
      "client.event=rate_increase",
    );
  });

  it("reads a French increase named as a noun", () => {
    const read = facts(
      "Mme Bélanger 72 ans, plan G chez Cigna, elle paie 295 $/mois depuis la hausse de janvier",
    );
    expect(read).toContain("client.event=rate_increase");
    expect(read).not.toContain("client.budget=295");
  });

  it("does not read a raise in pay, a dose or a lab value as a rate increase", () => {
    expect(facts("Tom 63 got a 3% raise at work, has plan G")).not.toContain("client.event=rate_increase");
    expect(facts("Tom 66, his a1c went up 2% since spring")).not.toContain("client.event=rate_increase");
    expect(facts("Mme Roy 64 ans, une augmentation de salaire en janvier")).not.toContain(
      "client.event=rate_increase",
    );
    expect(facts("Sr. Peña 63, le dieron un aumento de sueldo del 5%")).not.toContain(
      "client.event=rate_increase",
    );
  });
});

describe("a dental office as a workplace", () => {
  it("reads no dental wish from where the client works", () => {
    for (const lead of [
      "Linda 64, front desk at a dental clinic, group plan there",
      "Linda 64 works for a dentist, no benefits",
      "Mme Roy 61 ans, hygiéniste dans un cabinet dentaire de 5 employés",
      "Sra. Ruiz 60, trabaja en una clínica dental de 10 empleados",
    ]) {
      const read = facts(lead);
      expect(read, lead).not.toContain("client.interest=dental_vision_hearing");
      expect(read, lead).not.toContain("client.goal=dental_vision_hearing");
    }
  });

  it("still reads dental wanted", () => {
    for (const lead of [
      "Linda 64 would like dental coverage too",
      "Sra. Ruiz 70 quiere un plan dental",
      "Mme Roy 71 ans aimerait du dentaire",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.interest=dental_vision_hearing");
      expect(read, lead).toContain("client.goal=dental_vision_hearing");
    }
  });
});

describe("MI as a heart attack", () => {
  it("reads a capital MI beside a year or after 'had' as a heart attack, not Michigan", () => {
    const dated = facts("Gary 71, phoenix, MI in 2018, on metoprolol");
    expect(dated).toContain("client.condition=heart_attack");
    expect(dated).not.toContain("client.state=MI");
    expect(dated).toContain("client.state=AZ");
    expect(facts("Gary 71 in tucson, had an MI two yrs ago")).toContain("client.condition=heart_attack");
    expect(facts("Gary 71 in tucson, hx of MI, stents")).toContain("client.condition=heart_attack");
  });

  it("keeps MI the state where it is one", () => {
    const read = facts("Gary 71 from Lansing MI, plan G");
    expect(read).toContain("client.state=MI");
    expect(read).not.toContain("client.condition=heart_attack");
    const moved = facts("Gary 71, moved to MI in 2019, plan G");
    expect(moved).not.toContain("client.condition=heart_attack");
  });
});

describe("blood-pressure pills", () => {
  it("reads bp pills and pills for the pressure as high blood pressure", () => {
    for (const lead of [
      "Gary 71 takes a bp pill and metformin",
      "Gary 71, on bp medicine",
      "Sr. Peña 70, toma pastillas para la presión",
      "M. Roy 70 ans, il prend des pilules pour la pression",
    ]) {
      expect(facts(lead), lead).toContain("client.condition=high_blood_pressure");
    }
  });

  it("does not read pressure at work as a condition", () => {
    expect(facts("M. Roy 60 ans, il est sous pression au travail")).not.toContain(
      "client.condition=high_blood_pressure",
    );
  });
});

describe("a non-smoker since a year", () => {
  it("reads a year after the non-smoker word as having quit", () => {
    for (const lead of [
      "Gary 71, nonsmoker since 2004",
      "Gary 71, tobacco free since 2012",
      "Mme Roy 66 ans, non fumeuse depuis 2008",
      "Sr. Peña 68, no fuma desde 2015",
    ]) {
      const read = facts(lead);
      expect(read, lead).toContain("client.smoker=former");
      expect(read, lead).not.toContain("client.smoker=never");
    }
  });

  it("keeps a non-smoker with no year as never", () => {
    expect(facts("Gary 71, nonsmoker")).toContain("client.smoker=never");
    expect(facts("Sr. Peña 68, no fuma")).toContain("client.smoker=never");
  });
});

describe("the ACA marketplace", () => {
  it("reads the marketplace plan in each language", () => {
    for (const lead of [
      "Gary 61, self employed, has an ACA plan through healthcare.gov",
      "Sr. Peña 62, tiene un seguro del mercado",
      "Sr. Peña 62, su seguro médico es del mercado",
      "Mme Roy 63 ans, elle a une assurance du marché",
    ]) {
      expect(facts(lead), lead).toContain("client.coverage=aca_marketplace");
    }
  });

  it("does not read a market as the marketplace", () => {
    expect(facts("Sr. Peña 62, trabaja en un mercado")).not.toContain("client.coverage=aca_marketplace");
    expect(facts("M. Roy 62 ans, il travaille au marché")).not.toContain("client.coverage=aca_marketplace");
  });
});

describe("Spanish 'cobra' before an amount", () => {
  it("reads the verb as income, never COBRA", () => {
    const read = facts("Sr. Peña 68, el cobra 1,850 del seguro social y ella 900");
    expect(read).toContain("client.income=22200");
    expect(read).not.toContain("client.coverage=cobra");
    expect(read).not.toContain("client.work=cobra:self");
  });

  it("keeps the plan after an article or in capitals", () => {
    expect(facts("Sr. Peña 60, tiene el cobra del trabajo hasta junio")).toContain("client.coverage=cobra");
    expect(facts("Sr. Peña 60, el COBRA se le acaba en mayo")).toContain("client.coverage=cobra");
  });
});

describe("years of service are no age", () => {
  it("reads no age from years at a job", () => {
    const es = facts("Raúl, 67, jubilado del correo después de 30 años");
    expect(es).toContain("client.age=67");
    expect(es).not.toContain("client.age=30");
    expect(facts("Raúl, jubilado después de 28 años en la fábrica")).not.toContain("client.age=28");
    expect(facts("Raúl trabajó 25 años en la ciudad, tiene plan N")).not.toContain("client.age=25");
    const fr = facts("Denis, retraité après 32 ans chez Hydro, plan G");
    expect(fr).not.toContain("client.age=32");
    expect(facts("Bob, retired after 35 yrs with the county, plan G")).not.toContain("client.age=35");
  });

  it("still reads an age in years", () => {
    expect(facts("Raúl tiene 67 años, plan N")).toContain("client.age=67");
    expect(facts("Denis a 70 ans, plan G")).toContain("client.age=70");
  });
});

describe("a bypass", () => {
  it("reads a heart bypass as heart disease in each language", () => {
    for (const lead of [
      "M. Roy 72 ans, il a eu un pontage coronarien en 2018",
      "Sr. Peña 70, le hicieron un bypass hace 3 años",
      "Gary 71, double bypass 2016",
    ]) {
      expect(facts(lead), lead).toContain("client.condition=heart_disease");
    }
  });

  it("does not read a gastric bypass as heart disease", () => {
    expect(facts("Linda 58, gastric bypass in 2015")).not.toContain("client.condition=heart_disease");
  });
});

describe("a policy wanted on top of one held", () => {
  it("keeps the policy held and reads the one wanted for the funeral", () => {
    const fr = facts(
      "Mme Roy 74 ans, elle a déjà une police de 15 000 $ et elle veut encore un 8 000 pour ses funérailles",
    );
    expect(fr).toContain("client.existingLife=15000");
    expect(fr).toContain("client.interest=final_expense");
    expect(fr).toContain("client.desiredAmount=8000");
    expect(fr).not.toContain("client.desiredAmount=15000");
    const es = facts("Sr. Peña 72, tiene un seguro de vida de 20 mil y quiere otros 10 mil para el entierro");
    expect(es).toContain("client.existingLife=20000");
    expect(es).toContain("client.interest=final_expense");
    expect(es).toContain("client.desiredAmount=10000");
  });
});

describe("life insurers named", () => {
  it("reads a policy with a life insurer as held", () => {
    const read = facts("Linda 80 has 6k in the bank + a 7,500 policy from Colonial Penn");
    expect(read).toContain("client.existingLife=7500");
    expect(read).toContain("client.savings=6000");
    expect(read).not.toContain("client.desiredAmount=7500");
  });
});

describe("savings joined by 'plus'", () => {
  it("adds the parts", () => {
    expect(facts("Linda 59, 200k in a Roth plus 45k in checking, wants an annuity")).toContain(
      "client.savings=245000",
    );
    expect(facts("M. Roy 61 ans, 150 000 $ dans son REER plus 20 000 $ en banque")).toContain(
      "client.savings=170000",
    );
    expect(facts("Sr. Peña 63, tiene 120 mil en el IRA más 30 mil en el banco")).toContain(
      "client.savings=150000",
    );
  });
});
