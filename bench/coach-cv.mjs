// The coach's understanding under k-fold cross-validation on the dev questions (packages/engine/eval/coach/
// dev-*.json). The learned reading is trained on those questions, so the dev figure of bench/coach.mjs no
// longer says how it reads new wordings: here each fold's questions are read by a reader trained on the
// other folds only. A question and its translations (the same id but for the language) share a fold.
// Reported per language, kind and topic accuracy of: the rules alone (no training: the same figure as
// bench/coach.mjs on dev, and as optimistic, since the rules were written looking at these questions),
// the rules with the learned reading (the engine's `understand`), and the learned reading alone. Also the
// learned reading's accuracy by its confidence, the reader's build time and the cost of one message.
// An evaluation, not a test: it always exits 0. Results: bench/results/coach-cv.json.
//   node bench/coach-cv.mjs [--folds 5] [--changes]
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { devCases, exampleOf } from "../scripts/coach-training.mjs";
import { loadEngine } from "./engine-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    folds: { type: "string", default: "5" },
    changes: { type: "boolean", default: false },
  },
  strict: false,
});
const FOLDS = Math.max(2, Number.parseInt(values.folds, 10) || 5);
const LANGUAGES = ["en", "es", "fr"];

/** FNV-1a: a fold that depends on the question alone, not on the files' order. */
function hash(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
/** "en-006", "es-006" and "fr-006" are one question in three languages: one group. */
const groupOf = (id) => id.replace(/(^|-)(?:en|es|fr)(?=-)/u, "$1");

/** As bench/coach.mjs reads a decision: the first filter's refusal stands, except about an open bundle. */
function finalReading(engine, c, question) {
  let verdict = engine.offTopic(c.message);
  if (verdict && c.bundle && question.kind !== "off_topic") verdict = null;
  if (verdict || question.kind === "off_topic") return { kind: "off_topic", topic: null };
  return { kind: question.kind, topic: question.topic ?? null };
}

const pct = (n, d) => (d === 0 ? null : Math.round((n / d) * 1000) / 10);

function tally(rows, key) {
  const out = {};
  for (const language of [...LANGUAGES, "all"]) {
    const set = rows.filter((r) => language === "all" || r.language === language);
    const topics = set.filter((r) => r.expectedTopic !== null);
    out[language] = {
      n: set.length,
      kind: pct(set.filter((r) => r[key].kind === r.expected).length, set.length),
      topic: pct(
        topics.filter((r) => r[key].kind === r.expected && r[key].topic === r.expectedTopic).length,
        topics.length,
      ),
    };
  }
  return out;
}

async function main() {
  const engine = await loadEngine(
    [
      'export { understandWith } from "./coach/decisions/understand.ts";',
      'export { trainLearnedReader } from "./coach/decisions/learned-reading.ts";',
      'export { offTopic } from "./coach/decisions/detect.ts";',
    ].join("\n"),
  );
  const cases = devCases().map((c) => ({ ...c, fold: hash(groupOf(c.id)) % FOLDS }));
  const rows = [];
  const buildMs = [];
  for (let fold = 0; fold < FOLDS; fold++) {
    const training = cases.filter((c) => c.fold !== fold).map(exampleOf);
    const started = performance.now();
    const reader = engine.trainLearnedReader(training);
    buildMs.push(performance.now() - started);
    for (const c of cases.filter((x) => x.fold === fold)) {
      const context = { bundleOpen: Boolean(c.bundle) };
      const learned = reader.read(c.message, context.bundleOpen);
      rows.push({
        id: c.id,
        language: c.language,
        message: c.message,
        expected: c.expect.kind,
        expectedTopic: c.expect.topic ?? null,
        rules: finalReading(engine, c, engine.understandWith(c.message, context, null)),
        blend: finalReading(engine, c, engine.understandWith(c.message, context, reader)),
        learned: { kind: learned.kind, topic: learned.topic ?? null },
        confidence: learned.confidence,
        share: learned.topics[learned.kind].share,
      });
    }
  }

  // The cost of one message, on a reader trained on every dev question.
  const fullStarted = performance.now();
  const reader = engine.trainLearnedReader(cases.map(exampleOf));
  const fullBuildMs = performance.now() - fullStarted;
  const timed = (fn) => {
    for (const c of cases) fn(c); // warm-up
    const started = performance.now();
    const rounds = 5;
    for (let r = 0; r < rounds; r++) for (const c of cases) fn(c);
    return ((performance.now() - started) / (rounds * cases.length)) * 1000;
  };
  const rulesUs = timed((c) => engine.understandWith(c.message, { bundleOpen: Boolean(c.bundle) }, null));
  const blendUs = timed((c) => engine.understandWith(c.message, { bundleOpen: Boolean(c.bundle) }, reader));
  const readUs = timed((c) => reader.read(c.message, Boolean(c.bundle)));

  const figures = {
    rules: tally(rows, "rules"),
    blend: tally(rows, "blend"),
    learned: tally(rows, "learned"),
  };
  // The learned reading's kind accuracy by its confidence, in bands and from each band's floor up; its
  // topic accuracy (where the kind is right) by the topic's share of the kind.
  const bands = [0, 0.6, 0.9, 0.99, 0.999];
  const band = (value, i) => value >= bands[i] && (i + 1 === bands.length || value < bands[i + 1]);
  const kindRight = (r) => r.learned.kind === r.expected;
  const calibration = bands.map((from, i) => {
    const inBand = rows.filter((r) => band(r.confidence, i));
    const fromUp = rows.filter((r) => r.confidence >= from);
    const topics = rows.filter((r) => kindRight(r) && r.expectedTopic !== null && band(r.share, i));
    return {
      from,
      n: inBand.length,
      kind: pct(inBand.filter(kindRight).length, inBand.length),
      kindFromHereUp: pct(fromUp.filter(kindRight).length, fromUp.length),
      topicN: topics.length,
      topic: pct(topics.filter((r) => r.learned.topic === r.expectedTopic).length, topics.length),
    };
  });

  console.log(`coach cross-validation: ${cases.length} dev questions, ${FOLDS} folds`);
  console.log(`${"".padEnd(22)}${[...LANGUAGES, "all"].map((l) => l.padStart(14)).join("")}`);
  const names = { rules: "rules alone", blend: "rules + learned", learned: "learned alone" };
  for (const [key, name] of Object.entries(names)) {
    for (const measure of ["kind", "topic"]) {
      const cells = [...LANGUAGES, "all"].map((l) => `${figures[key][l][measure]}%`.padStart(14));
      console.log(`${`${name} ${measure}`.padEnd(22)}${cells.join("")}`);
    }
  }
  console.log(
    "learned alone, by confidence: kind right in the band (and from its floor up); by topic share: topic right",
  );
  for (const c of calibration)
    console.log(
      `  from ${String(c.from).padEnd(6)} ${String(c.n).padStart(4)} readings, kind ${c.kind}% (${c.kindFromHereUp}% from here up) · ${String(c.topicN).padStart(4)} topics, ${c.topic}%`,
    );
  const mean = (xs) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(
    `reader build ${fullBuildMs.toFixed(1)} ms on every dev question (${mean(buildMs).toFixed(1)} ms a fold) · per message: rules ${rulesUs.toFixed(1)} µs, rules + learned ${blendUs.toFixed(1)} µs, learned read alone ${readUs.toFixed(1)} µs`,
  );
  const changed = rows.filter((r) => r.rules.kind !== r.blend.kind || r.rules.topic !== r.blend.topic);
  const right = (r, key) =>
    r[key].kind === r.expected && (r.expectedTopic === null || r[key].topic === r.expectedTopic);
  console.log(
    `readings the learned reading changed: ${changed.length} (right before ${changed.filter((r) => right(r, "rules")).length}, right after ${changed.filter((r) => right(r, "blend")).length})`,
  );
  if (values.changes)
    for (const r of changed)
      console.log(
        `${right(r, "blend") ? "+" : right(r, "rules") ? "-" : "~"} ${r.id} want ${r.expected}/${r.expectedTopic} rules ${r.rules.kind}/${r.rules.topic} → ${r.blend.kind}/${r.blend.topic} :: ${r.message}`,
      );
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(
    `${root}bench/results/coach-cv.json`,
    `${JSON.stringify({ folds: FOLDS, cases: cases.length, figures, calibration, buildMs, fullBuildMs, perMessageUs: { rules: rulesUs, blend: blendUs, read: readUs }, rows }, null, 2)}\n`,
  );
}

main()
  .catch((error) => {
    console.error(error);
  })
  .finally(() => process.exit(0));
