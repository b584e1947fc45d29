#!/usr/bin/env node
// Points every reference to a document outside the repo (product decisions `D-n`, the old notes
// `site.md §2`, `chat-coach.md §4`, `design/api.md`, `style.md §7`, the domain notes, issue numbers) at
// its page inside the repo, using scripts/doc-refs.json. Only prose is touched: comments, strings and
// JSX text in code; all of a Markdown file.
//
//   node scripts/rewrite-doc-refs.mjs            dry run: what would change, counted by kind
//   node scripts/rewrite-doc-refs.mjs --write    apply it
//   --root DIR   work on another copy of the tree      --verbose   list every change
//   paths...     only these files or folders
import { spawnSync } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import { extname, join } from "node:path";
import {
  findReferences,
  knownDecisions,
  listFiles,
  position,
  ROOT,
  rewrite,
  syntaxErrors,
} from "./doc-refs-lib.mjs";

const args = process.argv.slice(2);
const write = args.includes("--write");
const verbose = args.includes("--verbose");
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? args[rootAt + 1] : ROOT;
const only = args.filter((a, i) => !a.startsWith("--") && !(rootAt >= 0 && i === rootAt + 1));

const decisions = knownDecisions(root);
const counts = { document: 0, decision: 0, issue: 0, outside: 0 };
const unresolved = [];
let filesChanged = 0;
const changed = [];
let refused = 0;

for (const file of listFiles(root, only)) {
  const abs = join(root, file);
  const text = readFileSync(abs, "utf8");
  const refs = findReferences(file, text, decisions, root);
  if (refs.length === 0) continue;
  for (const ref of refs) {
    const at = position(text, ref.start);
    if (ref.replacement === null) {
      unresolved.push(`${file}:${at.line}:${at.column}  ${ref.kind}  ${ref.raw.trim()}`);
      continue;
    }
    counts[ref.kind]++;
    if (verbose) console.log(`${file}:${at.line}:${at.column}  ${ref.raw.trim()}  →  ${ref.replacement}`);
  }
  const next = rewrite(text, refs);
  if (next === text) continue;
  if (/\.[cm]?[jt]sx?$/.test(extname(file)) && syntaxErrors(file, next) > syntaxErrors(file, text)) {
    refused++;
    unresolved.push(`${file}  left as it is: the rewrite would not parse`);
    continue;
  }
  filesChanged++;
  changed.push(file);
  if (write) writeFileSync(abs, next);
}

// A longer reference can push a line of code past the formatter's width: format what was rewritten, so
// the tree passes `npm run lint` as it did.
const code = changed.filter((file) => /\.[cm]?[jt]sx?$|\.css$/.test(file));
if (write && code.length > 0) {
  const biome = spawnSync(join(ROOT, "node_modules/.bin/biome"), ["format", "--write", ...code], {
    cwd: root,
    encoding: "utf8",
  });
  if (biome.status !== 0) {
    console.error(biome.stdout, biome.stderr);
    process.exitCode = 1;
  }
}

const total = counts.document + counts.decision + counts.issue;
console.log(
  `${write ? "Rewrote" : "Would rewrite"} ${total} references in ${filesChanged} files: ` +
    `${counts.decision} decisions (D-n), ${counts.document} documents, ${counts.issue} issue numbers.`,
);
if (unresolved.length > 0) {
  console.log(
    `\n${unresolved.length} references with no target in scripts/doc-refs.json (left as they are):`,
  );
  for (const line of unresolved) console.log(`  ${line}`);
}
if (!write && total > 0) console.log("\nDry run: nothing was written. Run with --write to apply.");
if (refused > 0) process.exitCode = 1;
