/**
 * The product the client named, and what to do when it cannot be had, on fresh structured profiles
 * through the whole pipeline: a named IUL or annuity kind leads, LTC or cancer cover ruled out by
 * dementia leaves final expense in a life appointment, leaving MA for a Medigap the client's health could
 * fail keeps MA in the lead, and an MA plan lost on a move opens the move's rights.
 */
import { describe, expect, it } from "vitest";
import { type GenerateResult, generateBundle } from "../../src/bundle.js";
import type { Bundle, ClientProfile } from "../../src/types.js";

function profile(p: Partial<ClientProfile>): ClientProfile {
  return { healthConditions: [], goals: [], currentCoverage: [], ...p };
}

function bundleOf(r: GenerateResult): Bundle {
  if (!r.ok) throw new Error(`expected a bundle, got ${r.reason}: ${r.missingIds.join(", ")}`);
  return r.bundle;
}

const run = (p: Partial<ClientProfile>, day: string, language: "en" | "es" | "fr" = "en"): Bundle =>
  bundleOf(generateBundle({ profile: profile(p), language }, { id: "t", now: new Date(`${day}T12:00:00Z`) }));
const products = (b: Bundle) => b.policies.map((p) => p.product);
const core = (b: Bundle) => b.policies[0]!.product;
const timingIds = (b: Bundle) => (b.timing ?? []).map((t) => t.id);

describe("the product the client named leads", () => {
  it("an IUL asked for leads term for a family, funded within the stated budget", () => {
    const b = run(
      {
        age: 42,
        state: "NJ",
        maritalStatus: "married",
        dependents: 2,
        income: 150_000,
        smoker: "never",
        goals: ["retirement_income", "education"],
        interests: ["iul"],
        budgetMonthly: 450,
      },
      "2026-12-01",
    );
    expect(core(b)).toBe("iul");
    const low = b.policies.reduce((s, p) => s + (p.premium.mode === "monthly" ? p.premium.amount.low : 0), 0);
    expect(low).toBeLessThanOrEqual(450);
    // Funded below the usual share of income: the reason says so instead of the usual 5-10 %.
    expect(b.policies[0]!.why).toMatch(/less than the usual/);
    expect(b.policies[0]!.why).not.toMatch(/^.*funding about/);
  });

  it("the annuity kind named leads the other kind", () => {
    const b = run(
      { age: 68, state: "FL", savings: 300_000, goals: ["safe_growth"], interests: ["indexed_annuity"] },
      "2026-12-01",
    );
    expect(core(b)).toBe("indexed_annuity");
  });
});

describe("cover ruled out by health", () => {
  it("LTC and cancer wanted with dementia: guaranteed-issue final expense in a life appointment", () => {
    const b = run(
      {
        age: 80,
        gender: "female",
        state: "VT",
        healthConditions: ["alzheimers"],
        currentCoverage: ["medigap_g"],
        goals: ["long_term_care"],
        interests: ["long_term_care", "cancer"],
      },
      "2026-10-20",
    );
    expect(core(b)).toBe("final_expense");
    expect(b.appointment?.line).toBe("life_annuity");
    expect(products(b)).not.toContain("long_term_care");
    expect(products(b)).not.toContain("cancer");
    expect(timingIds(b)).toContain("not_dementia_ltc");
    // Guaranteed issue: the call does not ask the final expense health questions.
    expect(b.talkTrack.join(" ")).not.toMatch(/ask the health questions/);
  });

  it("leaving MA for a Medigap the client's health could fail: another MA plan leads", () => {
    const b = run(
      {
        age: 73,
        state: "AZ",
        healthConditions: ["copd"],
        currentCoverage: ["medicare_advantage"],
        interests: ["medicare_supplement"],
        medicare: { maSince: "2019-01" },
      },
      "2027-01-12",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("ma_oep");
  });

  it("with a trial right the Medigap still leads, whatever the health", () => {
    const b = run(
      {
        age: 72,
        state: "AZ",
        healthConditions: ["copd"],
        currentCoverage: ["medicare_advantage"],
        previousCoverage: ["medigap_n"],
        interests: ["medicare_supplement"],
        medicare: { maSince: "2026-01-01", firstMa: true },
      },
      "2026-03-02",
    );
    expect(core(b)).toBe("medicare_supplement");
  });
});

describe("an MA plan lost on a move", () => {
  it("opens the move's SEP and the right to a Medigap without health questions", () => {
    const b = run(
      {
        age: 70,
        state: "FL",
        healthConditions: ["heart_disease", "diabetes"],
        previousCoverage: ["medicare_advantage"],
        events: [{ kind: "moving", date: "2026-11-01" }],
      },
      "2026-11-20",
    );
    expect(timingIds(b)).toContain("sep_move");
    expect(timingIds(b)).toContain("gi_lost_ma");
  });
});

describe("the other line's goals stay out of this appointment's words", () => {
  it("a Medicare appointment with final expense for later never opens on final expenses", () => {
    const b = run(
      {
        age: 70,
        state: "FL",
        currentCoverage: ["original_medicare"],
        interests: ["medicare_supplement", "part_d"],
        goals: ["final_expenses"],
        sources: [
          { fact: "client.interest=medicare_supplement", text: "supplement", start: 0, end: 10 },
          { fact: "client.goal=final_expenses", text: "burial", start: 20, end: 26 },
        ],
      },
      "2026-11-20",
    );
    expect(b.appointment?.line).toBe("medicare");
    expect(b.appointment?.separateAppointment).toBe("life_annuity");
    const words = [...b.talkTrack, b.scripts.opening].join(" ");
    expect(words).not.toMatch(/final expense/i);
  });
});

describe("a state's Medigap rules for someone about to take Part B", () => {
  it("New York, under 65 on disability, Part B coming when the job plan ends: Medigap without questions", () => {
    const b = run(
      {
        age: 60,
        state: "NY",
        healthConditions: ["multiple_sclerosis"],
        currentCoverage: ["employer_plan"],
        medicare: { partA: "2024-03", basis: "disability" },
        workCoverage: [{ kind: "active", through: "spouse", employees: 500, endsOn: "2026-08-31" }],
      },
      "2026-06-01",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(products(b)).toContain("part_d");
    expect(timingIds(b)).toEqual(expect.arrayContaining(["sep_part_b_work", "state_continuous_gi"]));
    expect(b.policies[0]!.why).not.toMatch(/declined/i);
  });
});

describe("an annuity appointment for clients on Medicare Advantage", () => {
  it("brings no hospital cash nobody asked for", () => {
    const b = run(
      {
        age: 68,
        state: "AZ",
        currentCoverage: ["medicare_advantage"],
        goals: ["safe_growth"],
        interests: ["fixed_annuity"],
        savings: 200_000,
      },
      "2026-11-20",
    );
    expect(core(b)).toBe("fixed_annuity");
    expect(products(b)).not.toContain("hospital_indemnity");
  });
});

describe("a veteran on VA care only who now wants Part B and a Medigap", () => {
  it("in the GEP, the Medigap that follows Part B leads instead of being ruled out", () => {
    const b = run(
      {
        age: 68,
        state: "RI",
        veteran: true,
        currentCoverage: ["va_health"],
        interests: ["medicare_supplement"],
        medicare: { partA: "2023-05", noPartB: true },
      },
      "2026-02-10",
    );
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toEqual(expect.arrayContaining(["gep", "medigap_oep"]));
  });

  it("still rules it out when no window to take Part B is open", () => {
    const b = run(
      {
        age: 68,
        state: "RI",
        veteran: true,
        currentCoverage: ["va_health"],
        interests: ["medicare_supplement"],
        medicare: { partA: "2023-05", noPartB: true },
      },
      "2026-06-10",
    );
    expect(products(b)).not.toContain("medicare_supplement");
  });
});

describe("the appointment is about what can be sold", () => {
  it("a TRICARE For Life client told to get a supplement, who asks about final expense, gets a life appointment", () => {
    const b = run(
      {
        age: 71,
        state: "TX",
        veteran: true,
        currentCoverage: ["original_medicare", "tricare_for_life"],
        interests: ["medicare_supplement", "part_d", "final_expense"],
        goals: ["final_expenses"],
      },
      "2026-11-15",
    );
    expect(core(b)).toBe("final_expense");
    expect(b.appointment?.line).toBe("life_annuity");
  });
});

describe("the trial right dated from the first MA plan's start", () => {
  it("joined MA at 65, no Part B date said: the right runs a year from the MA start, no stale open enrollment", () => {
    const b = run(
      {
        age: 65,
        birthDate: "1960-04",
        state: "TX",
        healthConditions: ["diabetes"],
        currentCoverage: ["medicare_advantage"],
        interests: ["medicare_supplement"],
        medicare: { maSince: "2025-05-01", firstMa: true },
      },
      "2026-03-18",
    );
    const trial = (b.timing ?? []).find((t) => t.id === "trial_right");
    expect(trial?.text).toMatch(/April 30, 2026/);
    expect(timingIds(b)).not.toContain("medigap_oep");
    expect(core(b)).toBe("medicare_supplement");
  });
});

describe("Part A alone, and an MA member's dental on a move", () => {
  const vaOnly = {
    age: 70,
    state: "AZ",
    veteran: true,
    currentCoverage: ["va_health" as const],
    goals: ["dental_vision_hearing" as const],
    interests: ["dental_vision_hearing" as const],
    medicare: { partA: "2021-03", noPartB: true as const },
  };

  it("dental for a VA-only veteran without Part B: dental leads a Medicare appointment, no MA pick", () => {
    const b = run(vaOnly, "2026-06-10");
    expect(core(b)).toBe("dental_vision_hearing");
    expect(products(b)).not.toContain("medicare_advantage");
    expect(b.appointment?.line).toBe("medicare");
    expect(timingIds(b)).toContain("gep");
  });

  it("an Advantage plan asked for without Part B stays, with the window to take Part B", () => {
    const b = run(
      { ...vaOnly, veteran: false, currentCoverage: [], goals: [], interests: ["medicare_advantage"] },
      "2026-06-10",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("gep");
  });

  it("an MA member moving who wants a plan with good dental gets another MA plan, not a Medigap", () => {
    const b = run(
      {
        age: 73,
        state: "NJ",
        currentCoverage: ["medicare_advantage"],
        goals: ["dental_vision_hearing"],
        interests: ["dental_vision_hearing"],
        events: [{ kind: "moving", date: "2026-05-15" }],
      },
      "2026-04-14",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("medicare_supplement");
    expect(timingIds(b)).toContain("sep_move");
  });
});

describe("a plan already gone, and a client already in a facility", () => {
  it("an Advantage plan that left the county last month: Original Medicare now, the Medigap right open", () => {
    const r = generateBundle(
      {
        lead: "Sra 72, Visalia CA. su Advantage de Aetna se salio del condado el 31 de diciembre, no hizo nada. quiere un suplemento",
      },
      { id: "t", now: new Date("2027-01-20T12:00:00Z") },
    );
    const b = bundleOf(r);
    expect(core(b)).toBe("medicare_supplement");
    expect(timingIds(b)).toContain("gi_lost_ma");
  });

  it("'moved into a nursing home for long term care' asks for a plan for facilities, not an LTC policy", () => {
    const r = generateBundle(
      {
        lead: "daughter calling, her mom 84 moved into a nursing home in Akron OH last month for long term care. she has a Humana MAPD, the home's doctors arent in it. COPD, dementia. asks about a plan for people in facilities",
      },
      { id: "t", now: new Date("2026-08-10T12:00:00Z") },
    );
    const b = bundleOf(r);
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("long_term_care");
    expect(timingIds(b)).toContain("sep_institutional");
  });
});

describe("what was asked cannot be had, and a grandchild's tuition", () => {
  it("a full dual on a D-SNP whose daughter wants a drug plan and a Medigap beside it: the D-SNP is reviewed", () => {
    const b = run(
      {
        age: 79,
        state: "RI",
        currentCoverage: ["medicaid", "d_snp"],
        medicaid: "full",
        interests: ["part_d", "medicare_supplement"],
      },
      "2026-11-20",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(products(b)).not.toContain("part_d");
    expect(products(b)).not.toContain("medicare_supplement");
  });

  it("a retiree's savings with a grandchild's tuition to pay: an annuity, not term life", () => {
    const b = run(
      {
        age: 75,
        state: "TN",
        maritalStatus: "widowed",
        currentCoverage: ["medicare_advantage"],
        goals: ["safe_growth", "education"],
        savings: 220_000,
      },
      "2026-06-01",
    );
    expect(["fixed_annuity", "indexed_annuity"]).toContain(core(b));
    expect(products(b)).not.toContain("term_life");
  });
});

describe("a client with dementia: the relative acting for them is the one the agent talks with", () => {
  const edna: Partial<ClientProfile> = {
    age: 85,
    gender: "female",
    state: "OH",
    healthConditions: ["dementia"],
    goals: ["final_expenses"],
    interests: ["final_expense"],
    budgetMonthly: 95,
    household: [
      {
        relation: "child",
        firstName: "Maureen",
        gender: "female",
        healthConditions: [],
        currentCoverage: [],
      },
    ],
  };

  it("greets the daughter, lets her decide and checks her authority before any application", () => {
    const b = run(edna, "2026-06-10");
    expect(b.talkTrack[0]).toContain("greet Maureen (the daughter)");
    expect(b.talkTrack[0]).toContain("include the client");
    expect(b.talkTrack.join(" ")).toContain("power of attorney or guardianship");
    expect(b.talkTrack.join(" ")).toContain("Maureen decides");
    expect(b.scripts.opening).toMatch(/^Hi Maureen,/);
  });

  it("says so in Spanish and French, and leaves a client without dementia greeted himself", () => {
    expect(run(edna, "2026-06-10", "es").talkTrack[0]).toContain("salude a Maureen (la hija)");
    expect(run(edna, "2026-06-10", "fr").talkTrack.join(" ")).toContain("c'est Maureen qui décide");
    const clear = run({ ...edna, healthConditions: [] }, "2026-06-10");
    expect(clear.talkTrack[0]).not.toContain("Maureen");
    expect(clear.talkTrack.join(" ")).not.toContain("power of attorney");
  });
});

describe("a separate drug plan asked beside a full dual's D-SNP", () => {
  it("reviews the D-SNP and says why the drug plan is not added", () => {
    const b = run(
      {
        age: 74,
        gender: "male",
        state: "GA",
        currentCoverage: ["medicaid", "d_snp"],
        medicaid: "full",
        interests: ["part_d"],
      },
      "2026-11-02",
    );
    expect(products(b)).toContain("medicare_advantage");
    expect(products(b)).not.toContain("part_d");
    expect(timingIds(b)).toContain("not_dsnp_part_d");
  });

  it("still lets a D-SNP member going back to Original Medicare choose a drug plan", () => {
    const b = run(
      {
        age: 74,
        gender: "male",
        state: "GA",
        currentCoverage: ["medicaid", "d_snp", "original_medicare"],
        medicaid: "full",
        interests: ["part_d"],
      },
      "2026-11-02",
    );
    expect(timingIds(b)).not.toContain("not_dsnp_part_d");
  });
});

describe("the AEP is named only when it can be used", () => {
  it("drops it for a VA-only veteran with Part A alone, who can join neither an MA nor a drug plan", () => {
    const b = run(
      {
        age: 69,
        state: "KY",
        veteran: true,
        currentCoverage: ["va_health"],
        medicare: { noPartB: true },
        goals: ["dental_vision_hearing"],
        interests: ["dental_vision_hearing"],
      },
      "2026-11-05",
    );
    expect(timingIds(b)).not.toContain("aep");
    expect(timingIds(b)).toContain("gep");
    // With Part B, the same veteran can join an Advantage plan in the AEP.
    const withB = run(
      {
        age: 69,
        state: "KY",
        veteran: true,
        currentCoverage: ["va_health", "original_medicare"],
        goals: ["dental_vision_hearing"],
        interests: ["dental_vision_hearing"],
      },
      "2026-11-05",
    );
    expect(timingIds(withB)).toContain("aep");
  });
});

describe("an MA member moving with no date said", () => {
  it("names the move's own way out, not the AEP months away", () => {
    const b = run(
      {
        age: 73,
        state: "NM",
        currentCoverage: ["medicare_advantage"],
        events: [{ kind: "moving" }],
        interests: ["medicare_supplement"],
      },
      "2026-05-12",
    );
    const why = b.policies.find((p) => p.product === "medicare_supplement")?.why ?? "";
    expect(why).toContain("No need to wait for the Annual Enrollment Period");
    expect(why).not.toContain("can only be left in the Annual Enrollment Period");
  });
});

describe("round 10 probe classes, in fresh words", () => {
  const lead = (text: string, day: string, language: "en" | "es" | "fr" = "en") =>
    generateBundle({ lead: text, language }, { id: "t", now: new Date(`${day}T12:00:00Z`) });

  it("keeps dental asked for his Advantage plan out of a burial-policy call, and says the budget falls short", () => {
    const r = lead(
      "la hija llama por su mamá Doña Lupe, 84, El Paso TX. EPOC con oxígeno, fuma. quiere dejarle 10 mil para el funeral, paga hasta 70 al mes. también pregunta si le podemos cambiar el Advantage a uno con más dental",
      "2026-08-20",
      "es",
    );
    // The smallest burial policy priced runs above $70: no dental plan in its place, the shortfall said.
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.reason).toBe("no_fit");
      expect(r.explanation ?? "").toContain("gastos finales");
    }
  });

  it("leaves a legacy at 73 on $90 a month to a small whole life policy, saying why not the IUL asked about", () => {
    const b = bundleOf(
      lead(
        "Ray 73, widower, Ocala FL, saw an ad for an IUL, wants to leave 25k to his grandkids, SS 1,500/mo, budget 90/mo, HBP",
        "2026-07-20",
      ),
    );
    expect(core(b)).toBe("final_expense");
    expect(b.policies[0]!.why).toContain("An IUL, asked about");
    expect(b.policies[0]!.premium.amount.low).toBeLessThanOrEqual(90);
  });

  it("treats a D-SNP kept after Medicaid was lost as a plan to review, not a full dual's", () => {
    const b = bundleOf(
      lead(
        "Mrs Ortiz 67, Camden NJ, had full Medicaid but lost it July 31, still in a Humana D-SNP, HBP",
        "2026-09-10",
      ),
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("sep_lost_medicaid");
    expect(timingIds(b)).not.toContain("not_full_dual_medigap");
  });

  it("reads a grandson's questions for a grandfather in care as the client's, and rules out LTC and cancer", () => {
    const b = bundleOf(
      lead(
        "el nieto (tiene poder) llama por su abuela, Sra. Ruiz 88, Mesa AZ, demencia, vive en un nursing home desde octubre, tiene un HMO de Aetna. quiere saber si hay un plan mejor para alguien en asilo y si vale la pena un seguro de cuidado a largo plazo o uno de cancer",
        "2026-11-12",
        "es",
      ),
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("sep_institutional");
    expect(timingIds(b)).toContain("not_dementia_ltc");
    expect(timingIds(b)).toContain("not_dementia_cancer");
  });

  it("names no AEP months away to a Medigap holder who only wants a cheaper Medigap", () => {
    const b = bundleOf(
      lead(
        "Mrs Cole 75, Austin TX, original medicare + plan G w/ Aetna went up to 260 on jan 1, wants cheaper",
        "2027-02-03",
      ),
    );
    expect(timingIds(b)).not.toContain("aep");
  });
});

describe("a grandfathered Plan F beside a burial policy, with health the questions would decline", () => {
  it("keeps the F, says why, and makes the call about the burial policy", () => {
    const r = generateBundle(
      {
        lead: "son (POA) calling for his mom, 82, Alzheimer's, lives w/ him in Waco TX. orig medicare + plan F since 2009, $280/mo. he wants to switch her to a G to save money and get something for her funeral, ~8k. 130/mo for the new policy",
        language: "en",
      },
      { id: "t", now: new Date("2027-03-02T12:00:00Z") },
    );
    const b = bundleOf(r);
    expect(core(b)).toBe("final_expense");
    expect(products(b)).not.toContain("medicare_supplement");
    expect(b.appointment?.line).toBe("life_annuity");
  });
});

describe("holdout classes after its scoring, in fresh words", () => {
  const lead = (text: string, day: string, language: "en" | "es" | "fr" = "en") =>
    bundleOf(generateBundle({ lead: text, language }, { id: "t", now: new Date(`${day}T12:00:00Z`) }));

  it("names the IEP still open for a drug plan to a client who took Part B at 65", () => {
    const b = lead(
      "Rita 65, Tempe AZ, turned 65 in october, part B started 10/1, original medicare only, wants a plan G, 170/mo",
      "2026-12-12",
    );
    expect(timingIds(b)).toContain("iep");
    expect(timingIds(b)).not.toContain("aep");
  });

  it("names no far AEP to a TRICARE For Life couple who only want dental", () => {
    const b = lead(
      "retired navy chief 71, Norfolk VA, TFL + A&B, rx thru tricare. wife 69 same. they want dental + hearing aids, 45/mo each",
      "2027-05-10",
    );
    expect(core(b)).toBe("dental_vision_hearing");
    expect(timingIds(b)).not.toContain("aep");
  });

  it("reviews a nursing-home resident's Advantage plan when the LTC and cancer cover asked for are ruled out", () => {
    const b = lead(
      "la hija (tiene poder) llama por su papá de 86, demencia, vive en un asilo en Tampa desde abril. tiene medicare y un advantage de Aetna y el asilo no lo acepta. pregunta por un seguro de cuidado a largo plazo y uno de cancer para él",
      "2026-06-03",
      "es",
    );
    expect(core(b)).toBe("medicare_advantage");
    expect(timingIds(b)).toContain("sep_institutional");
    expect(b.appointment?.line).toBe("medicare");
  });

  it("places a maturing CD in an annuity for a client who cannot lose principal, not a Medigap", () => {
    const b = lead(
      "69M widower, Tucson AZ, $120k CD comes due Jan 10, he can't lose principal, no stock market for him. 40k in checking, SS 2,100/mo",
      "2026-12-01",
    );
    expect(["fixed_annuity", "indexed_annuity"]).toContain(core(b));
    expect(b.appointment?.line).toBe("life_annuity");
  });

  it("reviews the Medicare plans held when a relative asks whether to keep them, with the institutional SEP", () => {
    const b = lead(
      "Appel du neveu (procuration) pour sa tante, 86 ans, Worcester MA, qui entre en maison de soins le 15 decembre. Elle a un Supplement 1 et un plan D avec Aetna. Il demande si on garde tout ca.",
      "2026-11-20",
      "fr",
    );
    expect(products(b)).toEqual(expect.arrayContaining(["medicare_supplement", "part_d"]));
    expect(timingIds(b)).toContain("sep_institutional");
    expect(b.appointment?.line).toBe("medicare");
  });

  it("leads with the annuities a client hesitates between, over a legacy policy", () => {
    const b = lead(
      "M 70, widower, Naples FL, 300k CD maturing in July, torn between a MYGA and an indexed annuity, 1.1M saved, wants to leave something to the grandkids",
      "2026-05-20",
    );
    expect(["fixed_annuity", "indexed_annuity"]).toContain(core(b));
  });

  it("names no Medigap household discount in a couple's burial-policy call", () => {
    const b = lead(
      "couple in Dothan AL, he's 73 she's 70, want burial policies, 10k each, 140/mo total",
      "2026-06-10",
    );
    expect(b.appointment?.line).toBe("life_annuity");
    expect((b.household ?? []).join(" ")).not.toMatch(/Medigap/);
  });
});
