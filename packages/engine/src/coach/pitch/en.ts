/**
 * English pitch words. Said to the client, except the follow-up steps and referral tips, which coach
 * the agent. No approval rate or other figure the engine cannot source (docs/product/decisions.md#d-15); premiums only, never pay
 * (docs/product/decisions.md#d-14); a $0 premium is "zero premium".
 */
import type { PolicyView } from "../../words/table.js";
import type { PitchContext, PitchTable } from "./table.js";

const ORDINAL = ["First", "Second", "Third"];
const ORDINAL_ADJ = ["first", "second", "third"];
const COUNT = ["one", "two", "three"];
/** Words that keep their capital inside a sentence. */
const PROPER = /^(Medicare|Medigap|MA-PD|Part)\b/;

const nameIn = (p: PolicyView): string =>
  PROPER.test(p.name) ? p.name : p.name.charAt(0).toLowerCase() + p.name.slice(1);
const hello = (c: PitchContext): string => (c.address ? `Hello, ${c.address}.` : "Hello.");
const hi = (c: PitchContext): string => `Hi${c.w.name ? ` ${c.w.name}` : " there"}!`;
const who = (c: PitchContext): string => c.w.name ?? "the client";
const names = (c: PitchContext): string => c.t.list(c.policies.map(nameIn));
const count = (c: PitchContext): string => COUNT[c.policies.length - 1] ?? String(c.policies.length);
function priceClause(p: PolicyView, c: PitchContext): string {
  const premium = c.premium(p);
  if (premium.kind === "zero") return "with a zero premium";
  return premium.kind === "single" ? `with a single premium of about ${premium.text}` : `for ${premium.text}`;
}
const conversationalOrdinal = (i: number, n: number): string =>
  i === 0 ? "To start" : i === n - 1 ? "And finally" : "Next";

export const pitchEn: PitchTable = {
  honorific: (gender, lastName) => `${gender === "female" ? "Ms." : "Mr."} ${lastName}`,
  nameIn,

  opening: {
    professional: [
      (c) => `${hello(c)} Thank you for your time today.`,
      (c) => `${hello(c)} Thanks for meeting with me today.`,
      (c) => `${hello(c)} I appreciate you making the time.`,
    ],
    conversational: [
      (c) => `${hi(c)} Thanks so much for making the time.`,
      (c) => `${hi(c)} It's so good to talk with you.`,
      (c) => `${hi(c)} Thanks for carving out some time today.`,
    ],
    educational: [
      (c) => `${hello(c)} Thank you for your time.`,
      (c) => `${hello(c)} I'm glad we could meet.`,
      (c) => `${hello(c)} I appreciate your time today.`,
    ],
  },

  purpose: {
    professional: () =>
      "I've reviewed everything you shared with me, and I'd like to walk you through my recommendation.",
    conversational: () =>
      "I've been thinking about our conversation, and I put together something I think really fits you.",
    educational: () =>
      "Before I show you any numbers, I'd like to explain how I put this together, because you should understand every piece before you decide anything.",
  },

  situation: {
    professional: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `From our conversation, your priorities are ${c.t.list(goals)}${budget ? `, with a comfortable budget of about ${budget}` : ""}.`;
      return budget
        ? `You asked me to keep this to about ${budget}.`
        : "You asked me for coverage that fits where you are today.";
    },
    conversational: (c) => {
      const { goals, budget } = c.w;
      if (goals.length > 0)
        return `You told me what matters most is ${c.t.list(goals)}${budget ? `, and that you'd like to stay around ${budget}` : ""}.`;
      return budget
        ? `You told me you'd like to stay around ${budget}.`
        : "You told me you want coverage that makes sense for where you are right now.";
    },
    educational: (c) => {
      const { goals, budget, age } = c.w;
      const start = age !== undefined ? `At ${age}, we started` : "We started";
      if (goals.length > 0)
        return `${start} from your goals: ${c.t.list(goals)}${budget ? `, on a budget of about ${budget}` : ""}.`;
      return budget
        ? `${start} from your budget of about ${budget}.`
        : `${start} from where you are today and what you want protected.`;
    },
  },

  disclaimerIntro: {
    professional: "Before we discuss any plan, I'm required to share this with you:",
    conversational: "Quick thing before we dive in, I'm required to read you this:",
    educational: "First, an important notice I'm required to read to you:",
  },

  recommendIntro: {
    professional: (c) => `My recommendation has ${count(c)} parts: ${names(c)}.`,
    conversational: (c) => `Here's what I'd put together for you: ${names(c)}.`,
    educational: (c) =>
      `I'm recommending ${count(c)} pieces that work together: ${names(c)}. Let me take them one at a time.`,
  },

  policyShort: {
    professional: (p, i, c) => `${ORDINAL[i] ?? "Then"}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    conversational: (p, i, c) =>
      `${conversationalOrdinal(i, c.policies.length)}, ${nameIn(p)}, ${priceClause(p, c)}.`,
    educational: (p, i, c) => `The ${ORDINAL_ADJ[i] ?? "next"} piece is ${nameIn(p)}, ${priceClause(p, c)}.`,
  },

  policyLead: {
    professional: (p, i) => `${ORDINAL[i] ?? "Then"}, I recommend ${nameIn(p)}.`,
    conversational: (p, i, c) => `${conversationalOrdinal(i, c.policies.length)}, ${nameIn(p)}.`,
    educational: (p, i) => `Let's look at the ${ORDINAL_ADJ[i] ?? "next"} piece: ${nameIn(p)}.`,
  },

  policyGap: {
    professional: (p, _i, c) => c.t.needGap[p.product],
    conversational: (p, _i, c) => `Why does it matter? ${c.t.needGap[p.product]}`,
    educational: (p, _i, c) => `Think of it this way. ${c.t.needGap[p.product]}`,
  },

  policyCoverage: (p) => (p.coverage ? `Coverage: ${p.coverage}.` : ""),

  policyPrice: {
    professional: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "It is available with a zero premium.";
      return premium.kind === "single"
        ? `It takes a single premium of about ${premium.text}.`
        : `The estimated premium is ${premium.text}.`;
    },
    conversational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "And it can come with a zero premium.";
      return premium.kind === "single"
        ? `It's a one-time premium of about ${premium.text}.`
        : `It runs ${premium.text}.`;
    },
    educational: (p, _i, c) => {
      const premium = c.premium(p);
      if (premium.kind === "zero") return "You can get it with a zero premium.";
      return premium.kind === "single"
        ? `You fund it once, with a single premium of about ${premium.text}.`
        : `You can expect ${premium.text} for it.`;
    },
  },

  policyCarrier: {
    professional: (p) => (p.carrier ? `My first choice of carrier for it is ${p.carrier}.` : ""),
    conversational: (p) => (p.carrier ? `I'd go with ${p.carrier} first.` : ""),
    educational: (p) =>
      p.carrier
        ? `I'll compare carriers for you, starting with ${p.carrier}, the best fit for your situation.`
        : "",
  },

  timing: (fact) => `One thing worth knowing: ${fact}`,

  bridge: {
    professional: () =>
      "Each part covers a different risk, and together they keep those costs from falling on you or your family.",
    conversational: () => "Does that make sense so far?",
    educational: () =>
      "So, to sum up: each piece covers a different risk, and together they work as one plan.",
  },

  total: (total) => `All together, that's ${total}.`,
  withinBudget: (budget) => `That fits within the ${budget} you mentioned.`,
  overBudget: (budget, lead) =>
    `That's above the ${budget} you mentioned, so we can adjust the amounts, or start with ${lead} and add the rest later.`,
  deferredNote:
    "You also mentioned other coverage; we'll look at that in a separate appointment, so today stays focused on your Medicare choices.",
  applyHow: {
    professional: () =>
      "The application itself is straightforward: we go through the questions together, and you review every answer before anything is submitted.",
    conversational: () =>
      "The application's easy: we'll go through the questions together, and you'll see every answer before anything gets sent.",
    educational: () =>
      "On the application, we go through the questions together, and you review every answer before it's submitted, so nothing goes in that you haven't seen.",
  },
  priceConcern: {
    professional: () =>
      "If the premium is a concern, we can adjust the coverage amounts rather than leave a need uncovered.",
    conversational: () =>
      "And if the price feels like a stretch, just tell me: we can adjust the amounts instead of leaving something uncovered.",
    educational: () =>
      "If any premium feels too high, we can lower the coverage amount instead of dropping a piece, so no need is left uncovered.",
  },
  commonQuestion: (question, answer) => `A question I often hear at this point: "${question}" ${answer}`,
  estimateNote:
    "These figures are estimates; the carrier confirms the final premium once your application is reviewed.",

  thinkItOver: {
    professional: () =>
      "If you'd like time to think it over, that's perfectly fine: I'll leave you a written summary, and we can speak again at a time that suits you.",
    conversational: () =>
      "And if you want to sleep on it, no problem at all: I'll leave you a written summary, and we can talk again whenever works for you.",
    educational: () =>
      "If you'd like time to think it over, that's a good instinct: I'll leave you a written summary of everything we covered, so you can review it at your own pace.",
  },
  recap: {
    professional: (c, total) =>
      `To summarize: ${names(c)}${total ? `, for ${total}` : ""}, with a review together in 90 days.`,
    conversational: (c, total) =>
      `So that's ${names(c)}${total ? `, ${total} all in` : ""}, and we check in again in 90 days.`,
    educational: (c, total) =>
      `Let's recap: ${names(c)}${total ? `, ${total} in total` : ""}, and a review in 90 days so you always know where you stand.`,
  },

  nextSteps: {
    professional: () =>
      "If this meets your needs, we can complete the application today. I'll follow up within 48 hours to answer any questions, and I'll update you on the application within 5 business days.",
    conversational: () =>
      "If it feels right, we can get the application going today. I'll call you within 48 hours in case anything comes up, and I'll let you know where the application stands within 5 business days.",
    educational: () =>
      "Here's what happens next: we complete the application together and the carrier reviews it. I'll call you within 48 hours to answer anything that came up, and again within 5 business days with the application's status.",
  },

  review: {
    professional: () =>
      "In 90 days, we'll meet again to review your coverage and make sure it's working as intended.",
    conversational: () =>
      "And in 90 days, we'll sit down again to make sure everything's working the way it should.",
    educational: () =>
      "In 90 days, we'll review your coverage together, so you know exactly what you have and how to use it.",
  },

  close: {
    professional: [
      () => "Do you have any questions before we move forward with the application?",
      () => "What questions can I answer for you before we start the application?",
      () => "Shall I go over anything again before we start the application?",
    ],
    conversational: [
      () => "How does that sound to you? If it feels right, we can get started today.",
      () => "What do you think? If you're comfortable with it, we can get going today.",
      () => "So, how do you feel about all this? If it fits, we can start today.",
    ],
    educational: [
      () =>
        "What questions do you have? I want you to feel completely comfortable before you decide anything.",
      () => "Which part should I explain again? No rush: I want you to feel sure first.",
      () => "What would you like to go over again? Take your time: this decision is yours alone.",
    ],
  },

  questionsInvite: "Stop me at any point if something isn't clear.",

  followUp: {
    recap: (c) => ({
      when: "Same day",
      action: `Send ${who(c)} a short thank-you note recapping ${names(c)}, the estimated premiums and your direct number.`,
    }),
    policyDelivery: (c) => ({
      when: "When the policy documents arrive",
      action: `Go through them with ${who(c)}: what is covered, the premium and payment date, and who to call with a claim.`,
    }),
  },

  referralScript: {
    professional: (c) =>
      `${c.address ? `${c.address}, thank` : "Thank"} you for trusting me with your coverage. Much of my practice comes from introductions by clients like you. Is there someone you care about, a friend, a neighbor or a family member, who would appreciate the same kind of review? If so, would you pass along my number, or ask them whether they'd like me to call? I'll treat them with the same care, and there's never any pressure.`,
    conversational: (c) =>
      `I've really enjoyed working with you${c.w.name ? `, ${c.w.name}` : ""}. Most of my new clients come from people like you telling a friend. Who do you know who'd want the same kind of checkup on their coverage? You could share my number, or ask them if it's okay for me to give them a call. No pressure on them at all.`,
    educational: () =>
      "A lot of people don't know what their coverage leaves out until they need it. If someone you know is turning 65, retiring, or simply unsure what they have, I'd be glad to explain their options the same way I explained yours. Would you share my number with them, or ask whether they'd like me to call?",
  },

  referralTips: [
    "Ask at the right moment: right after you've solved a problem, or at the 90-day review when the coverage has proved itself, not before the application is done.",
    'Be specific: ask about people in the same situation (turning 65, retiring, new grandparents) rather than "anyone you know".',
    "Let the client make the introduction with your card or a short text to forward; for Medicare, never make an unsolicited call to a referral: wait until they contact you or agree to a call.",
    "Thank every referral source personally and let them know you followed up, whether or not the person buys.",
  ],
};
