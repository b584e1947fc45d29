/**
 * English words. Client-facing lines (scripts, objections) are said to the client; talk-track and
 * compliance lines coach the agent. Nothing here states a figure the reference (`packages/engine/src/facts/sources.ts`)
 * does not source (docs/product/decisions.md#d-15), and $0-premium plans are "zero premium" (docs/product/decisions.md#d-14).
 * One file per language, typed as the same `WordTable`, so a translator works in one place and a missing
 * line fails to compile.
 */

import { joinList, lowerFirst, moneyRange, upperFirst, usDollars } from "./format.js";
import type { ObjectionText, PolicyView, Representative, WordsContext, WordTable } from "./table.js";
import { urgencyFactFor } from "./urgency.js";

const list = (items: readonly string[]): string => joinList(items, "and");
const who = (ctx: WordsContext): string => ctx.name ?? "the client";
const REPRESENTATIVE_NOUNS: Record<Representative["relation"], [male: string, female: string, any: string]> =
  {
    spouse: ["husband", "wife", "spouse"],
    child: ["son", "daughter", "child"],
    parent: ["father", "mother", "parent"],
    other: ["family member", "family member", "family member"],
  };
const representativeNoun = (r: Representative): string =>
  REPRESENTATIVE_NOUNS[r.relation][r.gender === "male" ? 0 : r.gender === "female" ? 1 : 2];
/** Who the agent talks with and who decides: the relative acting for a client with dementia, or the client. */
const decider = (ctx: WordsContext): string => {
  const r = ctx.representative;
  return r ? (r.name ?? `the ${representativeNoun(r)}`) : who(ctx);
};
const representativeFull = (r: Representative): string =>
  r.name ? `${r.name} (the ${representativeNoun(r)})` : `the ${representativeNoun(r)}`;
const names = (policies: readonly PolicyView[]): string => list(policies.map((p) => p.name));
const presentedOr = (ctx: WordsContext): string =>
  ctx.presented.length > 0 ? names(ctx.presented) : "the products you agreed on";
const isAnnuity = (p: PolicyView): boolean =>
  p.product === "fixed_annuity" || p.product === "indexed_annuity";

function policyLine(p: PolicyView): string {
  const head = p.coverage ? `${p.name} (${p.coverage})` : p.name;
  const carrier = p.carrier ? `, quoting ${p.carrier} first` : "";
  const why = p.why ? `: ${p.why}` : "";
  return `${head}${carrier}${why}. ${upperFirst(p.price)}.`;
}

function annuityNote(ctx: WordsContext, policies: readonly PolicyView[]): string {
  return policies.some(isAnnuity)
    ? ` Recommend the annuity only once you can document why it is in ${who(ctx)}'s best interest.`
    : "";
}

function deferredSentence(ctx: WordsContext): string {
  const them = ctx.deferred.length === 1 ? "it" : "them";
  return `Leave ${names(ctx.deferred)} out of this Medicare appointment: bring ${them} up only if ${who(ctx)} asks, or in a separate appointment set up for ${them}.`;
}

const lockUpMoney = (): ObjectionText => ({
  objection: "I don't want to lock up my money.",
  response:
    "That's wise: having cash you can reach matters. Let's first decide together how much stays in savings for emergencies; only money you won't need during the surrender period would go here. Many contracts also let you take out part of the money each year without a surrender charge, and I'll show you the exact terms of this one before you decide.",
});

const buyTermInstead = (extra: string) => (): ObjectionText => ({
  objection: "I'd rather buy term and invest the difference.",
  response: `That can work, and I'm happy to compare both side by side. The real question is the job you want this money to do: term covers a set number of years; permanent coverage lasts your whole life and builds cash value.${extra} Which job matters more to you?`,
});

const laterFact = "your rate is based on your age and health on the day you apply.";
const startFact =
  "coverage starts only once the application is approved, and some benefits have waiting periods.";
const enrollmentFact =
  "Medicare plan changes are limited to set enrollment periods, such as the Annual Enrollment Period from October 15 to December 7.";
const annuityFact =
  "there's no rush. Rates on new contracts change over time, so I'll confirm the current rate with you before you decide.";

export const en: WordTable = {
  language: "en",

  money: usDollars,
  range: (amount) => moneyRange(amount, usDollars, "–"),
  monthly: (range) => `${range}/month`,
  single: (range) => `${range} single premium`,
  about: (amount) => `about ${amount}`,
  zeroPremium: "zero premium",
  list,

  placeholders: { agentName: "[your name]", agency: "[agency]" },
  productName: {
    medicare_advantage: "Medicare Advantage",
    medicare_supplement: "Medicare Supplement",
    part_d: "Part D prescription drug plan",
    final_expense: "final expense",
    term_life: "term life",
    whole_life: "whole life",
    iul: "indexed universal life",
    fixed_annuity: "fixed annuity",
    indexed_annuity: "fixed indexed annuity",
    long_term_care: "long-term care",
    hospital_indemnity: "hospital indemnity",
    cancer: "cancer insurance",
    dental_vision_hearing: "dental, vision and hearing",
  },

  goals: {
    final_expenses: "final expenses",
    protect_family: "protecting the family",
    mortgage: "paying off the mortgage",
    income_replacement: "replacing income",
    retirement_income: "retirement income",
    safe_growth: "safe growth",
    legacy: "leaving a legacy",
    medical_costs: "medical costs",
    long_term_care: "long-term care",
    dental_vision_hearing: "dental, vision and hearing care",
    lower_premiums: "lower premiums",
    prescriptions: "prescription costs",
    hospital_costs: "hospital costs",
    cancer_protection: "cancer protection",
    tax_advantaged_growth: "tax-deferred growth",
    debt_payoff: "paying off debt",
    education: "education costs",
  },

  missingQuestion: {
    age: "What's your date of birth?",
    needs: "What made you start looking at coverage now, and what would you like it to take care of?",
    state: "Which state and ZIP code do you live in?",
    health:
      "How is your health overall? Are you being treated for any condition, or have you been in the hospital in the last two years?",
    smoker: "Have you used tobacco or nicotine in the last 12 months?",
    current_coverage: "What coverage do you have today: Medicare parts, a plan through work, life insurance?",
    budget: "What monthly amount would feel comfortable, without straining your budget?",
    income: "Roughly what is your household income?",
    savings: "About how much do you have in savings, and how much of it do you need to keep within reach?",
    dependents: "Does anyone depend on you financially: a spouse, children, grandchildren?",
    marital_status: "Are you married? Is your spouse looking at coverage too?",
    medications: "Which prescriptions do you take, and at what dose?",
    doctors: "Which doctors and hospitals do you want to keep?",
    beneficiary: "Who would you want to receive this money?",
  },

  missingLabel: {
    age: "age",
    needs: "what they want covered",
    state: "state",
    health: "health",
    smoker: "tobacco use",
    current_coverage: "current coverage",
    budget: "budget",
    income: "income",
    savings: "savings",
    dependents: "dependents",
    marital_status: "marital status",
    medications: "prescriptions",
    doctors: "doctors",
    beneficiary: "beneficiary",
  },

  tpmo: {
    organizationsPlaceholder: "[number of organizations]",
    plansPlaceholder: "[number of plans]",
    notAllPlans: (organizations, plans) =>
      `We do not offer every plan available in your area. Currently we represent ${organizations} organizations which offer ${plans} products in your area. Please contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) to get information on all of your options.`,
    allPlans: (organizations, plans) =>
      `Currently we represent ${organizations} organizations which offer ${plans} products in your area. You can always contact Medicare.gov, 1-800-MEDICARE, or your local State Health Insurance Program (SHIP) for help with plan choices.`,
  },

  summary: (ctx) => {
    const parts: string[] = [];
    if (ctx.name) parts.push(ctx.name);
    if (ctx.age !== undefined) parts.push(String(ctx.age));
    if (ctx.state) parts.push(ctx.state);
    const client = parts.length > 0 ? parts.join(", ") : "New client";
    const all = [...ctx.presented, ...ctx.deferred];
    if (all.length === 0) return `${client} — no policy recommended yet`;
    const products = all.map((p) => p.name).join(" + ");
    return ctx.total ? `${client} — ${products}, ${ctx.total}` : `${client} — ${products}`;
  },

  talkTrack: {
    rapport: (ctx) => {
      const goals =
        ctx.goals.length > 0 ? `; show you remember what matters to them (${list(ctx.goals)})` : "";
      const r = ctx.representative;
      if (r) {
        return `Rapport: greet ${representativeFull(r)} by name, thank them for their time and ask how they're doing before any business; include ${who(ctx)} in the conversation as far as they're able${goals}.`;
      }
      return `Rapport: greet ${who(ctx)} by name, thank them for their time and ask how they're doing before any business${goals}.`;
    },
    agenda: (ctx) => {
      const plan = `Then agree on the plan: you ask questions, you show what fits, and ${decider(ctx)} decides.`;
      if (!ctx.medicare) return `Permission and agenda: ask permission to ask a few questions. ${plan}`;
      const timing =
        ctx.rules === "cy2027"
          ? "before you discuss any benefits"
          : "in the first minute, before you discuss any benefits";
      if (ctx.scopeOfAppointment) {
        return `Permission and agenda: read the Medicare disclaimer in the opening script ${timing}, confirm the Scope of Appointment lists ${presentedOr(ctx)}, and discuss only those. ${plan}`;
      }
      return `Permission and agenda: read the Medicare disclaimer in the opening script ${timing}, and confirm today covers ${presentedOr(ctx)}. If ${decider(ctx)} asks about Medicare Advantage or Part D, record a Scope of Appointment before discussing them. ${plan}`;
    },
    discovery: (ctx) => {
      let text = `Discovery: ask the discovery questions${
        ctx.missingLabels.length > 0
          ? `, starting with what you don't know yet (${list(ctx.missingLabels)})`
          : ""
      }. Listen more than you talk and note ${decider(ctx)}'s own words: you'll use them when you present.`;
      if (ctx.representative) {
        text += ` With dementia, ${decider(ctx)} decides: before any application, confirm that the power of attorney or guardianship covers insurance decisions and keep a copy in the file${
          ctx.medicare
            ? `; for a Medicare plan, a representative authorized under state law enrolls for ${who(ctx)}`
            : ""
        }.`;
      }
      if (ctx.presentedProducts.has("final_expense") && ctx.finalExpenseHealthQuestions) {
        text +=
          " For final expense, ask the health questions (oxygen, dialysis, hospital stays, cancer in the last 12 months) before you quote.";
      }
      if (ctx.presented.some(isAnnuity)) {
        text +=
          " For the annuity, cover liquidity needs, time horizon and risk tolerance: the best-interest rule requires you to document them.";
      }
      return text;
    },
    presentCore: (ctx) =>
      ctx.core.length > 0
        ? `Present the core: ${ctx.core.map(policyLine).join(" ")}${annuityNote(ctx, ctx.core)}`
        : `Present the core: start with the need ${who(ctx)} cares about most and show how the coverage meets it.`,
    presentAddOns: (ctx) =>
      `Present the add-ons, each tied to a gap the core leaves: ${ctx.addOns.map(policyLine).join(" ")}${annuityNote(
        ctx,
        ctx.addOns,
      )}${ctx.deferred.length > 0 ? ` ${deferredSentence(ctx)}` : ""}`,
    deferred: (ctx) => `Cross-selling: ${lowerFirst(deferredSentence(ctx))}`,
    separate: (ctx, line) =>
      line === "medicare"
        ? `Separate appointment: Medicare is not part of today's conversation. If ${decider(ctx)} wants a Medicare review, book it as its own appointment and record a Scope of Appointment before it.`
        : `Separate appointment: life insurance and annuities stay out of this Medicare appointment. If ${decider(ctx)} asks about them, book a separate appointment for them.`,
    concerns: (ctx) => {
      let text = `Handle concerns: clarify before you answer ("When you say it's a lot, do you mean the monthly amount, or whether it's worth it?"), then use the objection cards.`;
      if (ctx.budget) {
        text += ctx.overBudget
          ? ` The estimate runs above the ${ctx.budget} ${decider(ctx)} mentioned: lead with the core and present the add-ons as optional.`
          : ` The estimate fits the ${ctx.budget} ${decider(ctx)} mentioned; say so.`;
      }
      return text;
    },
    close: (ctx) =>
      `Close: ask for the decision with a simple choice and no pressure (closing script). If ${decider(ctx)} wants time or family input, book the next conversation before you finish.`,
    nextSteps: (ctx) =>
      `Next steps: explain what happens now (the application or enrollment, any health questions, and when coverage starts)${
        ctx.presentedProducts.has("final_expense")
          ? `, set the first premium draft for the day ${who(ctx)}'s income arrives (the Social Security deposit, for example),`
          : ""
      } and confirm your check-in within 48 hours.`,
  },

  scripts: {
    opening: (ctx) => {
      const greeted = ctx.representative ? ctx.representative.name : ctx.name;
      const hello = greeted ? `Hi ${greeted}, this is ${ctx.agentName}` : `Hi, this is ${ctx.agentName}`;
      const intro = `${hello}, a licensed insurance agent with ${ctx.agency}. Thank you for making time today.`;
      if (ctx.medicare) {
        const scope = ctx.scopeOfAppointment
          ? `As we agreed on your Scope of Appointment, today we'll only talk about ${presentedOr(ctx)}.`
          : `Today we'll look at ${presentedOr(ctx)}.`;
        return `${intro} ${ctx.tpmo} ${scope} I'll ask about your doctors, your prescriptions and your budget, show you what fits, and you decide. Does that still work for you?`;
      }
      const lead =
        ctx.goals.length > 0
          ? `You told me ${list(ctx.goals)} ${ctx.goals.length === 1 ? "matters" : "matter"} most to you, so I'd like`
          : "So that I recommend the right thing, I'd like";
      return `${intro} ${lead} to ask a few questions, show you what fits, and then you decide what makes sense. Does that sound fair?`;
    },
    transition: (ctx) => {
      const about = ctx.goals.length > 0 ? ` about ${list(ctx.goals)}` : "";
      const lead = ctx.lead;
      if (!lead) {
        return `Thank you, that helps a lot. Based on what you've shared${about}, let me show you what I'd recommend and why; stop me anytime with a question.`;
      }
      const rest = ctx.presented.filter((p) => p !== lead);
      const gaps =
        rest.length > 0
          ? ` Then ${names(rest)} ${rest.length === 1 ? "fills" : "fill"} the gaps it leaves.`
          : "";
      return `Thank you, that helps a lot. Based on what you've shared${about}, I'd build this around ${lead.name}: it does the main job.${gaps} Let me walk you through ${rest.length > 0 ? "each one" : "it"}; stop me anytime with a question.`;
    },
    close: (ctx) => {
      const base = `From everything we've covered, ${ctx.lead?.name ?? "this coverage"} fits what you told me matters most.`;
      if (ctx.presentedProducts.has("final_expense")) {
        return `${base} If it feels right to you, let's get the application started. For the monthly payment, which date works better: the day your Social Security arrives, or another day?`;
      }
      const step = ctx.medicare && ctx.scopeOfAppointment ? "your enrollment" : "the application";
      return `${base} Would you like to start ${step} now, or would you rather review it with your family and finish together on [day]? Either way, I'm here for any question.`;
    },
  },

  discovery: {
    byProduct: {
      medicare_advantage: [
        {
          fact: "doctors",
          text: "Which doctors and hospitals do you want to keep? I'll check each one in the network.",
        },
        {
          fact: "medications",
          text: "Which prescriptions do you take? I'll check each one on the plan's drug list.",
        },
        { text: "Do you travel, or see any doctor in another state?" },
      ],
      medicare_supplement: [
        { fact: "doctors", text: "Which doctors do you want to keep seeing?" },
        {
          text: "Is your spouse also looking at a Medicare Supplement? Some carriers offer a household discount.",
        },
        { fact: "current_coverage", text: "How do you get your prescriptions covered today?" },
      ],
      part_d: [
        { fact: "medications", text: "Which prescriptions do you take, and at what dose?" },
        { text: "Which pharmacy do you use?" },
      ],
      final_expense: [
        { fact: "beneficiary", text: "Who would you want to receive this money?" },
        { text: "What would you want it to take care of first: the funeral, debts, something for family?" },
        {
          fact: "health",
          text: "In the last 12 months, have you been in the hospital more than once, used oxygen or dialysis, or been treated for cancer?",
        },
      ],
      term_life: [
        { fact: "beneficiary", text: "Who would you want to receive this money?" },
        {
          text: "For how many years would your family need your income, and how much is left on the mortgage?",
        },
      ],
      whole_life: [
        { fact: "beneficiary", text: "Who would you want to receive this money?" },
        { text: "Do you want coverage that lasts your whole life, or for a set number of years?" },
      ],
      iul: [
        { fact: "beneficiary", text: "Who would you want to receive this money?" },
        {
          text: "Beyond protection, how would you like to use the cash value later: retirement income, emergencies?",
        },
      ],
      fixed_annuity: [
        {
          text: "How much of these savings might you need in the next few years, for emergencies or big expenses?",
        },
        { text: "When would you want this money to start paying you, if ever?" },
        { text: "Where is the money today: a bank account, a CD, an IRA or a 401(k)?" },
      ],
      indexed_annuity: [
        {
          text: "How much of these savings might you need in the next few years, for emergencies or big expenses?",
        },
        { text: "When would you want this money to start paying you, if ever?" },
        { text: "How would you feel if your balance didn't grow in a year the market fell?" },
      ],
      long_term_care: [
        { text: "If you needed help at home someday, who would provide it, and how would you pay for it?" },
      ],
      hospital_indemnity: [
        {
          text: "If you spent five days in the hospital, how would you cover the copays and the bills at home?",
        },
      ],
      cancer: [{ text: "Has cancer touched your family? How did it affect them financially?" }],
      dental_vision_hearing: [
        { text: "When was your last dental visit or eye exam? Is there any work you've been putting off?" },
      ],
    },
    fallback: [
      "What matters most to you when you choose coverage?",
      "Who else helps you make decisions like this one?",
      "What has worked, or not worked, with coverage you've had before?",
    ],
  },

  objections: {
    affordability: (ctx) => ({
      objection: "It's more than I can spend right now.",
      response: `I understand, and I'm glad you told me. Can I ask: is it the monthly amount itself, or whether it's worth it?${
        ctx.budget ? ` You mentioned about ${ctx.budget}.` : ""
      }${
        ctx.lead
          ? ` If it's the monthly amount, we can start with ${ctx.lead.name} alone, at ${ctx.lead.price}, and add the rest later, or adjust the coverage.`
          : " If it's the monthly amount, we can start smaller and adjust the coverage."
      } If it's the value, let's look together at what it would cost you to go without it.`,
    }),
    trust: (ctx) => ({
      objection: "How do I know you're not just selling me what pays you the most?",
      response: `That's a fair question, and I'd ask it too. You don't pay me a fee: the insurance company pays me, and I'm happy to explain how${
        ctx.presented.some(isAnnuity) ? " in writing" : ""
      }. I've shown you why each piece fits your situation, and you can check my license with your state's insurance department${
        ctx.medicare ? ", and compare every option at Medicare.gov or 1-800-MEDICARE" : ""
      }. What would help you feel comfortable?`,
    }),
    need: (ctx) => ({
      objection: "I don't think I need this.",
      response: `I understand; a lot of people feel that way until they see what isn't covered. ${
        ctx.lead ? en.needGap[ctx.lead.product] : "Let's look at what your current coverage leaves to you."
      } How would you handle that today? If you already have it covered, we'll take it off the table.`,
    }),
    urgency: (ctx) => ({
      objection: "I want to think about it and talk with my family.",
      response: `Of course. It's an important decision, and I'd rather you feel sure. What part would you like to think over, so I can get you the answer? Would it help to have your family on our next call?${
        ctx.lead ? ` One thing to keep in mind: ${urgencyFactFor(en, ctx)}` : ""
      } Can we set a time on [day] to finish?`,
    }),
    byProduct: {
      medicare_supplement: () => ({
        objection: "My neighbor pays $0 for his plan. Why should I pay a premium?",
        response:
          "That makes sense; nobody wants to pay more than they have to. What people find when they compare is that the plans work differently when you use them. A zero-premium Medicare Advantage plan can be a good fit for some people: you still pay your Part B premium, and you pay copays as you use care, inside a network. With a Medicare Supplement you pay a monthly premium, and in exchange your costs are predictable and you can see any doctor in the country who accepts Medicare. Which matters more to you: the lowest premium, or knowing your costs ahead of time?",
      }),
      medicare_advantage: () => ({
        objection: "I'm worried I won't be able to keep my doctors.",
        response:
          "That's an important worry, and I'm glad you raised it. Before you decide anything, let's check each of your doctors in the plan's network together, one by one. If one is missing, we'll look at another plan or at a Medicare Supplement, which lets you see any doctor who accepts Medicare. Which doctors would you never want to give up?",
      }),
      part_d: () => ({
        objection: "I hardly take any medications. Why do I need drug coverage?",
        response:
          "I'm glad you're healthy, and I hope it stays that way. Here's why it can still make sense: if you go 63 days or more in a row without creditable drug coverage after you're first eligible, Medicare adds a late-enrollment penalty when you do sign up, and it lasts as long as you have Part D. A low-premium plan protects you from that, and from a new prescription you don't see coming.",
      }),
      final_expense: () => ({
        objection: "I already have money set aside for my funeral.",
        response:
          "That's good planning, and I respect it. Can I ask how much it is, and where it's kept? Some people felt the same way and then found that savings get used for other things over the years, or take time for the family to reach. A final expense policy pays your beneficiary directly, so that money has one job, and your savings stay available for everything else. If your savings already cover it, we'll make the policy smaller or skip it.",
      }),
      term_life: () => ({
        objection: "I'm young and healthy; I don't need life insurance yet.",
        response:
          "That's great, and it's exactly why this can make sense now: your rate is based on your age and health when you apply, so being healthy works in your favor. Let me ask: if something happened to you, who would cover the mortgage and the bills? Term coverage is there for the years your family depends on your income.",
      }),
      whole_life: buyTermInstead(""),
      iul: buyTermInstead(
        " With an indexed policy, the interest credited depends on the index, the caps and the contract, and it isn't guaranteed beyond the contract's guaranteed values; I'll show you the illustration, guaranteed column included.",
      ),
      fixed_annuity: lockUpMoney,
      indexed_annuity: lockUpMoney,
      long_term_care: () => ({
        objection: "Medicare will pay for a nursing home if I ever need it.",
        response:
          "I understand why you'd think so; many people do. Medicare doesn't pay for long-term custodial care, the everyday help with bathing, dressing or eating, whether at home or in a facility. Without a plan, that cost comes from savings or from family. Would you like to see how this policy would help if it ever happens?",
      }),
      hospital_indemnity: () => ({
        objection: "My Medicare already covers hospital stays.",
        response:
          "It does help, and that's important. The gap is what's left to you: Medicare Advantage plans often charge a daily copay for the first days in the hospital, up to the plan's yearly out-of-pocket limit. This plan pays cash to you directly, whatever other coverage you have, and you decide what it pays for. Would that cushion help?",
      }),
      cancer: () => ({
        objection: "Cancer doesn't run in my family.",
        response:
          "I'm glad to hear it, and I hope you never need this. A cancer plan isn't about family history: it pays cash benefits to you directly, so you can use them for travel to treatment, bills at home or anything your medical coverage doesn't pay. Would that cushion give you peace of mind?",
      }),
      dental_vision_hearing: () => ({
        objection: "I don't go to the dentist that often.",
        response:
          "That's fair. Here's the catch: Original Medicare and Medicare Supplement plans don't cover routine dental, vision or hearing care, like cleanings, glasses or hearing aids. Major dental work usually has a waiting period, so this coverage works best when it's in place before you need it. When was your last check-up?",
      }),
    },
  },

  needGap: {
    medicare_advantage:
      "Original Medicare alone has no yearly limit on what you pay out of pocket; a Medicare Advantage plan caps your in-network costs each year.",
    medicare_supplement:
      "Original Medicare alone leaves you paying 20% of most Part B costs, with no yearly limit.",
    part_d:
      "Without drug coverage, one new prescription can be expensive, and signing up late can bring a penalty that lasts as long as you have Part D.",
    final_expense:
      "Without it, your family pays for the funeral; the National Funeral Directors Association put the 2023 national median for a funeral with viewing and burial at $8,300.",
    term_life: "If your income stopped, your family would still have the mortgage and the bills.",
    whole_life:
      "Term coverage ends after a set number of years; permanent coverage is there whenever it's needed.",
    iul: "Term coverage ends after a set number of years; permanent coverage is there whenever it's needed, and builds cash value.",
    fixed_annuity:
      "Money in a low-rate account can lose ground to inflation; a fixed annuity credits a stated interest rate for a set term.",
    indexed_annuity:
      "Money in a low-rate account can lose ground to inflation; an indexed annuity links growth to a market index, within the contract's caps.",
    long_term_care:
      "Medicare doesn't pay for long-term custodial care, so care at home or in a facility would come out of savings.",
    hospital_indemnity: "A hospital stay can bring daily copays and bills your plan doesn't pay.",
    cancer: "Treatment brings costs your medical coverage doesn't pay: travel, time off, bills at home.",
    dental_vision_hearing:
      "Original Medicare and Medicare Supplement plans don't cover routine dental, vision or hearing care.",
  },

  urgencyFactYearRoundMedigap:
    "in your state Medigap is sold all year without health questions, so there is no deadline to beat: we can take the time to choose well.",
  urgencyFact: {
    medicare_supplement:
      "if you're within your Medigap open enrollment, the six months after your Part B starts at 65 or older, carriers can't turn you down or charge you more because of your health; after that, health questions usually apply.",
    medicare_advantage: enrollmentFact,
    part_d: `${enrollmentFact} And going 63 days or more without drug coverage can mean a lasting penalty.`,
    final_expense: laterFact,
    term_life: laterFact,
    whole_life: laterFact,
    iul: laterFact,
    fixed_annuity: annuityFact,
    indexed_annuity: annuityFact,
    long_term_care:
      "premiums are based on your age when you apply, and a change in health can make coverage harder to qualify for.",
    hospital_indemnity: startFact,
    cancer: startFact,
    dental_vision_hearing: startFact,
  },

  followUp: {
    checkIn: (ctx) => ({
      when: "Within 48 hours",
      action: `Call ${who(ctx)} to answer any question that came up after your meeting and confirm the next step. Keep it short and helpful.`,
    }),
    status: (ctx) => ({
      when: "In 5 business days",
      action: `Check the application or enrollment status with the carrier and update ${who(ctx)}: approved, pending (and what's missing), or the next step.`,
    }),
    finalExpenseDraft: (ctx) => ({
      when: "Before the first premium draft",
      action: `Remind ${who(ctx)} of the draft date and confirm the account will have the funds that day.`,
    }),
    annuityDelivery: (ctx) => ({
      when: "At contract delivery",
      action: `Go through the contract with ${who(ctx)}: surrender schedule, yearly withdrawal terms, and the right-to-examine period to return it.`,
    }),
    review: (ctx) => ({
      when: "In 90 days",
      action: `Review call: confirm the coverage is in force and working as expected, answer new questions${
        ctx.products.has("final_expense") ||
        ctx.products.has("term_life") ||
        ctx.products.has("whole_life") ||
        ctx.products.has("iul")
          ? ", confirm the beneficiaries"
          : ""
      }, and ask whether anyone close to ${who(ctx)} would welcome the same review.`,
    }),
    annualMedicare: (ctx) => ({
      when: "Every year before AEP (Oct 15 – Dec 7)",
      action: `Annual Medicare review: recheck ${who(ctx)}'s doctors, prescriptions and next year's plan changes${
        ctx.scopeOfAppointment
          ? "; record a new Scope of Appointment before discussing Medicare Advantage or Part D plans"
          : ""
      }.`,
    }),
  },

  compliance: {
    nonAffiliation:
      "We are not affiliated with or endorsed by the U.S. government or the federal Medicare program.",
    zeroPremium:
      'Call $0-premium plans "zero premium", and remind clients that the Part B premium still applies.',
    disclaimerTiming: (rules) =>
      rules === "cy2027"
        ? "Give the Medicare disclaimer before discussing any plan benefits, and include it in emails, texts and chats."
        : "Give the Medicare disclaimer within the first minute of a sales call (from CY2027 marketing: before discussing any benefits), and include it in emails, texts and chats.",
    scopeOfAppointment: (rules) => {
      if (rules === "pre_cy2027") {
        return "Scope of Appointment: have it signed at least 48 hours before a Medicare Advantage or Part D sales appointment (exceptions: the last 4 days of an election period, and calls or walk-ins the client starts unscheduled), and discuss only the products it lists. It is valid 12 months; keep it 10 years.";
      }
      if (rules === "cy2027") {
        return "Scope of Appointment: the 48-hour wait no longer applies to CY2027 marketing (from Oct 1, 2026), but record the client's agreement before the appointment (in writing for in-person meetings) and discuss only the products it lists.";
      }
      return "Scope of Appointment: record the client's agreement before any Medicare Advantage or Part D appointment (in writing for in-person meetings) and discuss only the products it lists. Before CY2027 marketing (Oct 1, 2026) it must be signed at least 48 hours ahead, except in the last 4 days of an election period or when the client calls or walks in unscheduled.";
    },
    medigapOnlyScope:
      "A Medigap-only appointment usually needs no CMS Scope of Appointment; record one before turning the conversation to Medicare Advantage or Part D.",
    crossSell: (ctx) =>
      `Cross-selling: ${
        ctx.deferred.length > 0 ? names(ctx.deferred) : "life insurance and annuities"
      } may not be marketed during a Medicare Advantage or Part D appointment. Discuss ${
        ctx.deferred.length === 1 ? "it" : "them"
      } only if ${who(ctx)} asks, or in a separate appointment.`,
    annuityGuaranty: (limit) =>
      `Annuity placement: the deposit can pass the state guaranty association's ${limit} limit per insurer; consider splitting it between two carriers, and never present guaranty coverage as a reason to buy.`,
    annuityBestInterest:
      "Annuity: NAIC Model #275 best interest. Know the client's finances, liquidity needs, time horizon and risk tolerance; disclose your role, the products you offer and how you are paid; manage conflicts of interest; and document in writing why this annuity is in the client's best interest. Check your state's version and forms.",
    estimates:
      "Premiums and commissions are estimates; final rates depend on underwriting, carrier and state.",
    clientEstimates: "Premiums are estimates; final rates depend on underwriting, carrier and state.",
    agentOnly: "Commission figures are for the agent only; never share them with the client.",
  },
};
