// The chat coach's understanding, scored on the labelled agent questions of packages/engine/eval/coach/
// (docs/engine/evaluations.md, "Coach questions"). Each case goes through the engine's coach decision,
// the same `decideMessage` the server calls (with the open bundle for a follow-up), then through the
// engine's answer for that decision. Reports accuracy per kind × language, topic accuracy, and the
// mustContain / mustNotContain pass rate. An evaluation, not a test: it always exits 0.
// Results: bench/results/coach-<split>.json.
//   node bench/coach.mjs [--split dev|holdout|all|<set>] [--show <id,...>] [--fails]
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadEngine } from "./engine-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    split: { type: "string", default: "dev" },
    show: { type: "string" },
    fails: { type: "boolean", default: false },
  },
  strict: false,
});
// "dev", "holdout", "all" (both), or any other set written beside them (a round's probe, "probe-8").
const split = /^[a-z0-9-]+$/u.test(values.split) ? values.split : "dev";
// A fixed "now" so figures and windows are reproducible: the plan year the tables hold.
const NOW = new Date(Date.UTC(2026, 10, 25, 12));
const KINDS = ["new_client", "follow_up", "fact", "objection", "how_to", "product", "off_topic"];
const LANGUAGES = ["en", "es", "fr"];

function loadCases() {
  const dir = `${root}packages/engine/eval/coach/`;
  if (!existsSync(dir)) return [];
  const wanted = split === "all" ? ["dev", "holdout"] : [split];
  const cases = [];
  for (const file of readdirSync(dir).sort()) {
    const m = /^([a-z0-9-]+)-(en|es|fr)\.json$/u.exec(file);
    if (!m || !wanted.includes(m[1])) continue;
    for (const c of JSON.parse(readFileSync(dir + file, "utf8"))) cases.push({ ...c, split: m[1] });
  }
  return cases;
}

const fold = (s) =>
  String(s ?? "")
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[’‘]/gu, "'")
    .replace(/[\u00a0\u202f]/gu, " ");

const contains = (text, entry) =>
  (Array.isArray(entry) ? entry : [entry]).some((e) => text.includes(fold(e)));
const containsWord = (text, word) =>
  new RegExp(
    `(?<![\\p{L}\\p{N}])${fold(word).replace(/[.*+?^${}()|[\]\\]/gu, "\\$&")}(?![\\p{L}\\p{N}])`,
    "u",
  ).test(text);

/** The kind the engine understood: its own label when it gives one, else read from the decision. */
function understood(decision) {
  if (decision.question) return { kind: decision.question.kind, topic: decision.question.topic ?? null };
  switch (decision.kind) {
    case "bundle":
      return { kind: "new_client", topic: null };
    case "product_info":
      return { kind: "product", topic: decision.product };
    case "follow_up":
      return { kind: "follow_up", topic: decision.topic };
    case "redirect":
      return { kind: "off_topic", topic: null };
    default:
      // The first router answered "coaching" or "model" without saying what was asked.
      return { kind: decision.kind, topic: null };
  }
}

/** The engine's answer, as the server gives it without a model. */
function answerOf(engine, decision, message, bundle, language) {
  if (typeof engine.coachAnswer === "function") {
    const a = engine.coachAnswer(decision, message, { bundle, now: NOW, id: "eval-bundle" });
    if (a) return a.content;
  }
  switch (decision.kind) {
    case "redirect":
    case "limit":
    case "save_reply":
      return decision.reply;
    case "product_info":
      return engine.productInfoAnswer(decision.product, language, NOW);
    case "bundle": {
      const r = engine.generateBundle({ lead: message, language }, { id: "eval", now: NOW, language });
      return r.ok ? [r.bundle.summary, ...r.bundle.talkTrack].join("\n") : r.missing.join("\n");
    }
    case "follow_up":
      if (bundle) return engine.followUpAnswer(decision.topic, bundle, language, NOW);
      return engine.coachingReply(message, { now: NOW, language }).text;
    default:
      return engine.coachingReply(message, { now: NOW, language }).text;
  }
}

const pct = (n, d) => (d === 0 ? null : Math.round((n / d) * 1000) / 10);

async function main() {
  const engine = await loadEngine();
  const cases = loadCases();
  const bundles = new Map();
  const bundleFor = (lead, language) => {
    const key = `${language}|${lead}`;
    if (!bundles.has(key)) {
      const r = engine.generateBundle({ lead }, { id: "eval-bundle", now: NOW });
      bundles.set(key, r.ok ? r.bundle : null);
    }
    return bundles.get(key);
  };
  const show = new Set((values.show ?? "").split(",").filter(Boolean));
  const rows = [];
  for (const c of cases) {
    const bundle = c.bundle ? bundleFor(c.bundle, c.language) : null;
    const state = {
      language: c.language,
      lastReplyKind: c.bundle ? "bundle" : null,
      followUpCount: 0,
      allowance: { unlimited: false, remaining: 5 },
    };
    let decision;
    let reply = "";
    let error = null;
    try {
      decision = engine.decideMessage(c.message, state);
      reply = answerOf(engine, decision, c.message, bundle, decision.language) ?? "";
    } catch (e) {
      error = String(e?.stack ?? e);
      decision = { kind: "error" };
    }
    const got = understood(decision);
    const text = fold(reply);
    const must = (c.expect.mustContain ?? []).filter((e) => !contains(text, e));
    const mustNot = (c.expect.mustNotContain ?? []).filter((w) => containsWord(text, w));
    const kindOk = got.kind === c.expect.kind;
    const topicOk = c.expect.topic === undefined ? null : kindOk && got.topic === c.expect.topic;
    const content = (c.expect.mustContain ?? []).length + (c.expect.mustNotContain ?? []).length > 0;
    const refusalCharged = c.expect.kind === "off_topic" && decision.costsCredit === true;
    const row = {
      id: c.id,
      split: c.split,
      language: c.language,
      expected: c.expect.kind,
      expectedTopic: c.expect.topic ?? null,
      got: got.kind,
      gotTopic: got.topic,
      kindOk,
      topicOk,
      content: content ? must.length === 0 && mustNot.length === 0 : null,
      missing: must,
      forbidden: mustNot,
      replyLanguage: decision.language ?? null,
      languageOk: decision.language === c.language,
      refusalCharged,
      bundleBuilt: c.bundle ? bundle !== null : null,
      words: reply.split(/\s+/u).filter(Boolean).length,
      error,
    };
    rows.push(row);
    if (show.has(c.id) || show.has("all"))
      console.log(`\n=== ${c.id} [${c.language}] ${c.message}\n→ ${got.kind}/${got.topic}\n${reply}\n`);
  }

  const table = {};
  for (const kind of KINDS) {
    table[kind] = {};
    for (const language of LANGUAGES) {
      const set = rows.filter((r) => r.expected === kind && r.language === language);
      table[kind][language] = {
        n: set.length,
        accuracy: pct(set.filter((r) => r.kindOk).length, set.length),
      };
    }
  }
  const byLanguage = {};
  for (const language of LANGUAGES) {
    const set = rows.filter((r) => r.language === language);
    byLanguage[language] = { n: set.length, accuracy: pct(set.filter((r) => r.kindOk).length, set.length) };
  }
  const topics = rows.filter((r) => r.topicOk !== null);
  const contents = rows.filter((r) => r.content !== null);
  const summary = {
    split,
    now: NOW.toISOString(),
    cases: rows.length,
    accuracy: pct(rows.filter((r) => r.kindOk).length, rows.length),
    topicAccuracy: pct(topics.filter((r) => r.topicOk).length, topics.length),
    contentPass: pct(contents.filter((r) => r.content).length, contents.length),
    contentCases: contents.length,
    languageOk: pct(rows.filter((r) => r.languageOk).length, rows.length),
    refusalsCharged: rows.filter((r) => r.refusalCharged).length,
    bundlesNotBuilt: [
      ...new Set(cases.filter((_c, i) => rows[i].bundleBuilt === false).map((c) => c.bundle)),
    ],
    errors: rows.filter((r) => r.error).length,
    byLanguage,
    byKind: table,
  };

  console.log(`coach eval (${split}): ${rows.length} cases, now ${NOW.toISOString().slice(0, 10)}`);
  if (rows.length === 0) console.log("no cases for this split");
  const head = `${"kind".padEnd(12)}${LANGUAGES.map((l) => l.padStart(14)).join("")}`;
  console.log(head);
  for (const kind of KINDS) {
    const cells = LANGUAGES.map((l) => {
      const c = table[kind][l];
      return (c.n ? `${c.accuracy}% (${c.n})` : "-").padStart(14);
    });
    console.log(`${kind.padEnd(12)}${cells.join("")}`);
  }
  console.log(
    `${"all".padEnd(12)}${LANGUAGES.map((l) => `${byLanguage[l].accuracy}% (${byLanguage[l].n})`.padStart(14)).join("")}`,
  );
  console.log(
    `kind accuracy ${summary.accuracy}% · topic ${summary.topicAccuracy}% (${topics.length}) · mustContain/mustNotContain ${summary.contentPass}% (${contents.length}) · reply language ${summary.languageOk}% · refusals charged ${summary.refusalsCharged} · errors ${summary.errors}`,
  );
  if (summary.bundlesNotBuilt.length > 0)
    console.log(`bundles not built: ${summary.bundlesNotBuilt.join(" | ")}`);
  if (values.fails) {
    for (const r of rows) {
      if (r.kindOk && r.topicOk !== false && r.content !== false && !r.error) continue;
      const c = cases.find((x) => x.id === r.id);
      console.log(
        `✗ ${r.id} want ${r.expected}/${r.expectedTopic} got ${r.got}/${r.gotTopic}${r.missing.length ? ` missing ${JSON.stringify(r.missing)}` : ""}${r.forbidden.length ? ` forbidden ${JSON.stringify(r.forbidden)}` : ""}${r.error ? ` ERROR ${r.error.split("\n")[0]}` : ""} :: ${c.message}`,
      );
    }
  }
  mkdirSync(`${root}bench/results`, { recursive: true });
  writeFileSync(
    `${root}bench/results/coach-${split}.json`,
    `${JSON.stringify({ summary, rows }, null, 2)}\n`,
  );
}

main()
  .catch((error) => {
    console.error(error);
  })
  .finally(() => process.exit(0));
