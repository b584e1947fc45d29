/**
 * The learned reading: a second opinion beside `understand`'s rules (docs/product/chat-coach.md#answer-decision,
 * docs/decisions/023-coach-learned-understanding.md). A multinomial naive Bayes text classifier over the
 * folded message's words, word pairs and the letter groups inside words (so "deducible"/"deductible",
 * a typo or a missing accent still share most of their features), trained on the labelled agent
 * questions (`training/coach-examples.gen.ts`). It reads a message as one label, "kind/topic"
 * ("fact/part_b_premium", "objection/has_agent", "new_client/"), with a probability.
 *
 * Pure and deterministic: counts in the training file's order, labels in sorted order, ties to the first
 * label. The default reader is built once, at its first use.
 */

import { fold } from "./lexicon.js";
import { QUESTION_KINDS, type QuestionKind } from "./question.js";
import { COACH_EXAMPLES, type CoachExample } from "./training/coach-examples.gen.js";

/** Additive smoothing: small, since most features are seen under a few labels only. */
const ALPHA = 0.05;
/** A feature's weight per family: the letter groups are many per word, so each weighs less. */
const WORD_WEIGHT = 1;
const PAIR_WEIGHT = 1;
const GRAM_WEIGHT = 0.3;
const GRAM_MIN = 3;
const GRAM_MAX = 5;
/**
 * Naive Bayes adds the evidence of hundreds of overlapping features (the letter groups of one word say
 * the same thing many times), so its raw probabilities are all 0 or 1. The probabilities here weigh the
 * evidence per unit of feature weight, times this: cross-validated on dev, the label ranking is the same
 * and the confidence tells right readings from wrong ones (bench/coach-cv.mjs).
 */
const SHARPNESS = 10;
/**
 * The least feature weight the evidence is spread over, about a two-word message's: "ok thanks", "hmm" or
 * a typed-out key row read by a few letter groups stay near even odds instead of one confident label.
 */
const EVIDENCE_FLOOR = 10;

/** What the learned reading says: the most probable kind, how sure it is, and the best topic in each kind. */
export interface LearnedReading {
  kind: QuestionKind;
  /** The best topic within `kind`; absent for a new client or off-topic. */
  topic?: string;
  /** The kind's probability (the sum over its topics, among the labels allowed here: 0-1). */
  confidence: number;
  /** Each kind's probability. */
  kinds: Record<QuestionKind, number>;
  /** Each kind's best topic and its share of the kind's probability (0-1). */
  topics: Record<QuestionKind, { topic?: string; share: number }>;
}

export interface LearnedReader {
  /** Reads one message; `bundleOpen` allows the follow-up labels and folds the rest into them. */
  read(message: string, bundleOpen: boolean): LearnedReading;
}

/**
 * The features of a message: folded words (a number by its length: "#2" an age or a count, "#4" a year or
 * a sum), the Part letters joined to their part ("la b", "partie b" → "partb"), word pairs, and the letter
 * groups of 3-5 inside each word, with a space at each end of the word.
 */
export function features(message: string): Map<string, number> {
  const text = fold(String(message ?? ""))
    .replace(/(?<![a-z'])(?:parts?|parte|partie|la|el)\s+([abcd])(?![a-z'])/gu, " part$1 ")
    .replace(/(?<![a-z'])([bcd])(?![a-z'])/gu, " part$1 ");
  const tokens = text
    .split(/[^a-z0-9]+/u)
    .filter(Boolean)
    .map((t) => (/^\d+$/u.test(t) ? (t.length >= 4 ? "#4" : t.length === 3 ? "#3" : "#2") : t));
  const out = new Map<string, number>();
  const add = (feature: string, weight: number) => {
    if ((out.get(feature) ?? 0) < weight) out.set(feature, weight);
  };
  for (const t of tokens) add(`w ${t}`, WORD_WEIGHT);
  for (let i = 0; i + 1 < tokens.length; i++) add(`p ${tokens[i]} ${tokens[i + 1]}`, PAIR_WEIGHT);
  for (const t of tokens) {
    if (t.startsWith("#")) continue;
    const padded = ` ${t} `;
    for (let n = GRAM_MIN; n <= GRAM_MAX; n++)
      for (let i = 0; i + n <= padded.length; i++) add(`g ${padded.slice(i, i + n)}`, GRAM_WEIGHT);
  }
  return out;
}

const KIND_SET: ReadonlySet<string> = new Set(QUESTION_KINDS);

/**
 * With a bundle open the agent's objection, move or product question is about this client: the
 * follow-up topic it becomes, as the labelled set files it.
 */
const UNDER_BUNDLE: Readonly<Partial<Record<QuestionKind, string>>> = {
  objection: "objection_handling",
  how_to: "sales_script",
  product: "product_suitability",
};

/** Trains a reader on labelled examples (`[message, kind, topic, bundleOpen]`). */
export function trainLearnedReader(examples: readonly CoachExample[]): LearnedReader {
  const labels = [...new Set(examples.map(([, kind, topic]) => `${kind}/${topic}`))].sort();
  const index = new Map(labels.map((label, i) => [label, i]));
  const size = labels.length;
  // Per feature, the labels it was seen under and its weighted count there (sparse: most features
  // appear under a handful of labels).
  const seen = new Map<string, { at: number[]; count: number[] }>();
  const totals = new Float64Array(size);
  for (const [message, kind, topic] of examples) {
    const label = index.get(`${kind}/${topic}`)!;
    for (const [feature, weight] of features(message)) {
      let entry = seen.get(feature);
      if (!entry) {
        entry = { at: [], count: [] };
        seen.set(feature, entry);
      }
      const k = entry.at.indexOf(label);
      if (k < 0) {
        entry.at.push(label);
        entry.count.push(weight);
      } else entry.count[k]! += weight;
      totals[label]! += weight;
    }
  }
  const vocabulary = seen.size;
  // log P(feature | label) = log(count + α) − log(total + αV); stored as the unseen part per label and,
  // per feature, the lift log((count + α) / α) where it was seen.
  const unseen = Float64Array.from(totals, (t) => Math.log(ALPHA) - Math.log(t + ALPHA * vocabulary));
  // Packed: a feature's entries are `at[start[f]..start[f + 1]]` and `lift[...]` (one pair of arrays
  // rather than two per feature: a tenth of the memory).
  const row = new Map<string, number>();
  const start = new Int32Array(vocabulary + 1);
  let entries = 0;
  for (const [feature, { at }] of seen) {
    start[row.size] = entries;
    row.set(feature, row.size);
    entries += at.length;
  }
  start[vocabulary] = entries;
  const at = new Int32Array(entries);
  const lift = new Float64Array(entries);
  let e = 0;
  for (const entry of seen.values())
    for (let k = 0; k < entry.at.length; k++, e++) {
      at[e] = entry.at[k]!;
      lift[e] = Math.log((entry.count[k]! + ALPHA) / ALPHA);
    }
  const kindOf = labels.map((label) => label.slice(0, label.indexOf("/")) as QuestionKind);
  const topicOf = labels.map((label) => label.slice(label.indexOf("/") + 1));
  for (const kind of kindOf) if (!KIND_SET.has(kind)) throw new Error(`unknown kind in training: ${kind}`);

  return {
    read(message, bundleOpen) {
      const score = new Float64Array(size);
      let weight = 0;
      for (const [feature, w] of features(message)) {
        const f = row.get(feature);
        if (f === undefined) continue;
        weight += w;
        for (let k = start[f]!; k < start[f + 1]!; k++) score[at[k]!]! += w * lift[k]!;
      }
      // Labels allowed here, and the label each one counts as.
      const target = labels.map((_, i) => {
        const kind = kindOf[i]!;
        if (!bundleOpen) return kind === "follow_up" ? -1 : i;
        const topic = UNDER_BUNDLE[kind];
        return topic === undefined ? i : (index.get(`follow_up/${topic}`) ?? i);
      });
      let top = Number.NEGATIVE_INFINITY;
      for (let i = 0; i < size; i++) {
        score[i] = score[i]! + weight * unseen[i]!;
        if (target[i]! >= 0 && score[i]! > top) top = score[i]!;
      }
      const probability = new Float64Array(size);
      let sum = 0;
      for (let i = 0; i < size; i++) {
        if (target[i]! < 0) continue;
        const p = Math.exp(((score[i]! - top) / Math.max(weight, EVIDENCE_FLOOR)) * SHARPNESS);
        probability[target[i]!]! += p;
        sum += p;
      }
      const kinds = Object.fromEntries(QUESTION_KINDS.map((k) => [k, 0])) as Record<QuestionKind, number>;
      const bestIn = new Map<QuestionKind, number>();
      for (let i = 0; i < size; i++) {
        probability[i] = probability[i]! / sum;
        const kind = kindOf[i]!;
        kinds[kind] += probability[i]!;
        const best = bestIn.get(kind);
        if (best === undefined || probability[i]! > probability[best]!) bestIn.set(kind, i);
      }
      const topics = Object.fromEntries(
        QUESTION_KINDS.map((k) => {
          const best = bestIn.get(k);
          if (best === undefined || kinds[k] === 0) return [k, { share: 0 }];
          const share = probability[best]! / kinds[k];
          return [k, topicOf[best] ? { topic: topicOf[best], share } : { share }];
        }),
      ) as LearnedReading["topics"];
      let kind: QuestionKind = QUESTION_KINDS[0];
      for (const k of QUESTION_KINDS) if (kinds[k] > kinds[kind]) kind = k;
      const reading: LearnedReading = { kind, confidence: kinds[kind], kinds, topics };
      if (topics[kind].topic) reading.topic = topics[kind].topic;
      return reading;
    },
  };
}

let defaultReader: LearnedReader | undefined;

/** The reader trained on the committed examples, built at its first use and kept. */
export function learnedReader(): LearnedReader {
  defaultReader ??= trainLearnedReader(COACH_EXAMPLES);
  return defaultReader;
}
