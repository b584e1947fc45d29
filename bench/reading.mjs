// Reading evaluation: how well the engine reads free-text leads into a ClientProfile, scored against the
// labelled sets in packages/engine/eval/reading/ (format: docs/engine/evaluations.md). For each fact kind
// and language: recall (expected facts read), precision (read facts that were expected, over the facts
// read of the kinds the case labels), wrong person (a fact read for someone else than the one it belongs
// to) and traps (facts in `absent` that were read). An evaluation, not a test: it reports and exits 0.
// Results: bench/results/reading-<split>.json.
//   node bench/reading.mjs [--split dev|holdout|all|<set>] [--lang en|es|fr] [--cases] [--kind age]
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadEngine } from "./engine-source.mjs";

const root = fileURLToPath(new URL("..", import.meta.url));
const SETS = `${root}packages/engine/eval/reading/`;
const LANGS = ["en", "es", "fr"];
const { values: args } = parseArgs({
  options: {
    split: { type: "string", default: "dev" },
    lang: { type: "string" },
    cases: { type: "boolean", default: false },
    kind: { type: "string" },
  },
  strict: false,
});
// "dev" and "holdout", or any other set written beside them (a new round kept apart while it is read).
const splits =
  args.split === "all" ? ["dev", "holdout"] : [/^[a-z0-9-]+$/.test(args.split) ? args.split : "dev"];

// ---- Flattening a profile into fact keys ----------------------------------------------------------------

function parseKey(key) {
  const m = /^(client|spouse|other)\.(\w+)=(.*)$/.exec(String(key));
  return m ? { who: m[1], kind: m[2], value: m[3], key } : null;
}

const NUMERIC = new Set([
  "age",
  "dependents",
  "income",
  "savings",
  "budget",
  "employees",
  "existingLife",
  "groupLife",
  "mortgage",
  "mortgageYears",
  "debts",
  "desiredAmount",
]);
const CARRIER_NOISE = new Set(["the", "of", "and", "life", "insurance", "company", "co", "inc", "health"]);
const carrierWords = (v) =>
  new Set(
    v
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w && !CARRIER_NOISE.has(w)),
  );

/** Same value for the kind: numbers by value, carriers by their significant words (one set within the other). */
function sameValue(kind, a, b) {
  if (NUMERIC.has(kind)) return Number(a) === Number(b);
  if (kind === "carrier") {
    const x = carrierWords(a);
    const y = carrierWords(b);
    if (x.size === 0 || y.size === 0) return false;
    const within = (s, t) => [...s].every((w) => t.has(w));
    return within(x, y) || within(y, x);
  }
  return String(a).trim().toLowerCase() === String(b).trim().toLowerCase();
}

const matches = (a, b) => a.who === b.who && a.kind === b.kind && sameValue(a.kind, a.value, b.value);
const matchesOtherPerson = (a, b) =>
  a.who !== b.who && a.kind === b.kind && sameValue(a.kind, a.value, b.value);

// ---- Scoring -----------------------------------------------------------------------------------------

function emptyCell() {
  return { expected: 0, found: 0, read: 0, readRight: 0, wrongPerson: 0, traps: 0 };
}

function scoreCase(c, read) {
  const expected = c.facts.map(parseKey).filter(Boolean);
  const absent = (c.absent ?? []).map(parseKey).filter(Boolean);
  // The engine's profileFacts may give keys or objects carrying them ({ fact } / { key }), as an array or a set.
  const keys = [...(read ?? [])].map((x) => (typeof x === "string" ? x : (x?.fact ?? x?.key)));
  const got = [...new Set(keys)].map(parseKey).filter(Boolean);
  const labelledKinds = new Set([...expected, ...absent].map((f) => f.kind));
  const perKind = {};
  const cell = (k) => {
    perKind[k] ??= emptyCell();
    return perKind[k];
  };
  const missed = [];
  const wrong = [];
  const extra = [];
  const traps = [];
  for (const e of expected) {
    const k = cell(e.kind);
    k.expected++;
    if (got.some((g) => matches(g, e))) k.found++;
    else missed.push(e.key);
  }
  for (const g of got) {
    if (!labelledKinds.has(g.kind)) continue;
    const k = cell(g.kind);
    k.read++;
    if (expected.some((e) => matches(g, e))) {
      k.readRight++;
      continue;
    }
    if (expected.some((e) => matchesOtherPerson(g, e))) {
      k.wrongPerson++;
      wrong.push(g.key);
    } else extra.push(g.key);
    if (absent.some((a) => matches(g, a))) {
      k.traps++;
      traps.push(g.key);
    }
  }
  return { perKind, missed, wrong, extra, traps };
}

function add(into, from) {
  for (const f of Object.keys(from)) into[f] += from[f];
}

const pct = (n, d) => (d === 0 ? "  —  " : `${((100 * n) / d).toFixed(1).padStart(5)}`);

function loadCases(split) {
  const out = [];
  for (const lang of LANGS) {
    if (args.lang && args.lang !== lang) continue;
    const file = `${SETS}${split}-${lang}.json`;
    if (!readdirSync(SETS).includes(`${split}-${lang}.json`)) continue;
    for (const c of JSON.parse(readFileSync(file, "utf8"))) out.push({ ...c, lang, split });
  }
  return out;
}

function runSplit(engine, flatten, split) {
  const cases = loadCases(split);
  const byKind = {}; // kind -> lang -> cell
  const byLang = {}; // lang -> cell
  const total = emptyCell();
  const caseResults = [];
  let errors = 0;
  let languageMisses = 0;
  for (const c of cases) {
    let read = [];
    let detected;
    try {
      // `now` is passed even if this engine's parseLead does not take it yet (docs/engine/reading.md adds it).
      const r = engine.parseLead(c.lead, { now: new Date(`${c.now}T12:00:00Z`) });
      detected = r.language;
      read = flatten(r.profile);
    } catch (err) {
      errors++;
      read = [];
      detected = `error: ${err?.message ?? err}`;
    }
    if (detected !== c.lang) languageMisses++;
    const s = scoreCase(c, read);
    for (const [kind, cell] of Object.entries(s.perKind)) {
      byKind[kind] ??= {};
      byKind[kind][c.lang] ??= emptyCell();
      add(byKind[kind][c.lang], cell);
      byLang[c.lang] ??= emptyCell();
      add(byLang[c.lang], cell);
      add(total, cell);
    }
    caseResults.push({
      id: c.id,
      lang: c.lang,
      detected,
      missed: s.missed,
      wrongPerson: s.wrong,
      traps: s.traps,
      extra: s.extra,
    });
  }
  return { split, cases: cases.length, errors, languageMisses, byKind, byLang, total, caseResults };
}

function printSplit(r) {
  const langs = LANGS.filter((l) => r.byLang[l]);
  console.log(
    `\nreading · ${r.split} · ${r.cases} leads${r.errors ? ` · ${r.errors} parser errors` : ""}` +
      ` · language misdetected in ${r.languageMisses}`,
  );
  const head = ["kind".padEnd(14), ...langs.map((l) => `${l}: recall prec  wp  (n)`.padEnd(30))].join(" ");
  console.log(head);
  const kinds = Object.keys(r.byKind).sort(
    (a, b) => sumExpected(r.byKind[b]) - sumExpected(r.byKind[a]) || a.localeCompare(b),
  );
  for (const kind of kinds) {
    if (args.kind && args.kind !== kind) continue;
    const cols = langs.map((l) => {
      const c = r.byKind[kind][l];
      if (!c) return "".padEnd(30);
      return `${pct(c.found, c.expected)} ${pct(c.readRight, c.read)} ${String(c.wrongPerson).padStart(3)} (${c.expected})`.padEnd(
        30,
      );
    });
    console.log([kind.padEnd(14), ...cols].join(" "));
  }
  const line = (name, c) =>
    `${name.padEnd(14)} recall ${pct(c.found, c.expected)}%  precision ${pct(c.readRight, c.read)}%  ` +
    `wrong person ${c.wrongPerson}  traps read ${c.traps}  (${c.found}/${c.expected} facts)`;
  for (const l of langs) console.log(line(`total ${l}`, r.byLang[l]));
  console.log(line("total", r.total));
  if (args.cases) {
    for (const c of r.caseResults) {
      if (!c.missed.length && !c.wrongPerson.length && !c.traps.length) continue;
      const parts = [];
      if (c.missed.length) parts.push(`missed ${c.missed.join(", ")}`);
      if (c.wrongPerson.length) parts.push(`WRONG PERSON ${c.wrongPerson.join(", ")}`);
      if (c.traps.length) parts.push(`trap ${c.traps.join(", ")}`);
      console.log(`  ${c.id}: ${parts.join(" · ")}`);
    }
  }
}

function sumExpected(byLang) {
  return Object.values(byLang).reduce((s, c) => s + c.expected, 0);
}

async function main() {
  const engine = await loadEngine();
  const flatten = engine.profileFacts;
  mkdirSync(`${root}bench/results`, { recursive: true });
  const summary = [];
  for (const split of splits) {
    const r = runSplit(engine, flatten, split);
    printSplit(r);
    const result = {
      evaluation: "reading",
      split,
      date: new Date().toISOString(),
      ...r,
    };
    writeFileSync(
      `${root}bench/results/reading-${split}${args.lang ? `-${args.lang}` : ""}.json`,
      `${JSON.stringify(result, null, 2)}\n`,
    );
    summary.push(`${split} ${pct(r.total.found, r.total.expected).trim()}% recall`);
  }
  console.log(`\nwrote bench/results/reading-{${splits.join(",")}}.json (${summary.join(", ")})`);
}

main().catch((err) => {
  // An evaluation reports; it never fails the run.
  console.error("reading evaluation could not run:", err);
  process.exitCode = 0;
});
