import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { parseEnv } from "node:util";

/**
 * Reads `.env` from the working directory (or ENV_FILE), as `.env.example` describes, with Node's own
 * parser. A variable already set in the environment wins over the file, so a process manager or the
 * command line can always override it. Returns the file read, or null when there is none.
 */
export function loadDotEnv(
  target: Record<string, string | undefined> = process.env,
  file = target.ENV_FILE || ".env",
): string | null {
  const path = resolve(file);
  if (!existsSync(path)) {
    if (target.ENV_FILE) throw new Error(`ENV_FILE ${path} does not exist.`);
    return null;
  }
  const values = parseEnv(readFileSync(path, "utf8"));
  for (const [key, value] of Object.entries(values)) if (target[key] === undefined) target[key] = value;
  return path;
}
