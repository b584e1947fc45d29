// Data scale (docs/product/compliance.md#security): 10,000 accounts and 1,000,000 chat messages, then the reads an agent and an
// admin make most, timed through HTTP against the built server (apps/server/dist/server.js).
//   node bench/data-scale.mjs [--samples 200] [--explain] [--only pglite|postgres] [--concurrency 1,10]
//                             [--max-seconds 60] [--without index,index] [--scale 1]
// The data is seeded with set-based SQL (generate_series) through a direct connection before the server
// starts: PGlite opens the server's own DATA_DIR and closes it again; PostgreSQL runs when DATABASE_URL
// (or TEST_DATABASE_URL) is set, in a fresh database created for the run and dropped after it.
// `--explain` prints EXPLAIN ANALYZE of each query, run through the direct connection after seeding;
// `--without` leaves named indexes out, for the figures before them.
// Results: bench/results/data-scale.json.
// One script: the seeding, the reads and the report share one set of accounts and messages.
import { randomUUID } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { register } from "tsx/esm/api";
import { signIn, startApp } from "./server.mjs";

register();
const root = fileURLToPath(new URL("..", import.meta.url));
const { values } = parseArgs({
  options: {
    samples: { type: "string", default: "200" },
    explain: { type: "boolean", default: false },
    only: { type: "string" },
    scale: { type: "string", default: "1" },
    concurrency: { type: "string", default: "1,10" },
    "max-seconds": { type: "string", default: "60" },
    without: { type: "string", default: "" },
  },
});
const SAMPLES = Number(values.samples);
const SCALE = Number(values.scale);
const CONCURRENCY = values.concurrency.split(",").map(Number);
/** Indexes left out after the bulk load, to measure what they are worth (`--without a,b`). */
const WITHOUT = new Set(values.without.split(",").filter(Boolean));
/** A scenario stops early (and says how many samples it took) once it has run this long. */
const MAX_MS = Number(values["max-seconds"]) * 1000;

const { openPglite, openPostgres } = await import("../apps/server/src/db/client.ts");
const { hashPassword } = await import("better-auth/crypto");
const engine = await import("../packages/engine/src/index.ts");

// The shape of the data. The heavy agent is the account the agent-side reads are timed as.
const USERS = Math.round(10_000 * SCALE);
const CONVERSATIONS = Math.round(98_000 * SCALE); // everyone but the heavy agent
const MESSAGES = Math.round(950_000 * SCALE);
const HEAVY_CONVERSATIONS = Math.round(2_000 * SCALE);
const HEAVY_LONG = Math.round(2_000 * SCALE); // messages in the heavy agent's longest conversation
const HEAVY_OTHER = Math.round(48_000 * SCALE);
const ADMIN = { email: "admin@scale.buildr.test", password: "scale-admin-1", name: "Ada Admin" };
const HEAVY = { email: "heavy@scale.buildr.test", password: "scale-heavy-1", name: "Hank Heavy" };
const HEAVY_ID = "00000000-0000-4000-8000-00000000beef";
const ADMIN_ID = "00000000-0000-4000-8000-00000000ad01";
// A common word (in every Medigap lead and reply) and a rare client surname (about one message in 1,000).
const COMMON_WORD = "medigap";
const RARE_WORD = "zelinski";

/** A SQL array literal of text. */
const arr = (items) => `array[${items.map((s) => `'${s.replaceAll("'", "''")}'`).join(",")}]::text[]`;

// %1$s client name, %2$s age, %3$s state, %4$s budget.
const LEADS = {
  en: [
    "New lead: %1$s, %2$s, widowed, retired teacher in %3$s, Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, $%4$s a month.",
    "%1$s is %2$s, married, two kids, $85k a year, new mortgage in %3$s, non-smoker, wants to protect the family. Budget $%4$s.",
    "Client %1$s, %2$s, turning 65 next month in %3$s, asking about Medigap plan G versus Advantage, healthy, $%4$s a month.",
    "%1$s, %2$s, smoker with COPD in %3$s, wants burial covered, can pay about $%4$s monthly.",
    "What is the difference between Medigap plan G and plan N for %1$s (%2$s, %3$s)?",
    "How do I handle the objection that it's too expensive? %1$s says $%4$s is the most she can do.",
    "%1$s (%2$s) already has a Medicare Advantage plan in %3$s but keeps paying out of pocket. What should I offer?",
    "Can a %2$s-year-old in %3$s with a pacemaker get final expense coverage? Asking for %1$s.",
  ],
  es: [
    "Cliente %1$s, %2$s años, viuda, fuma, quiere cubrir los gastos funerarios, vive en %3$s, presupuesto de %4$s dólares al mes.",
    "¿Cómo respondo cuando %1$s dice que lo va a pensar? Tiene %2$s años y vive en %3$s.",
    "%1$s, %2$s años, cumple 65 pronto, pregunta por Medigap plan G, vive en %3$s, %4$s dólares al mes.",
    "Nuevo prospecto: %1$s, %2$s años, casado, hipoteca nueva en %3$s, quiere proteger a su familia.",
  ],
  fr: [
    "Client %1$s, %2$s ans, marié, 400 000 $ d'épargne, prudent, veut un revenu garanti pour la retraite au %3$s.",
    "Comment répondre à %1$s qui trouve que %4$s $ par mois, c'est trop cher ?",
    "%1$s, %2$s ans, aura 65 ans le mois prochain, compare Medigap plan G et Medicare Advantage.",
    "Nouvelle cliente : %1$s, %2$s ans, veuve, diabétique, veut couvrir ses obsèques, budget %4$s $ par mois.",
  ],
};
const REPLIES = {
  en: [
    "**Recommended Bundle** — for %1$s (%2$s, %3$s): final expense whole life with a graded benefit, plus a Medigap plan G quote. Lead with the funeral cost in %3$s and keep the premium near $%4$s.",
    "Plan G covers everything Original Medicare leaves except the Part B deductible; plan N costs less but has copays. For %1$s at %2$s in %3$s, G is usually the easier sale.",
    'Acknowledge it first: "I hear you, $%4$s matters." Then compare it with what the family would pay out of pocket. Ask %1$s which part of the cost worries her most.',
    "For a %2$s-year-old smoker, a guaranteed issue policy is the safe start; a simplified issue one may be cheaper if %1$s has had no hospital stay in two years.",
    "A term policy for the length of the mortgage, plus a small whole life for final expenses. At %2$s and a non-smoker, %1$s should qualify for preferred rates in %3$s.",
    "Medicare Advantage out-of-pocket costs add up; a hospital indemnity plan fills the gap without switching %1$s's plan.",
  ],
  es: [
    "**Paquete recomendado** — para %1$s (%2$s años, %3$s): seguro de gastos finales con beneficio graduado y una cotización de Medigap plan G, cerca de %4$s dólares al mes.",
    'Primero valide su duda: "Entiendo, es una decisión importante". Luego pregunte a %1$s qué necesita saber para decidir hoy.',
    "El plan G de Medigap cubre casi todo lo que Medicare Original deja fuera; para %1$s en %3$s suele ser la mejor opción.",
  ],
  fr: [
    "**Offre recommandée** — pour %1$s (%2$s ans, %3$s) : une rente à revenu garanti et une assurance vie entière pour les obsèques, environ %4$s $ par mois.",
    "Reconnaissez d'abord l'objection, puis comparez %4$s $ par mois avec ce que la famille de %1$s paierait sans couverture.",
    "Le Medigap plan G couvre presque tout ce que Medicare ne prend pas en charge ; pour %1$s, c'est souvent le choix le plus simple.",
  ],
};
const CLIENT_FIRST = [
  "Linda",
  "Maria",
  "Robert",
  "Dolores",
  "James",
  "Sophie",
  "Luis",
  "Carmen",
  "Henri",
  "Patricia",
  "Walter",
  "Rosa",
  "Élodie",
  "Frank",
  "Ana",
  "Gérard",
];
const CLIENT_LAST = [
  "Hughes",
  "Ramírez",
  "Turner",
  "Lefebvre",
  "Castillo",
  "Parker",
  "Morel",
  "Reyes",
  "Bennett",
  "Girard",
  "Flores",
  "Hayes",
];
const STATES = [
  "Ohio",
  "Texas",
  "Florida",
  "Georgia",
  "Arizona",
  "Michigan",
  "Nevada",
  "Québec",
  "California",
  "Pennsylvania",
];
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

/**
 * The direct connection the seed and the plans use: `query(text, params)` → rows, `exec(text)` for
 * statements without parameters, then `close()`. Migrated first through the server's own code.
 */
async function openDirect(kind, target) {
  if (kind === "pglite") {
    const database = await openPglite(target);
    await database.migrate();
    const client = database.db.$client;
    return {
      query: async (text, params = []) => (await client.query(text, params)).rows,
      exec: (text) => client.exec(text),
      close: () => database.close(),
    };
  }
  const database = await openPostgres(target, { max: 1 });
  await database.migrate();
  await database.close();
  const { default: postgres } = await import("postgres");
  // One connection, so the session settings of the seed (maintenance_work_mem) hold for every step.
  const client = postgres(target, { max: 1, onnotice: () => {} });
  return {
    query: (text, params = []) => client.unsafe(text, params),
    exec: (text) => client.unsafe(text),
    close: () => client.end({ timeout: 5 }),
  };
}

// Deterministic ids (uuid-shaped, as the app writes) so the inserts need no joins to find each other.
const uid = (expr) => `md5('u' || (${expr}))::uuid::text`;
const cid = (expr) => `md5('c' || (${expr}))::uuid::text`;
const hid = (expr) => `md5('h' || (${expr}))::uuid::text`;
const bid = (expr) => `md5('b' || (${expr}))::uuid::text`;
/** Which account owns conversation k: a golden-ratio sequence squared, so a few agents own many. */
const ownerOf = (k) =>
  `(1 + floor(${USERS} * power(((${k}) * 0.618033988749895::float8) - floor((${k}) * 0.618033988749895::float8), 2))::int % ${USERS})`;
/** The language of conversation k: one in ten Spanish, one in ten French. */
const langOf = (k) => `(case (${k}) % 10 when 0 then 'es' when 1 then 'fr' else 'en' end)`;

/**
 * The text of message number i (0 = first) of a conversation in language `lang`, seeded by g: the user's
 * leads and questions alternate with the coach's replies, with client names, ages, states and budgets
 * varied so no two neighbours read alike.
 */
function contentOf(g, i, lang) {
  const pick = (a) => `(${a})[1 + ((${g}) * 7 + (${i})) % cardinality(${a})]`;
  const client = `(case when (${g}) % 997 = 0 then 'Irena Zelinski' else ${pick(arr(CLIENT_FIRST))} || ' ' || (${arr(CLIENT_LAST)})[1 + (${g}) % ${CLIENT_LAST.length}] end)`;
  const args = `${client}, (45 + (${g}) % 40)::text, (${arr(STATES)})[1 + (${g}) % ${STATES.length}], (60 + (${g}) % 90)::text`;
  const byLang = (table) =>
    `case ${lang} when 'es' then format(${pick(arr(table.es))}, ${args}) when 'fr' then format(${pick(arr(table.fr))}, ${args}) else format(${pick(arr(table.en))}, ${args}) end`;
  return `(case when (${i}) % 2 = 0 then ${byLang(LEADS)} else ${byLang(REPLIES)} end)`;
}
/** About one coach reply in twenty carries a bundle (its card rides along on the history page). */
const carriesBundle = (g, i) => `((${i}) % 2 = 1 and (${g}) % 20 = 3)`;
const REPLY_KIND = `(array['coaching','product_info','follow_up','fallback'])`;

async function realBundles() {
  const leads = {
    en: "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, $120 a month.",
    es: "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas, presupuesto de 80 dólares al mes.",
    fr: "Client de 62 ans, marié, 400 000 $ d'épargne, prudent, veut un revenu garanti pour la retraite.",
  };
  const out = {};
  for (const [lang, lead] of Object.entries(leads)) {
    const r = engine.generateBundle({ lead }, { id: `scale-${lang}`, now: new Date() });
    if (!r.ok) throw new Error(`the engine gave no bundle for the ${lang} seed lead`);
    out[lang] = r.bundle;
  }
  return out;
}

/** Every index on the seeded tables except the primary keys and unique constraints, to rebuild after. */
async function secondaryIndexes(sql) {
  return sql.query(
    `select i.indexname, i.indexdef from pg_indexes i
      where i.schemaname = 'public' and i.tablename in ('users','entitlements','conversations','chat_messages','bundles')
        and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
  );
}

async function seed(sql) {
  const timings = {};
  const step = async (name, text) => {
    const t0 = performance.now();
    await sql.exec(text);
    timings[name] = Math.round(performance.now() - t0);
  };
  const started = performance.now();
  // Building each index once after the bulk load is several times faster than keeping it up to date
  // row by row (a trigram GIN above all); the definitions come back exactly as the migrations wrote them.
  const indexes = await secondaryIndexes(sql);
  for (const { indexname } of indexes) await sql.exec(`drop index "${indexname}"`);
  const rebuilt = indexes.filter((i) => !WITHOUT.has(i.indexname));
  const unknown = [...WITHOUT].filter((name) => !indexes.some((i) => i.indexname === name));
  if (unknown.length > 0)
    throw new Error(`--without names no index of the seeded tables: ${unknown.join(", ")}`);

  const [adminHash, heavyHash] = await Promise.all([
    hashPassword(ADMIN.password),
    hashPassword(HEAVY.password),
  ]);
  const bundles = await realBundles();
  const now = "timestamptz '2026-11-20 12:00:00+00'";

  await step(
    "users",
    `insert into users (id, name, email, email_verified, role, referral_code, email_unsubscribed, language, created_at, updated_at)
     select ${uid("n")},
            (${arr(FIRST)})[1 + n % 10] || ' ' || (${arr(LAST)})[1 + (n / 10) % 10] || ' ' || n,
            lower((${arr(FIRST)})[1 + n % 10] || '.' || (${arr(LAST)})[1 + (n / 10) % 10] || '.' || n || '@agency' || (n % 97) || '.example.com'),
            true,
            case when n % 500 = 0 then 'admin' when n % 50 = 0 then 'vip' else 'user' end,
            case when n % 7 = 0 then 'ref' || (n % 31) end,
            n % 13 = 0,
            ${langOf("n")},
            ${now} - n * interval '37 minutes', ${now} - n * interval '37 minutes'
       from generate_series(1, ${USERS}) n;
     insert into users (id, name, email, email_verified, role, created_at, updated_at) values
       ('${ADMIN_ID}', '${ADMIN.name}', '${ADMIN.email}', true, 'admin', ${now}, ${now}),
       ('${HEAVY_ID}', '${HEAVY.name}', '${HEAVY.email}', true, 'user', ${now}, ${now});
     insert into accounts (id, account_id, provider_id, user_id, password) values
       ('${randomUUID()}', '${ADMIN_ID}', 'credential', '${ADMIN_ID}', '${adminHash}'),
       ('${randomUUID()}', '${HEAVY_ID}', 'credential', '${HEAVY_ID}', '${heavyHash}');
     insert into entitlements (id, user_id, plan, source, expires_at, revoked_at, created_at)
     select md5('e' || n)::uuid::text, ${uid("n")},
            (array['yearly','lifetime','comped'])[1 + n % 3], 'seed',
            case when n % 3 = 0 then ${now} + interval '200 days' end,
            case when n % 40 = 0 then ${now} end,
            ${now} - n * interval '11 minutes'
       from generate_series(1, ${USERS}) n where n % 10 = 0;
     insert into entitlements (id, user_id, plan, source) values ('${randomUUID()}', '${HEAVY_ID}', 'lifetime', 'seed');`,
  );

  // Conversations: k = 1..CONVERSATIONS for everyone else, then the heavy agent's (its first one long).
  await step(
    "conversations",
    `insert into conversations (id, user_id, thread_id, title, language, created_at, updated_at)
     select ${cid("k")}, ${uid(ownerOf("k"))}, md5('t' || k)::uuid::text,
            'Lead ' || k, ${langOf("k")}, ${now} - interval '400 days' + k * interval '5 minutes', ${now}
       from generate_series(1, ${CONVERSATIONS}) k;
     insert into conversations (id, user_id, thread_id, title, language, created_at, updated_at)
     select ${hid("k")}, '${HEAVY_ID}', md5('ht' || k)::uuid::text, 'Client ' || k, ${langOf("k")},
            ${now} - interval '300 days' + k * interval '2 hours', ${now}
       from generate_series(1, ${HEAVY_CONVERSATIONS}) k;`,
  );

  // Bundles first (messages point at them): one per bundle-bearing reply, in the conversation's language.
  const bundleJson = `case lang when 'es' then '${JSON.stringify(bundles.es).replaceAll("'", "''")}'::jsonb when 'fr' then '${JSON.stringify(bundles.fr).replaceAll("'", "''")}'::jsonb else '${JSON.stringify(bundles.en).replaceAll("'", "''")}'::jsonb end`;
  const bundleSummary = `case lang when 'es' then '${bundles.es.summary.replaceAll("'", "''")}' when 'fr' then '${bundles.fr.summary.replaceAll("'", "''")}' else '${bundles.en.summary.replaceAll("'", "''")}' end`;
  // The general messages: message g belongs to conversation 1 + g % CONVERSATIONS and is its
  // (g / CONVERSATIONS)-th; the heavy agent's long conversation holds HEAVY_LONG of its own, the rest
  // spread over its other conversations the same way.
  const general = `select g, 1 + g % ${CONVERSATIONS} as k, g / ${CONVERSATIONS} as i, ${langOf(`1 + g % ${CONVERSATIONS}`)} as lang,
                          ${uid(ownerOf(`1 + g % ${CONVERSATIONS}`))} as user_id, ${cid(`1 + g % ${CONVERSATIONS}`)} as conversation_id,
                          ${now} - interval '400 days' + g * interval '30 seconds' as at
                     from generate_series(0, ${MESSAGES - 1}) g`;
  const heavyRest = HEAVY_CONVERSATIONS - 1;
  const heavy = `select 10000000 + g as g, k, i, ${langOf("k")} as lang, '${HEAVY_ID}' as user_id, ${hid("k")} as conversation_id, at
                   from (select g, 1 as k, g as i, ${now} - interval '20 days' + g * interval '7 minutes' as at
                           from generate_series(0, ${HEAVY_LONG - 1}) g
                         union all
                         select ${HEAVY_LONG} + g, 2 + g % ${heavyRest}, g / ${heavyRest}, ${now} - interval '300 days' + g * interval '8 minutes'
                           from generate_series(0, ${HEAVY_OTHER - 1}) g) h`;
  for (const [name, source] of [
    ["chat_messages (everyone)", general],
    ["chat_messages (heavy agent)", heavy],
  ]) {
    await step(
      `bundles: ${name}`,
      `insert into bundles (id, user_id, language, lead, summary, bundle, saved_at, created_at)
       select ${bid("g")}, user_id, lang, null, ${bundleSummary}, ${bundleJson},
              case when g % 3 = 0 then at end, at
         from (${source}) s where ${carriesBundle("g", "i")}`,
    );
    await step(
      name,
      `insert into chat_messages (id, conversation_id, user_id, role, content, kind, bundle_id, created_at)
       select md5('m' || g)::uuid::text, conversation_id, user_id,
              case when i % 2 = 0 then 'user' else 'assistant' end,
              ${contentOf("g", "i", "lang")},
              case when i % 2 = 0 then null when ${carriesBundle("g", "i")} then 'bundle' else ${REPLY_KIND}[1 + g % 4] end,
              case when ${carriesBundle("g", "i")} then ${bid("g")} end,
              at
         from (${source}) s`,
    );
  }
  await step(
    "conversations.updated_at",
    `update conversations c set updated_at = m.last from (
       select conversation_id, max(created_at) as last from chat_messages group by conversation_id) m
      where m.conversation_id = c.id`,
  );
  await step("maintenance_work_mem", `set maintenance_work_mem = '256MB'`);
  for (const { indexname, indexdef } of rebuilt) await step(`index ${indexname}`, indexdef);
  // A database that has been in use has statistics and a visibility map; a bulk load has neither until
  // VACUUM ANALYZE (PGlite runs no autovacuum, so nothing else would ever make them).
  await step("vacuum analyze", "vacuum analyze");
  timings.total = Math.round(performance.now() - started);
  const [counts] = await sql.query(
    `select (select count(*)::int from users) as users, (select count(*)::int from conversations) as conversations,
            (select count(*)::int from chat_messages) as messages, (select count(*)::int from bundles) as bundles,
            pg_size_pretty(pg_database_size(current_database())) as size`,
  );
  return { timings, counts };
}

/** The ids the HTTP scenarios need: the long conversation and a message half-way up its history. */
async function anchors(sql) {
  const long = (await sql.query(`select ${hid("1")} as id`))[0].id;
  const [older] = await sql.query(
    "select id from chat_messages where conversation_id = $1 order by created_at desc offset $2 limit 1",
    [long, Math.floor(HEAVY_LONG / 2)],
  );
  return { long, older: older.id };
}

/** The statements behind each timed request, written as the services write them (chat.ts, admin/users.ts). */
function plans({ long, older }) {
  const conversationColumns = `"conversations"."id", "conversations"."user_id", "conversations"."thread_id", "conversations"."title", "conversations"."language", "conversations"."current_bundle_id", "conversations"."follow_up_count", "conversations"."follow_up_topic", "conversations"."summary", "conversations"."summarized_at", "conversations"."created_at", "conversations"."updated_at"`;
  // Since 2026-11-28 a semi-join: the newest conversations are checked first, each until one of its
  // messages matches, and the walk stops at 100 (chat/conversation-store.ts).
  const search = (word) => [
    `select ${conversationColumns} from "conversations" where ("conversations"."user_id" = $1 and "conversations"."deleted_at" is null and "conversations"."title" is not null and exists (select 1 from "chat_messages" where ("chat_messages"."conversation_id" = "conversations"."id" and "chat_messages"."content" ilike $2))) order by "conversations"."updated_at" desc limit 100`,
    [HEAVY_ID, `%${word}%`],
  ];
  // The search before it, for comparison: every matching message joined, then made distinct.
  const searchDistinct = (word) => [
    `select distinct ${conversationColumns} from "conversations" inner join "chat_messages" on "chat_messages"."conversation_id" = "conversations"."id" where ("conversations"."user_id" = $1 and "chat_messages"."content" ilike $2) order by "conversations"."updated_at" desc limit 100`,
    [HEAVY_ID, `%${word}%`],
  ];
  // A variant of the same search, for comparison only: the caller's id on the messages too (they carry
  // it) and a semi-join instead of DISTINCT. It lets the planner AND the user's index with the trigram
  // one, which helps a word rare in the caller's messages and costs a word found in most of them.
  const searchVariant = (word) => [
    `select * from "conversations" where "conversations"."user_id" = $1 and "conversations"."id" in (select "conversation_id" from "chat_messages" where "chat_messages"."user_id" = $1 and "chat_messages"."content" ilike $2) order by "conversations"."updated_at" desc limit 100`,
    [HEAVY_ID, `%${word}%`],
  ];
  const history = (before) => [
    `select "chat_messages".*, "bundles"."bundle" from "chat_messages" left join "bundles" on "bundles"."id" = "chat_messages"."bundle_id" where ("chat_messages"."conversation_id" = $1${before ? ` and "chat_messages"."created_at" < (select created_at from chat_messages where id = '${before}')` : ""}) order by "chat_messages"."created_at" desc limit 201`,
    [long],
  ];
  const adminColumns = `"id", "name", "email", "role", "email_verified", "email_unsubscribed", "is_unlimited", "referral_code", "created_at"`;
  const adminSearch = (word) => [
    `select ${adminColumns}, count(*) over() from "users" where ("users"."name" ilike $1 or "users"."email" ilike $1) order by "users"."created_at" desc, "users"."id" desc limit 25`,
    [`%${word}%`],
  ];
  return {
    "conversation list": [
      `select * from "conversations" where "conversations"."user_id" = $1 order by "conversations"."updated_at" desc limit 100`,
      [HEAVY_ID],
    ],
    [`conversation search, common word (${COMMON_WORD})`]: search(COMMON_WORD),
    [`conversation search, rare word (${RARE_WORD})`]: search(RARE_WORD),
    "history, latest page": history(null),
    "history, older page": history(older),
    [`conversation search before, distinct join, common word (${COMMON_WORD})`]: searchDistinct(COMMON_WORD),
    [`conversation search before, distinct join, rare word (${RARE_WORD})`]: searchDistinct(RARE_WORD),
    [`conversation search variant, common word (${COMMON_WORD})`]: searchVariant(COMMON_WORD),
    [`conversation search variant, rare word (${RARE_WORD})`]: searchVariant(RARE_WORD),
    "admin users, first page": [
      `select ${adminColumns} from "users" order by "users"."created_at" desc, "users"."id" desc limit 25`,
      [],
    ],
    "admin users, first page (count)": [`select count(*) from "users"`, []],
    "admin users, search name (garcia)": adminSearch("garcia"),
    "admin users, search e-mail (agency42)": adminSearch("agency42"),
    "admin users, role vip by name": [
      `select ${adminColumns} from "users" where "users"."role" = $1 order by "users"."name" asc, "users"."id" asc limit 25`,
      ["vip"],
    ],
    "admin users, role vip by name (count)": [
      `select count(*) from "users" where "users"."role" = $1`,
      ["vip"],
    ],
    "admin users, by e-mail page 200": [
      `select ${adminColumns} from "users" order by "users"."email" asc, "users"."id" asc limit 25 offset 4975`,
      [],
    ],
    // An ordinary agent (a few bundles) deleting their account (account-data.service.ts): every cascade
    // and set-null the foreign keys fire, rolled back afterwards.
    "account deletion (a typical agent)": [
      `delete from "users" where "users"."id" = (select user_id from bundles group by user_id having count(*) between 3 and 10 order by user_id limit 1)`,
      [],
      { rollback: true },
    ],
  };
}

async function explain(sql, ids) {
  const out = {};
  for (const [name, [text, params, options]] of Object.entries(plans(ids))) {
    if (options?.rollback) await sql.exec("begin");
    else await sql.query(`explain analyze ${text}`, params); // warm the cache as the timed requests will be
    const rows = await sql.query(`explain (analyze, buffers off) ${text}`, params);
    if (options?.rollback) await sql.exec("rollback");
    out[name] = rows.map((r) => r["QUERY PLAN"]).join("\n");
    console.log(`\n-- ${name}\n${out[name]}`);
  }
  return out;
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const round = (ms) => Number(ms.toFixed(2));

/** `samples` requests, `concurrency` in flight at a time; latency per request as the client saw it. */
async function time(url, cookie, concurrency, check) {
  const get = async () => {
    const t0 = performance.now();
    const res = await fetch(url, { headers: { cookie } });
    const body = await res.text();
    const ms = performance.now() - t0;
    if (!res.ok) throw new Error(`${url} answered ${res.status}: ${body.slice(0, 200)}`);
    return { ms, body };
  };
  // Warm-up: 20 requests, or fewer when each is slow enough that 20 would eat the scenario's time.
  const warmStart = performance.now();
  for (let i = 0; i < 20 && performance.now() - warmStart < MAX_MS / 10; i++) await get();
  const sample = JSON.parse((await get()).body);
  const times = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < SAMPLES && performance.now() - started < MAX_MS) times.push((await get()).ms);
    }),
  );
  const elapsed = performance.now() - started;
  times.sort((a, b) => a - b);
  return {
    what: check(sample),
    p50: round(percentile(times, 50)),
    p95: round(percentile(times, 95)),
    p99: round(percentile(times, 99)),
    max: round(times.at(-1)),
    samples: times.length,
    perSecond: Math.round((times.length / elapsed) * 1000),
  };
}

function scenarios({ long, older }) {
  const list = (r) => `${r.conversations.length} conversations`;
  const page = (r) => `${r.messages.length} messages${r.hasMore ? ", more before" : ""}`;
  const users = (r) => `${r.total} matches`;
  return [
    ["conversation list", "heavy", "/api/conversations", list],
    [
      `conversation search, common word (${COMMON_WORD})`,
      "heavy",
      `/api/conversations?search=${COMMON_WORD}`,
      list,
    ],
    [
      `conversation search, rare word (${RARE_WORD})`,
      "heavy",
      `/api/conversations?search=${RARE_WORD}`,
      list,
    ],
    ["history, latest page", "heavy", `/api/conversations/${long}/messages?limit=200`, page],
    ["history, older page", "heavy", `/api/conversations/${long}/messages?limit=200&before=${older}`, page],
    ["admin users, first page", "admin", "/api/admin/users", users],
    ["admin users, search name (garcia)", "admin", "/api/admin/users?search=garcia", users],
    ["admin users, search e-mail (agency42)", "admin", "/api/admin/users?search=agency42", users],
    ["admin users, role vip by name", "admin", "/api/admin/users?role=vip&sort=name&order=asc", users],
    ["admin users, by e-mail page 200", "admin", "/api/admin/users?sort=email&order=asc&page=200", users],
  ];
}

async function measure(label, direct, serverEnv) {
  console.log(`\n== ${label}`);
  let seeded;
  let ids;
  let explained;
  try {
    seeded = await seed(direct);
    console.log(
      `seeded ${seeded.counts.users} accounts, ${seeded.counts.conversations} conversations, ${seeded.counts.messages} messages, ${seeded.counts.bundles} bundles (${seeded.counts.size}) in ${(seeded.timings.total / 1000).toFixed(1)} s`,
    );
    ids = await anchors(direct);
    if (values.explain) explained = await explain(direct, ids);
  } finally {
    await direct.close();
  }
  const app = await startApp(serverEnv);
  const results = [];
  try {
    const cookies = { admin: await signIn(app.base, ADMIN), heavy: await signIn(app.base, HEAVY) };
    for (const concurrency of CONCURRENCY) {
      for (const [name, who, path, check] of scenarios(ids)) {
        const r = await time(`${app.base}${path}`, cookies[who], concurrency, check);
        results.push({ name, concurrency, ...r });
        console.log(
          `  c=${String(concurrency).padEnd(3)} ${name.padEnd(48)} p50 ${String(r.p50).padStart(7)}  p95 ${String(r.p95).padStart(7)}  p99 ${String(r.p99).padStart(7)} ms  ${String(r.perSecond).padStart(5)}/s  n=${r.samples}  (${r.what})`,
        );
      }
    }
  } finally {
    await app.stop();
  }
  return { seed: seeded, results, ...(explained ? { plans: explained } : {}) };
}

const report = {
  at: new Date().toISOString(),
  without: [...WITHOUT],
  samples: SAMPLES,
  concurrency: CONCURRENCY,
  loadAverageAtStart: loadavg().map((n) => Number(n.toFixed(2))),
};

if (values.only !== "postgres") {
  const dataDir = mkdtempSync(join(tmpdir(), "buildr-scale-"));
  try {
    // An empty DATABASE_URL keeps this server on PGlite when the run also has PostgreSQL's address.
    report.pglite = await measure("PGlite", await openDirect("pglite", dataDir), {
      DATA_DIR: dataDir,
      DATABASE_URL: "",
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const url = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
if (url && values.only !== "pglite") {
  const { default: postgres } = await import("postgres");
  const name = `buildr_scale_${randomUUID().replaceAll("-", "").slice(0, 12)}`;
  const server = postgres(url, { max: 1, onnotice: () => {} });
  await server.unsafe(`create database ${name}`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), "buildr-scale-"));
  try {
    report.postgres = await measure("PostgreSQL", await openDirect("postgres", dbUrl.toString()), {
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: dataDir,
    });
  } finally {
    await server.unsafe(`drop database if exists ${name} with (force)`);
    await server.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
report.loadAverageAtEnd = loadavg().map((n) => Number(n.toFixed(2)));

mkdirSync(join(root, "bench/results"), { recursive: true });
writeFileSync(join(root, "bench/results/data-scale.json"), `${JSON.stringify(report, null, 2)}\n`);
