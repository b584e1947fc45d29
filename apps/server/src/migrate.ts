import { openDatabase } from "./db/client.js";
import { EnvError, loadDatabaseEnv } from "./env.js";
import { loadDotEnv } from "./lib/dotenv.js";

/**
 * `npm run db:migrate`: applies the SQL migrations the database lacks, then exits; for a deploy that
 * migrates once before starting (or restarting) its server processes. The server migrates at start-up
 * too, under the same PostgreSQL lock, so running both is harmless. It needs only the database settings.
 */
async function main() {
  let env: ReturnType<typeof loadDatabaseEnv>;
  try {
    loadDotEnv();
    env = loadDatabaseEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
  } finally {
    await database.close();
  }
  console.log(
    `Migrations applied: ${database.kind === "postgres" ? "PostgreSQL (DATABASE_URL)" : `embedded PGlite in ${env.DATA_DIR}`} is up to date.`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
