import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./lock.js";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "buildr-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe("lockDataDir (one process per PGlite folder)", () => {
  it("refuses a second opener while the first holds the folder, and frees it on release", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, ".buildr.lock"), "utf8")).toBe(String(process.pid));
    // The parent of this test process is alive: pretend it holds the lock.
    writeFileSync(join(dir, ".buildr.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    writeFileSync(join(dir, ".buildr.lock"), String(process.pid));
    release();
    const again = lockDataDir(dir);
    again();
  });

  it("takes over a stale lock left by a process that died", () => {
    const dir = tempDir();
    writeFileSync(join(dir, ".buildr.lock"), "999999");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, ".buildr.lock"), "utf8")).toBe(String(process.pid));
    release();
  });

  it("creates missing parent folders", () => {
    const dir = join(tempDir(), "a", "b");
    lockDataDir(dir)();
  });
});
