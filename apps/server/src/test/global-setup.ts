import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import pino from "pino";
import postgres from "postgres";
import type { TestProject } from "vitest/node";
import { type Database, migrationsFolder, openPostgres, pgliteExtensions } from "../db/client.js";
import { JobQueue } from "../jobs/queue.js";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/** This run's template: runs side by side (several checkouts on one server) never drop each other's. */
export const POSTGRES_TEMPLATE = `buildr_test_template_${process.pid}`;

/**
 * Migrates one database once per run; every test file then gets its own copy (docs/conventions.md#stack-notes: a fresh
 * PGlite costs seconds, a copy of a migrated one a fraction of that). With TEST_DATABASE_URL the same
 * suite runs against PostgreSQL, each file in its own database cloned from a migrated template.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const admin = postgres(url, { max: 1, onnotice: () => {} });
    await admin.unsafe(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
    await admin.unsafe(`create database ${POSTGRES_TEMPLATE}`);
    await admin.end();
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${POSTGRES_TEMPLATE}`;
    const template = await openPostgres(templateUrl.toString(), { max: 1 });
    await template.migrate();
    await installJobSchema(template);
    await template.close();
    project.provide("postgresTemplate", POSTGRES_TEMPLATE);
    project.provide("pgliteTemplate", "");
    return async () => {
      const cleanup = postgres(url, { max: 1, onnotice: () => {} });
      await cleanup.unsafe(`drop database if exists ${POSTGRES_TEMPLATE} with (force)`);
      await cleanup.end();
    };
  }
  const dir = mkdtempSync(join(tmpdir(), "buildr-test-"));
  const client = new PGlite({ extensions: pgliteExtensions });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  await installJobSchema({ kind: "pglite", pglite: client } as Database);
  const dump = await client.dumpDataDir("none");
  await client.close();
  const file = join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("pgliteTemplate", file);
  project.provide("postgresTemplate", "");
  return () => rmSync(dir, { recursive: true, force: true });
}

/** pg-boss's schema in the template too, so that each test file's queue starts without installing it. */
async function installJobSchema(database: Database) {
  const queue = new JobQueue(database, pino({ level: "silent" }));
  await queue.start();
  await queue.stop();
}
