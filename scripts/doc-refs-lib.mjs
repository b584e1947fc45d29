// What the reference checker and the reference rewriter share: which files are read, which parts of
// them are prose (comments and strings in code; all of a Markdown file), which words there point at a
// document, and where each points inside the repo (scripts/doc-refs.json).
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

export const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const CONFIG = JSON.parse(readFileSync(join(ROOT, "scripts/doc-refs.json"), "utf8"));

const DOC_NAMES = Object.keys(CONFIG.documents)
  .map((name) => name.replace(/\.md$/, ""))
  .filter((name) => name !== "spec");
/** Names that are words of their own in English: a reference only with `.md`, a folder or a `§`. */
const PLAIN_WORDS = new Set(["reference", "decisions", "architecture", "style", "api", "site", "chat-coach"]);

/** The files to read under `root` (the repo unless told otherwise), as repo-relative paths with `/`. */
export function listFiles(root = ROOT, only = []) {
  const { roots, extensions, skipDirs, skipFiles } = CONFIG.scan;
  const out = [];
  const walk = (abs) => {
    const stat = statSync(abs);
    if (stat.isDirectory()) {
      for (const name of readdirSync(abs).sort()) {
        if (!skipDirs.includes(name)) walk(join(abs, name));
      }
      return;
    }
    const rel = relative(root, abs).split(sep).join("/");
    if (extensions.includes(extname(abs)) && !skipFiles.includes(rel)) out.push(rel);
  };
  for (const start of only.length > 0 ? only : roots) {
    const abs = resolve(root, start);
    if (existsSync(abs)) walk(abs);
  }
  return out;
}

const STRINGISH = new Set([
  ts.SyntaxKind.StringLiteral,
  ts.SyntaxKind.NoSubstitutionTemplateLiteral,
  ts.SyntaxKind.TemplateHead,
  ts.SyntaxKind.TemplateMiddle,
  ts.SyntaxKind.TemplateTail,
  ts.SyntaxKind.JsxText,
]);

/** Files read as code; any other (Markdown, CSS) is prose as a whole. */
const CODE = new Set([".ts", ".tsx", ".mts", ".cts", ".js", ".mjs", ".cjs", ".jsx"]);

function scriptKind(file) {
  const ext = extname(file);
  if (ext === ".tsx") return ts.ScriptKind.TSX;
  if (ext === ".jsx") return ts.ScriptKind.JSX;
  if (ext === ".js" || ext === ".mjs" || ext === ".cjs") return ts.ScriptKind.JS;
  return ts.ScriptKind.TS;
}

export function parse(file, text) {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
}

/** Syntax errors of a code file: a rewrite must not add any. */
export function syntaxErrors(file, text) {
  return parse(file, text).parseDiagnostics.length;
}

/**
 * The prose of a file as [start, end) ranges: all of a Markdown file; in code, the comments (the text
 * between tokens) and the string, template and JSX text tokens. Identifiers and operators are never
 * rewritten.
 */
export function proseRanges(file, text) {
  if (!CODE.has(extname(file))) return [[0, text.length]];
  const source = parse(file, text);
  const ranges = [];
  let previousEnd = 0;
  const visit = (node) => {
    for (const child of node.getChildren(source)) {
      if (
        ts.isJSDoc(child) ||
        (child.kind >= ts.SyntaxKind.FirstJSDocNode && child.kind <= ts.SyntaxKind.LastJSDocNode)
      )
        continue;
      if (child.getChildCount(source) > 0 && !STRINGISH.has(child.kind)) {
        visit(child);
        continue;
      }
      const start = child.kind === ts.SyntaxKind.JsxText ? child.pos : child.getStart(source);
      if (start > previousEnd) ranges.push([previousEnd, start]);
      if (STRINGISH.has(child.kind)) ranges.push([start, child.end]);
      previousEnd = Math.max(previousEnd, child.end);
    }
  };
  visit(source);
  if (previousEnd < text.length) ranges.push([previousEnd, text.length]);
  return ranges;
}

const SECTION = String.raw`§\s*\d+(?:\.\d+)*(?:-§?\s*\d+)?`;
const SECTIONS = String.raw`(\s*${SECTION}(?:(?:,\s*|\s+and\s+|\s*\/\s*)${SECTION})*)?`;
const PREFIX = String.raw`((?:(?:\.\.\/)+shared\/|shared\/)?(?:(?:design|spec|domain)\/)?)`;
const DOC_RE = new RegExp(
  String.raw`(?<![\w./#-])${PREFIX}(${DOC_NAMES.map((n) => n.replace("-", "\\-")).join("|")})(\.md)?(?![\w-])${SECTIONS}`,
  "g",
);
const SPEC_RE = new RegExp(String.raw`(?<![\w./-])spec${SECTIONS}`, "g");
const DECISION_RE = /(?<![\w-])D-(\d+)(?![\w-])/g;
const ISSUE_RE = /(?<![\w-])([Ii]ssues?)\s+#?(\d{1,3})(?![\w-])|\(#(\d{1,2})\)/g;
/** Any path into the notes outside the repo, mapped or not. */
const OUTSIDE_RE = /(?<![\w.-])(?:(?:\.\.\/)+shared\b[\w/.-]*|(?:shared\/)?(?:design|spec|domain)\/[\w.-]+)/g;

function sectionsOf(text) {
  return [...(text ?? "").matchAll(/§\s*(\d+(?:\.\d+)*)/g)].map((m) => m[1]);
}

function lookup(doc, sections) {
  const table = CONFIG.documents[doc] ?? CONFIG.documents[`${doc}.md`];
  if (!table) return null;
  if (sections.length === 0) return table["*"] ? [table["*"]] : null;
  const targets = sections.map((s) => table[s] ?? table[s.split(".")[0]] ?? table["*"]);
  return targets.every(Boolean) ? [...new Set(targets)] : null;
}

/** The decision numbers recorded in the repo (the `#d-<n>` anchors of the decisions page). */
export function knownDecisions(root = ROOT) {
  const file = join(root, "docs/product/decisions.md");
  if (!existsSync(file)) return new Set();
  return new Set([...readFileSync(file, "utf8").matchAll(/<a id="d-(\d+)"><\/a>/g)].map((m) => m[1]));
}

/**
 * Every reference to a document outside the repo in one file: { start, end, kind, raw, replacement }.
 * `replacement` is null when nothing in the mapping says where it points.
 */
export function findReferences(file, text, decisions, root = ROOT) {
  const found = [];
  const markdown = extname(file) === ".md";
  const isRecord = CONFIG.scan.recordFiles.includes(file);
  for (const [from, to] of proseRanges(file, text)) {
    const part = text.slice(from, to);
    const add = (m, kind, replacement) =>
      found.push({ start: from + m.index, end: from + m.index + m[0].length, kind, raw: m[0], replacement });
    for (const m of part.matchAll(DOC_RE)) {
      const [, prefix, name, ext, sections] = m;
      const isRef = ext || prefix || sections || !PLAIN_WORDS.has(name);
      // An anchor of the repo's own pages (`<a id="stack-notes">`) is a name, not a reference.
      if (!isRef || part.slice(Math.max(0, m.index - 4), m.index) === 'id="') continue;
      // A Markdown page naming a page beside it (`chat-coach.md` in docs/product/) links inside the repo.
      if (markdown && !prefix && ext && existsSync(join(root, dirname(file), `${name}.md`))) continue;
      // `docs/api.md` and friends are the repo's own: the look-behind already keeps `docs/` out.
      const targets = lookup(name, sectionsOf(sections));
      add(m, "document", targets ? targets.join(", ") : null);
    }
    for (const m of part.matchAll(SPEC_RE)) {
      if (!m[1]) continue;
      const targets = lookup("spec", sectionsOf(m[1]));
      add(m, "document", targets ? targets.join(", ") : null);
    }
    if (!isRecord) {
      for (const m of part.matchAll(DECISION_RE)) {
        const n = m[1];
        add(m, "decision", decisions.has(n) ? CONFIG.decisions.target.replace("{n}", n) : null);
      }
    }
    for (const m of part.matchAll(ISSUE_RE)) {
      const n = m[2] ?? m[3];
      const target = CONFIG.issues[n] ?? null;
      const replacement = target && m[3] ? `(${target})` : target;
      add(m, "issue", replacement);
    }
    for (const m of part.matchAll(OUTSIDE_RE)) {
      const start = from + m.index;
      if (found.some((f) => f.start <= start && start < f.end)) continue;
      add(m, "outside", null);
    }
  }
  return found.sort((a, b) => a.start - b.start);
}

/** The text with every reference that has a replacement rewritten (overlaps keep the first). */
export function rewrite(text, references) {
  let out = "";
  let at = 0;
  for (const ref of references) {
    if (ref.replacement === null || ref.start < at) continue;
    // Keep the whitespace that separated a document from its section.
    out += text.slice(at, ref.start) + ref.replacement;
    at = ref.end;
  }
  return out + text.slice(at);
}

/** Line and column (1-based) of an offset. */
export function position(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split("\n").length;
  return { line, column: offset - before.lastIndexOf("\n") };
}

// ---- In-repo targets ---------------------------------------------------------------------------

const anchorCache = new Map();

/** GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/<[^>]+>/g, "")
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors a Markdown file offers: explicit `<a id>` tags and its headings' slugs. */
export function anchorsOf(absFile) {
  if (anchorCache.has(absFile)) return anchorCache.get(absFile);
  const text = readFileSync(absFile, "utf8");
  const anchors = new Set([...text.matchAll(/<a id="([^"]+)"/g)].map((m) => m[1]));
  const seen = new Map();
  let fenced = false;
  for (const line of text.split("\n")) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && line.match(/^#{1,6}\s+(.*?)\s*#*\s*$/);
    if (!heading) continue;
    const base = slug(heading[1]);
    const count = seen.get(base) ?? 0;
    anchors.add(count === 0 ? base : `${base}-${count}`);
    seen.set(base, count + 1);
  }
  anchorCache.set(absFile, anchors);
  return anchors;
}

/** Why an in-repo target does not resolve, or null when it does. */
export function brokenTarget(target, root = ROOT, from = "") {
  const [path, anchor] = target.split("#");
  const abs = path === "" ? join(root, from) : resolve(root, path);
  if (!existsSync(abs)) return `no file ${relative(root, abs).split(sep).join("/")}`;
  if (anchor && abs.endsWith(".md") && !anchorsOf(abs).has(anchor))
    return `no anchor #${anchor} in ${relative(root, abs).split(sep).join("/")}`;
  return null;
}
