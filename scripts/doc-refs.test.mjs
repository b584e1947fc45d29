import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

const SCRIPTS = dirname(fileURLToPath(import.meta.url));
let root;

function put(path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}
const read = (path) => readFileSync(join(root, path), "utf8");
const run = (script, ...args) =>
  spawnSync(process.execPath, [join(SCRIPTS, script), "--root", root, ...args], { encoding: "utf8" });

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "doc-refs-"));
  put("biome.json", readFileSync(join(SCRIPTS, "../biome.json"), "utf8"));
  put("docs/product/decisions.md", '# Decisions\n\n<a id="d-2"></a>\n### D-2 Free allowance\n');
  put("docs/product/screens.md", '# Screens\n\n<a id="routes"></a>\n## Routes\n');
  put("docs/product/compliance.md", '# Compliance\n\n<a id="security"></a>\n## Security\n');
  put("docs/product/chat-coach.md", "# Coach\n\n## How one message is answered\n");
  put("docs/api.md", "# API\n");
  put(
    "apps/server/src/limits.ts",
    [
      "/** The free tier (D-2, site.md §2); hardened in issue 18. */",
      'export const NOTE = "See ../shared/design/api.md";',
      "const D = 2; // not a reference: code is never rewritten",
      "export const LIMIT = D - 2 + 2;",
      "",
    ].join("\n"),
  );
  put("docs/guide.md", "Read [the coach](product/chat-coach.md) and D-2.\n");
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe("the reference check and rewrite", { timeout: 30_000 }, () => {
  it("fails on references outside the repo, then passes once they are rewritten", () => {
    const before = run("check-doc-refs.mjs");
    expect(before.status).toBe(1);
    expect(before.stderr).toContain("apps/server/src/limits.ts:1:");
    expect(before.stderr).toContain("an issue number: issue 18");
    expect(before.stderr).toContain("a document outside the repo: ../shared/design/api.md");

    const dry = run("rewrite-doc-refs.mjs");
    expect(dry.stdout).toContain(
      "Would rewrite 5 references in 2 files: 2 decisions (D-n), 2 documents, 1 issue numbers.",
    );
    expect(read("apps/server/src/limits.ts")).toContain("(D-2, site.md §2)");

    expect(run("rewrite-doc-refs.mjs", "--write").status).toBe(0);
    expect(read("apps/server/src/limits.ts")).toBe(
      [
        "/** The free tier (docs/product/decisions.md#d-2, docs/product/screens.md#routes); hardened in docs/product/compliance.md#security. */",
        'export const NOTE = "See docs/api.md";',
        "const D = 2; // not a reference: code is never rewritten",
        "export const LIMIT = D - 2 + 2;",
        "",
      ].join("\n"),
    );
    // A link to a page beside it stays as it is.
    expect(read("docs/guide.md")).toBe(
      "Read [the coach](product/chat-coach.md) and docs/product/decisions.md#d-2.\n",
    );
    const after = run("check-doc-refs.mjs");
    expect(after.stderr).toBe("");
    expect(after.status).toBe(0);
  });

  it("flags a decision with no record, a missing anchor and a broken link, and rewrites none of them", () => {
    put("apps/web/src/x.ts", "// D-99 and docs/product/screens.md#nowhere\nexport {};\n");
    put("docs/more.md", "See [screens](product/screens.md#chat) and [gone](product/gone.md).\n");
    const result = run("check-doc-refs.mjs", "apps/web", "docs/more.md");
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("a product decision with no record: D-99");
    expect(result.stderr).toContain("no anchor #nowhere in docs/product/screens.md");
    expect(result.stderr).toContain(
      "link product/screens.md#chat: no anchor #chat in docs/product/screens.md",
    );
    expect(result.stderr).toContain("link product/gone.md: no file docs/product/gone.md");
    run("rewrite-doc-refs.mjs", "--write", "apps/web");
    expect(read("apps/web/src/x.ts")).toContain("D-99");
  });
});
