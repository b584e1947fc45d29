// The admin users list with 10,000 accounts (issue 9: a search answers in under 50 ms server-side).
// Seeds a fresh PGlite (and a fresh PostgreSQL database when TEST_DATABASE_URL is set), then times the
// admin service's own list query — count, page and the page's plans — for the searches an admin makes.
//   node bench/admin-search.mjs [--users 10000] [--runs 200]
// Results: bench/results/admin-search.json.
import { randomUUID } from "node:crypto";
import { mkdirSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";

register();
const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: { users: { type: "string", default: "10000" }, runs: { type: "string", default: "200" } },
});
const USERS = Number(values.users);
const RUNS = Number(values.runs);

const { openPglite, openPostgres } = await import("../apps/server/src/db/client.ts");
const { users, entitlements } = await import("../apps/server/src/db/schema.ts");
const { AdminService } = await import("../apps/server/src/services/admin.ts");
const { adminUsersQuerySchema } = await import("../packages/contracts/src/admin.ts");

const FIRST = [
  "Maria",
  "James",
  "Linda",
  "Robert",
  "Patricia",
  "Michael",
  "Jennifer",
  "David",
  "Sofia",
  "Luc",
];
const LAST = [
  "Garcia",
  "Smith",
  "Johnson",
  "Brown",
  "Lopez",
  "Martin",
  "Dubois",
  "Nguyen",
  "Wilson",
  "Moore",
];

async function seed(db) {
  const started = performance.now();
  const now = Date.now();
  for (let offset = 0; offset < USERS; offset += 1000) {
    const rows = [];
    for (let i = offset; i < Math.min(USERS, offset + 1000); i++) {
      const first = FIRST[i % FIRST.length];
      const last = LAST[Math.floor(i / FIRST.length) % LAST.length];
      rows.push({
        id: randomUUID(),
        name: `${first} ${last} ${i}`,
        email: `${first}.${last}.${i}@agency${i % 97}.example.com`.toLowerCase(),
        emailVerified: true,
        role: i % 50 === 0 ? "vip" : i % 500 === 0 ? "admin" : "user",
        referralCode: i % 7 === 0 ? `ref${i % 31}` : null,
        emailUnsubscribed: i % 13 === 0,
        createdAt: new Date(now - i * 60_000),
      });
    }
    await db.insert(users).values(rows);
    // About one account in ten has an entitlement, as a paying book of business would.
    const paid = rows.filter((_, k) => k % 10 === 0);
    await db
      .insert(entitlements)
      .values(paid.map((u) => ({ id: randomUUID(), userId: u.id, plan: "yearly", source: "seed" })));
  }
  return Math.round(performance.now() - started);
}

const SCENARIOS = {
  "first page, newest first": {},
  "search a name fragment (garcia)": { search: "garcia" },
  "search an e-mail fragment (agency42)": { search: "agency42" },
  "search that matches nothing": { search: "zzzz-no-such-agent" },
  "role filter vip, sorted by name": { role: "vip", sort: "name", order: "asc" },
  "sorted by e-mail, page 200 of 400": { sort: "email", order: "asc", page: 200, pageSize: 25 },
  "search + role + sort (maria, user, by name)": { search: "maria", role: "user", sort: "name" },
};

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

async function measure(database) {
  await database.migrate();
  const seedMs = await seed(database.db);
  const admin = new AdminService({ db: database.db, env: { VIP_EMAILS: [] } });
  const results = {};
  for (const [name, raw] of Object.entries(SCENARIOS)) {
    const query = adminUsersQuerySchema.parse(raw);
    for (let i = 0; i < 10; i++) await admin.listUsers(query); // warm-up
    const times = [];
    let total = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const page = await admin.listUsers(query);
      times.push(performance.now() - started);
      total = page.total;
    }
    times.sort((a, b) => a - b);
    results[name] = {
      matches: total,
      p50: Number(percentile(times, 50).toFixed(2)),
      p95: Number(percentile(times, 95).toFixed(2)),
      max: Number(times.at(-1).toFixed(2)),
    };
  }
  return { seedMs, results };
}

function print(label, { seedMs, results }) {
  console.log(
    `\n${label}: ${USERS.toLocaleString("en-US")} accounts seeded in ${seedMs} ms; ${RUNS} runs each`,
  );
  for (const [name, r] of Object.entries(results))
    console.log(
      `  ${name.padEnd(46)} ${String(r.matches).padStart(6)} matches   p50 ${r.p50} ms   p95 ${r.p95} ms`,
    );
}

const report = { users: USERS, runs: RUNS, at: new Date().toISOString() };

const pglite = await openPglite(null);
try {
  report.pglite = await measure(pglite);
  print("PGlite (in memory)", report.pglite);
} finally {
  await pglite.close();
}

const url = process.env.TEST_DATABASE_URL;
if (url) {
  const { default: postgres } = await import("postgres");
  const name = `buildr_bench_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const server = postgres(url, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const database = await openPostgres(dbUrl.toString(), { max: 5 });
  try {
    report.postgres = await measure(database);
    print("PostgreSQL", report.postgres);
  } finally {
    await database.close();
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
  }
}

mkdirSync(`${root}bench/results`, { recursive: true });
writeFileSync(`${root}bench/results/admin-search.json`, `${JSON.stringify(report, null, 2)}\n`);
