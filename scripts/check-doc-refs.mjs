#!/usr/bin/env node
// Fails (exit 1) when code, tests or docs point at a document that is not in the repo: a product
// decision number with no record (`D-n`), the old notes (`site.md`, `chat-coach.md`, `design/…`,
// `spec/…`, `../shared`), an issue number; or at a page or an anchor of the repo that does not exist
// (`docs/product/screens.md#chat`, a Markdown link in docs/). `node scripts/rewrite-doc-refs.mjs`
// rewrites the first kind; the second is fixed by hand.
//
//   node scripts/check-doc-refs.mjs [--root DIR] [paths...]
import { readFileSync } from "node:fs";
import { dirname, extname, join, posix } from "node:path";
import {
  brokenTarget,
  findReferences,
  knownDecisions,
  listFiles,
  position,
  proseRanges,
  ROOT,
} from "./doc-refs-lib.mjs";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? args[rootAt + 1] : ROOT;
const only = args.filter((a, i) => !a.startsWith("--") && !(rootAt >= 0 && i === rootAt + 1));

const decisions = knownDecisions(root);
const problems = [];
const REPO_TARGET = /(?<![\w./-])((?:docs|apps|packages|scripts|bench|e2e)\/[\w./-]*[\w/])(#[\w-]+)?/g;
const MD_LINK = /\]\(([^)\s]+?)\)/g;

for (const file of listFiles(root, only)) {
  const text = readFileSync(join(root, file), "utf8");
  const say = (offset, message) => {
    const at = position(text, offset);
    problems.push(`${file}:${at.line}:${at.column}  ${message}`);
  };
  for (const ref of findReferences(file, text, decisions, root)) {
    const what =
      ref.kind === "decision"
        ? "a product decision with no record"
        : ref.kind === "issue"
          ? "an issue number"
          : "a document outside the repo";
    say(ref.start, `${what}: ${ref.raw.trim()}${ref.replacement ? `  (→ ${ref.replacement})` : ""}`);
  }
  for (const [from, to] of proseRanges(file, text)) {
    const part = text.slice(from, to);
    for (const m of part.matchAll(REPO_TARGET)) {
      // Only documents and anchors are checked: a path in prose may name a file yet to be made by a
      // command (`apps/server/dist/server.js`), but a page cited as a reference must exist.
      if (!m[1].endsWith(".md") && !m[2]) continue;
      const broken = brokenTarget(m[1] + (m[2] ?? ""), root);
      if (broken) say(from + m.index, `${m[0]}: ${broken}`);
    }
  }
  if (extname(file) === ".md") {
    for (const m of text.matchAll(MD_LINK)) {
      const target = m[1];
      if (/^[a-z]+:/i.test(target) || target.startsWith("/")) continue;
      const [path, anchor] = target.split("#");
      const resolved = path === "" ? file : posix.normalize(posix.join(dirname(file), path));
      const broken = brokenTarget(resolved + (anchor ? `#${anchor}` : ""), root);
      if (broken) say(m.index, `link ${target}: ${broken}`);
    }
  }
}

if (problems.length > 0) {
  console.error(`${problems.length} references point at nothing in the repo:`);
  for (const line of problems) console.error(`  ${line}`);
  console.error(
    "\nRewrite the old styles with `node scripts/rewrite-doc-refs.mjs --write`; fix the others by hand.",
  );
  process.exit(1);
}
console.log("Every reference points inside the repo.");
