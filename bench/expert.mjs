// Expert evaluation: the bundles the engine builds for the labelled leads in packages/engine/eval/expert/
// (format: docs/engine/evaluations.md), graded as a compliance-minded top producer would. Checks per case:
// core (the core product is one of the acceptable ones), include, forbidden, windows and noWindows (ids
// found anywhere in `bundle.timing`), health questions, budget (low end of the monthly total) and
// appointment (the core product's line, and no product of the other line). An evaluation, not a test:
// it reports and exits 0. Results: bench/results/expert-<split>.json.
//   node bench/expert.mjs [--split dev|holdout|all|<set>] [--lang en|es|fr] [--quiet]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadEngine } from "./engine-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SETS = `${root}packages/engine/eval/expert/`;
const LANGS = ["en", "es", "fr"];
const CHECKS = [
  "core",
  "include",
  "forbidden",
  "windows",
  "noWindows",
  "healthQuestions",
  "budget",
  "appointment",
];
const LIFE_ANNUITY = new Set([
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
]);
const MEDICARE = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);

const { values: args } = parseArgs({
  options: {
    split: { type: "string", default: "dev" },
    lang: { type: "string" },
    quiet: { type: "boolean", default: false },
  },
  strict: false,
});
// "dev" and "holdout", or any other set written beside them (a new round kept apart while it is read).
const splits =
  args.split === "all" ? ["dev", "holdout"] : [/^[a-z0-9-]+$/.test(args.split) ? args.split : "dev"];

// ---- Reading the bundle -------------------------------------------------------------------------------

/**
 * Every `id` field anywhere in the timing section, whatever its shape. A window shown as closed ("Medigap
 * open enrollment: closed August 31") neither names nor claims it: it tells the agent it is over.
 */
function timingIds(timing) {
  const ids = new Set();
  const walk = (x, depth) => {
    if (depth > 8 || x === null || typeof x !== "object") return;
    if (Array.isArray(x)) {
      for (const v of x) walk(v, depth + 1);
      return;
    }
    if (x.status === "closed_recently") return;
    for (const [k, v] of Object.entries(x)) {
      if (k === "id" && typeof v === "string") ids.add(v);
      else walk(v, depth + 1);
    }
  };
  walk(timing, 0);
  return ids;
}

/** A structured health-questions answer in the timing section, if the engine gives one. */
function structuredHealthQuestions(timing) {
  let found;
  const walk = (x, depth) => {
    if (found !== undefined || depth > 8 || x === null || typeof x !== "object") return;
    for (const [k, v] of Object.entries(x)) {
      if (k === "healthQuestions" && (v === "none" || v === "asked")) found = v;
      else if ((k === "guaranteedIssue" || k === "noHealthQuestions") && typeof v === "boolean")
        found = v ? "none" : "asked";
      else walk(v, depth + 1);
      if (found !== undefined) return;
    }
  };
  walk(timing, 0);
  return found;
}

function strings(x, out = [], depth = 0) {
  if (depth > 8 || x === null || x === undefined) return out;
  if (typeof x === "string") out.push(x);
  else if (Array.isArray(x)) for (const v of x) strings(v, out, depth + 1);
  else if (typeof x === "object") for (const v of Object.values(x)) strings(v, out, depth + 1);
  return out;
}

const MEDIGAP_WORDS = /medigap|supplement|suplemento|suppl[ée]ment|compl[ée]mentaire|\bplan(?:e)? [a-n]\b/i;
const NO_HQ =
  /no health questions|without (?:any )?health questions|guaranteed[- ]issue|can(?:no|')t be (?:declined|turned down)|sin preguntas de salud|emisi[oó]n garantizada|no (?:le|la|lo) pueden (?:negar|rechazar)|sans questions? (?:de|sur la) sant[ée]|[ée]mission garantie|acceptation garantie/i;
const NEGATION =
  /\b(?:not|no longer|outside|unless|until|without a|after|once|isn't|aren't|won't|fuera|hasta|salvo|sin derecho|pas|hors|sauf|jusqu)\b|n't\b/i;

/**
 * Text fallback for the health-questions check while the bundle has no structured answer: does any
 * sentence about Medigap promise no health questions (not negated in the 40 characters before it)?
 */
function claimsNoHealthQuestions(bundle) {
  const text = strings([
    bundle.summary,
    bundle.policies?.map((p) => [p.name, p.why, p.coverage]),
    bundle.talkTrack,
    bundle.scripts,
    bundle.objections,
    bundle.followUp,
    bundle.timing,
  ]).join("\n");
  for (const sentence of text.split(/(?<=[.!?;])\s+|\n/)) {
    if (!MEDIGAP_WORDS.test(sentence)) continue;
    const m = NO_HQ.exec(sentence);
    if (!m) continue;
    const before = sentence.slice(Math.max(0, m.index - 40), m.index);
    if (!NEGATION.test(before)) return true;
  }
  return false;
}

const lineOf = (product) => (LIFE_ANNUITY.has(product) ? "life_annuity" : "medicare");

// ---- Grading ------------------------------------------------------------------------------------------

function grade(c, result) {
  const e = c.expect;
  const checks = {};
  const reasons = [];
  const set = (name, pass, reason) => {
    checks[name] = pass;
    if (!pass) reasons.push(reason);
  };
  if (!result?.ok) {
    const why = result?.error ? `error: ${result.error}` : "no bundle (asked for more facts)";
    for (const name of CHECKS) if (applies(name, e)) checks[name] = false;
    return { checks, reasons: [why], products: [], core: undefined, windows: [] };
  }
  const b = result.bundle;
  const products = (b.policies ?? []).map((p) => p.product);
  const core = (b.policies ?? []).find((p) => p.role === "core")?.product ?? products[0];
  const hasTiming = b.timing !== undefined && b.timing !== null;
  const windows = timingIds(b.timing);

  set("core", e.core.includes(core), `core ${core} not in [${e.core.join(", ")}]`);
  if (applies("include", e)) {
    const missing = e.include.filter((p) => !products.includes(p));
    set("include", missing.length === 0, `missing ${missing.join(", ")}`);
  }
  if (applies("forbidden", e)) {
    const present = e.forbidden.filter((p) => products.includes(p));
    set("forbidden", present.length === 0, `forbidden ${present.join(", ")}`);
  }
  if (applies("windows", e)) {
    const missing = e.windows.filter((w) => !windows.has(w));
    set(
      "windows",
      missing.length === 0,
      `${hasTiming ? "windows missing" : "no timing section:"} ${missing.join(", ")}`,
    );
  }
  if (applies("noWindows", e)) {
    const claimed = e.noWindows.filter((w) => windows.has(w));
    set("noWindows", claimed.length === 0, `claims ${claimed.join(", ")}`);
  }
  if (applies("healthQuestions", e)) {
    const structured = structuredHealthQuestions(b.timing);
    const said = structured ?? (claimsNoHealthQuestions(b) ? "none" : "asked");
    set(
      "healthQuestions",
      said === e.healthQuestions,
      e.healthQuestions === "none"
        ? "does not say Medigap without health questions"
        : "promises no health questions",
    );
  }
  if (applies("budget", e)) {
    const low = b.totals?.monthlyPremium?.low ?? 0;
    set("budget", low <= e.maxMonthlyLow, `low end $${low}/mo over $${e.maxMonthlyLow}`);
  }
  const line = core ? lineOf(core) : undefined;
  const crossLine = products.filter((p) =>
    line === "life_annuity" ? MEDICARE.has(p) : line === "medicare" ? LIFE_ANNUITY.has(p) : false,
  );
  set(
    "appointment",
    line === e.appointment && crossLine.length === 0,
    line !== e.appointment
      ? `${line} appointment, not ${e.appointment}`
      : `other line in bundle: ${crossLine.join(", ")}`,
  );
  return { checks, reasons, products, core, windows: [...windows] };
}

function applies(name, e) {
  switch (name) {
    case "core":
    case "appointment":
      return true;
    case "include":
      return (e.include?.length ?? 0) > 0;
    case "forbidden":
      return (e.forbidden?.length ?? 0) > 0;
    case "windows":
      return (e.windows?.length ?? 0) > 0;
    case "noWindows":
      return (e.noWindows?.length ?? 0) > 0;
    case "healthQuestions":
      return e.healthQuestions === "none" || e.healthQuestions === "asked";
    case "budget":
      return typeof e.maxMonthlyLow === "number";
    default:
      return false;
  }
}

// ---- Running -------------------------------------------------------------------------------------------

function loadCases(split) {
  const out = [];
  const files = readdirSync(SETS);
  for (const lang of LANGS) {
    if (args.lang && args.lang !== lang) continue;
    if (!files.includes(`${split}-${lang}.json`)) continue;
    for (const c of JSON.parse(readFileSync(`${SETS}${split}-${lang}.json`, "utf8")))
      out.push({ ...c, split });
  }
  return out;
}

const pct = (n, d) => (d === 0 ? "   — " : `${((100 * n) / d).toFixed(0).padStart(4)}%`);

function runSplit(engine, split) {
  const cases = loadCases(split);
  const tally = {}; // lang|all -> check -> {pass, n}
  const count = (lang, name, pass) => {
    for (const key of [lang, "all"]) {
      tally[key] ??= {};
      tally[key][name] ??= { pass: 0, n: 0 };
      tally[key][name].n++;
      if (pass) tally[key][name].pass++;
    }
  };
  const results = [];
  for (const c of cases) {
    let result;
    try {
      result = engine.generateBundle(
        { lead: c.lead, language: c.language },
        { id: c.id, now: new Date(`${c.now}T12:00:00Z`), language: c.language },
      );
    } catch (err) {
      result = { ok: false, error: err?.message ?? String(err) };
    }
    const g = grade(c, result);
    for (const [name, pass] of Object.entries(g.checks)) count(c.language, name, pass);
    const passed = Object.values(g.checks).every(Boolean);
    count(c.language, "case", passed);
    results.push({ id: c.id, language: c.language, passed, ...g });
  }
  return { split, cases: cases.length, tally, results };
}

function printSplit(r) {
  const cols = [...LANGS.filter((l) => r.tally[l]), "all"];
  console.log(`\nexpert · ${r.split} · ${r.cases} leads`);
  console.log(["check".padEnd(16), ...cols.map((c) => c.padStart(12))].join(""));
  for (const name of [...CHECKS, "case"]) {
    const row = cols.map((c) => {
      const t = r.tally[c]?.[name];
      return (t ? `${pct(t.pass, t.n)} ${`${t.pass}/${t.n}`.padStart(6)}` : "").padStart(12);
    });
    console.log([(name === "case" ? "all checks" : name).padEnd(16), ...row].join(""));
  }
  if (!args.quiet) {
    const failing = r.results.filter((x) => !x.passed);
    if (failing.length) console.log(`failing (${failing.length}):`);
    for (const x of failing) console.log(`  ${x.id} [${x.products.join(" ")}]: ${x.reasons.join("; ")}`);
  }
}

async function main() {
  const engine = await loadEngine();
  mkdirSync(`${root}bench/results`, { recursive: true });
  const summary = [];
  for (const split of splits) {
    const r = runSplit(engine, split);
    printSplit(r);
    const file = `expert-${split}${args.lang ? `-${args.lang}` : ""}.json`;
    writeFileSync(
      `${root}bench/results/${file}`,
      `${JSON.stringify({ evaluation: "expert", split, date: new Date().toISOString(), ...r }, null, 2)}\n`,
    );
    const all = r.tally.all?.case;
    summary.push(`${split} ${all ? pct(all.pass, all.n).trim() : "—"} of leads pass every check`);
  }
  console.log(`\nwrote bench/results/expert-{${splits.join(",")}}.json (${summary.join(", ")})`);
}

main().catch((err) => {
  // An evaluation reports; it never fails the run.
  console.error("expert evaluation could not run:", err);
  process.exitCode = 0;
});
