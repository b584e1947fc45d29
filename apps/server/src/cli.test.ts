import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openPglite } from "./db/client.js";
import { users } from "./db/schema.js";

const serverDir = fileURLToPath(new URL("..", import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), "buildr-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function cli(...args: string[]) {
  return spawnSync(process.execPath, ["--import", "tsx", "src/cli.ts", ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, NODE_ENV: "development" },
    encoding: "utf8",
    timeout: 60_000,
  });
}

describe("npm run cli -- create-user", () => {
  it("creates the first admin with a verified e-mail in the configured database", async () => {
    const run = cli(
      "create-user",
      "--email",
      "Owner@Agency.com",
      "--password",
      "owner-pass-1",
      "--name",
      "Olivia Owner",
      "--role",
      "admin",
    );
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/Created admin owner@agency\.com .*e-mail verified/);
    const database = await openPglite(dataDir);
    try {
      const [row] = await database.db.select().from(users).where(eq(users.email, "owner@agency.com"));
      expect(row).toMatchObject({
        role: "admin",
        emailVerified: true,
        name: "Olivia Owner",
        trialCredits: 2,
      });
    } finally {
      await database.close();
    }
  });

  it("explains what is wrong with a bad call and exits 1", () => {
    const missing = cli("create-user", "--email", "x@y.com");
    expect(missing.status).toBe(1);
    expect(missing.stderr).toContain("create-user needs --email, --password and --name.");
    const role = cli(
      "create-user",
      "--email",
      "x@y.com",
      "--password",
      "pass-word-1",
      "--name",
      "Xy Z",
      "--role",
      "boss",
    );
    expect(role.status).toBe(1);
    expect(role.stderr).toContain("--role must be one of user, vip, admin.");
    const weak = cli("create-user", "--email", "x@y.com", "--password", "short", "--name", "Xy Z");
    expect(weak.status).toBe(1);
    expect(weak.stderr).toContain("password: Password must be at least 8 characters long");
  });
});

describe("npm run cli -- bundle", () => {
  it("prints the bundle JSON for a lead, in the language asked for", () => {
    const run = cli(
      "bundle",
      "72-year-old smoker with COPD who wants burial covered, lives in Georgia",
      "--language",
      "es",
    );
    expect(run.status).toBe(0);
    const bundle = JSON.parse(run.stdout);
    expect(bundle.language).toBe("es");
    expect(bundle.client.age).toBe(72);
    expect(bundle.policies.map((p: { product: string }) => p.product)).toContain("final_expense");
  });

  it("says what to ask when the lead is too vague", () => {
    const run = cli("bundle", "call me back");
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/Too vague to recommend anything\. Ask for: /);
  });
});
