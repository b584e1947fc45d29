import { randomUUID } from "node:crypto";
import { parseArgs } from "node:util";
import { generateBundleRequestSchema, ROLES, type Role } from "@buildr/contracts";
import { generateBundle } from "@buildr/engine";
import { openDatabase, openPglite, openPostgres } from "./db/client.js";
import { moveDatabase } from "./db/move.js";
import { EnvError, loadDatabaseEnv, loadEnv } from "./env.js";
import { loadDotEnv } from "./lib/dotenv.js";
import { AppError } from "./lib/errors.js";
import { createLogger } from "./lib/logger.js";
import { createServices, publicUrlOf } from "./services/index.js";
import { sendFollowUpDigests } from "./services/leads/digest.js";

const USAGE = `Buildr AI command line (the same services as the server, without the web server)

  npm run cli -- create-user --email E --password P --name N [--role user|vip|admin]
      An account with a verified e-mail; how the first admin is made.

  npm run cli -- bundle "lead text" [--language en|es|fr]
      Prints the Bundle JSON the engine makes from a lead (no database, no credit).

  npm run cli -- follow-up-digest
      Sends now the morning e-mail of the day's follow-ups to the agents who turned it on (the server
      sends it every day at 12:00 UTC on its job queue).

  npm run cli -- move-to-postgres --to postgres://user:password@host:5432/buildr [--from ./data]
      Copies the embedded PGlite database (DATA_DIR, or --from) into an empty PostgreSQL database,
      migrating both first; then set DATABASE_URL to it. Stop the server first.

Configuration comes from the environment, as for the server (DATABASE_URL or DATA_DIR), except that
NODE_ENV defaults to development here.
With the embedded database, stop the server first: one process at a time may open a data folder.`;

async function withServices<T>(
  work: (services: ReturnType<typeof createServices>) => Promise<T>,
): Promise<T> {
  // A tool run by hand on this machine, like `npm start`: development unless NODE_ENV says otherwise.
  loadDotEnv();
  const env = loadEnv({ ...process.env, NODE_ENV: process.env.NODE_ENV || "development" });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    await database.migrate();
    return await work(createServices(env, database, createLogger("warn")));
  } finally {
    await database.close();
  }
}

async function createUser(args: string[]) {
  const { values } = parseArgs({
    args,
    options: {
      email: { type: "string" },
      password: { type: "string" },
      name: { type: "string" },
      role: { type: "string", default: "user" },
    },
    strict: true,
  });
  if (!values.email || !values.password || !values.name)
    throw new UsageError("create-user needs --email, --password and --name.");
  if (!ROLES.includes(values.role as Role))
    throw new UsageError(`--role must be one of ${ROLES.join(", ")}.`);
  const user = await withServices((s) =>
    s.accounts.createVerifiedUser({
      email: values.email!,
      password: values.password!,
      name: values.name!,
      role: values.role as Role,
    }),
  );
  console.log(`Created ${user.role} ${user.email} (${user.id}), e-mail verified.`);
}

async function bundle(args: string[]) {
  const { values, positionals } = parseArgs({
    args,
    options: { language: { type: "string" } },
    allowPositionals: true,
    strict: true,
  });
  const lead = positionals.join(" ").trim();
  if (!lead) throw new UsageError("bundle needs the lead text in quotes.");
  const request = generateBundleRequestSchema.safeParse({
    lead,
    ...(values.language ? { language: values.language } : {}),
  });
  if (!request.success)
    throw new UsageError(request.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("\n"));
  const { language } = request.data;
  const result = generateBundle(
    { lead: "lead" in request.data ? request.data.lead : lead, language },
    { id: randomUUID(), now: new Date(), language },
  );
  if (!result.ok) {
    console.error(`Too vague to recommend anything. Ask for: ${result.missing.join("; ")}`);
    process.exit(2);
  }
  console.log(JSON.stringify(result.bundle, null, 2));
}

async function moveToPostgres(args: string[]) {
  const { values } = parseArgs({
    args,
    options: { to: { type: "string" }, from: { type: "string" } },
    strict: true,
  });
  loadDotEnv();
  const from = values.from ?? loadDatabaseEnv().DATA_DIR;
  if (!values.to) throw new UsageError("move-to-postgres needs --to postgres://… (an empty database).");
  // A folder as the target is another embedded database: how the move is tried without a server.
  const toPostgres = /^postgres(ql)?:\/\//.test(values.to);
  const source = await openPglite(from);
  try {
    const target = toPostgres ? await openPostgres(values.to, { max: 2 }) : await openPglite(values.to);
    try {
      await source.migrate();
      await target.migrate();
      const moved = await moveDatabase(source, target, ({ table, rows }) =>
        console.log(`  ${table.padEnd(24)} ${rows} rows`),
      );
      const total = moved.reduce((sum, t) => sum + t.rows, 0);
      console.log(
        `Moved ${total} rows in ${moved.length} tables from ${from} to ${toPostgres ? "PostgreSQL" : values.to}.` +
          (toPostgres ? " Set DATABASE_URL to it and start the server." : ""),
      );
    } finally {
      await target.close();
    }
  } finally {
    await source.close();
  }
}

class UsageError extends Error {}

const COMMANDS: Record<string, (args: string[]) => Promise<void>> = {
  "create-user": createUser,
  bundle,
  "move-to-postgres": moveToPostgres,
  "follow-up-digest": followUpDigest,
};

async function followUpDigest(args: string[]) {
  if (args.length > 0) throw new UsageError("follow-up-digest takes no argument.");
  await withServices(async (services) => {
    // With SMTP configured each mail is a delivery job: the queue takes them, the server delivers them.
    await services.jobs.start();
    try {
      const sent = await sendFollowUpDigests(
        services.database.db,
        services.mailer,
        publicUrlOf(services.env),
      );
      console.log(`Sent ${sent} follow-up digest${sent === 1 ? "" : "s"}.`);
    } finally {
      await services.jobs.stop();
    }
  });
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  if (!command || command === "help" || command === "--help") {
    console.log(USAGE);
    return;
  }
  const run = COMMANDS[command];
  if (!run) throw new UsageError(`Unknown command "${command}".`);
  await run(rest);
}

main(process.argv.slice(2)).catch((error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
  else if (error instanceof AppError) {
    const fields = error.extra.fields
      ? Object.entries(error.extra.fields)
          .map(([k, v]) => `\n  ${k}: ${v}`)
          .join("")
      : "";
    console.error(`${error.message}${fields}`);
  } else if (error instanceof EnvError) console.error(error.message);
  else console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
