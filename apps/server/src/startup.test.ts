import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { loadDotEnv } from "./lib/dotenv.js";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "../../..");

describe(".env", () => {
  it("fills what the environment lacks, with comments stripped, and never overrides the environment", () => {
    const dir = mkdtempSync(join(tmpdir(), "buildr-dotenv-"));
    try {
      const file = join(dir, ".env");
      writeFileSync(
        file,
        '# a comment line\nPORT=3100            # the port\nHOST=                  # unset\nLOG_LEVEL=debug\nMAIL_FROM="Buildr # AI <a@b.c>"\n',
      );
      const target: Record<string, string | undefined> = { LOG_LEVEL: "warn" };
      expect(loadDotEnv(target, file)).toBe(file);
      expect(target).toEqual({ PORT: "3100", HOST: "", LOG_LEVEL: "warn", MAIL_FROM: "Buildr # AI <a@b.c>" });
      expect(loadDotEnv({}, join(dir, "missing.env"))).toBeNull();
      expect(() => loadDotEnv({ ENV_FILE: join(dir, "missing.env") })).toThrow(/does not exist/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("start-up", () => {
  it("reads PORT from .env and says in one line, without a stack trace, that the port is taken", async () => {
    const blocker = createServer().listen(0, "127.0.0.1");
    await once(blocker, "listening");
    const port = (blocker.address() as AddressInfo).port;
    const dir = mkdtempSync(join(tmpdir(), "buildr-port-"));
    try {
      writeFileSync(join(dir, ".env"), `PORT=${port}\nHOST=127.0.0.1\nDATA_DIR=${join(dir, "data")}\n`);
      const tsx = pathToFileURL(join(ROOT, "node_modules/tsx/dist/loader.mjs")).href;
      const child = spawn(process.execPath, ["--import", tsx, join(ROOT, "apps/server/src/index.ts")], {
        // The server's working directory holds the .env; nothing about the port comes from the environment.
        cwd: dir,
        env: {
          PATH: process.env.PATH,
          HOME: process.env.HOME,
          NODE_ENV: "development",
          SEED_DEMO: "0",
          LOG_LEVEL: "warn",
        },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let err = "";
      child.stderr!.on("data", (chunk) => {
        err += chunk;
      });
      const [code] = await once(child, "exit");
      expect(code).toBe(1);
      expect(err).toContain(`Port ${port} on 127.0.0.1 is already in use by another program`);
      expect(err).not.toMatch(/^\s+at /m);
    } finally {
      blocker.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 90_000);
});
