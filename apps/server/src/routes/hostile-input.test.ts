import { randomUUID } from "node:crypto";
import { count, eq, gt } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { bundles, supportRequests, users } from "../db/schema.js";
import { createTestContext, TEST_ORIGIN, type TestContext } from "../test/harness.js";

/**
 * docs/product/compliance.md#security: hostile input against every endpoint. fast-check builds bodies, headers, query strings and
 * path parameters for every route the app serves, sent by four kinds of caller, and every answer must be
 * a refusal or a success in the contract's terms (docs/api.md): never a 5xx, the one error shape, no stack
 * trace, no redirect off-site. Refused requests must change nothing.
 *
 * A failure prints the route's seed; `HOSTILE_SEED=<seed>` replays the whole run from that base.
 * One file so every route's refusal is read together: the inventory, the callers and the arbitraries serve
 * every run.
 */
const BASE_SEED = Number(process.env.HOSTILE_SEED ?? 20_261_124);
const MIN_REQUESTS = 10_000;
/** The credits the free caller starts with, so a refused request that charged one would show. */
const FREE_CREDITS = 1000;
const MAX_BODY_BYTES = 1024 * 1024;
/** Requests per route of better-auth's, on top of the ones the first run sends the routes our clients call. */
const AUTH_RUNS = 200;

type CallerName = "anon" | "free" | "paid" | "admin";
const CALLERS: CallerName[] = ["anon", "free", "paid", "admin"];

interface Route {
  method: string;
  /** With `{param}` placeholders. */
  path: string;
  /** Listed in /api/openapi.json. */
  documented: boolean;
  /** The request body's JSON schema, from which the fuzz builds bodies the route accepts, then breaks them. */
  bodySchema?: Schema;
  /** Every property name of the request body, nested ones included, and the enum values seen there. */
  bodyFields: string[];
  enumValues: string[];
  queryFields: string[];
  /** Answers refusals as a page for a person (the test-mode checkout), not JSON. */
  html?: boolean;
  /** A better-auth route found in its own endpoint list, beyond the ones the product's clients call. */
  fromAuthApi?: boolean;
}

/**
 * better-auth's routes the product uses (docs/api.md: unchanged), with the fields their clients send. They are
 * outside the OpenAPI document, like the test-mode billing pages and the development mailbox.
 */
const str = (extra: Schema = {}): Schema => ({ type: "string", ...extra });
const obj = (properties: Record<string, Schema>, required: string[] = Object.keys(properties)): Schema => ({
  type: "object",
  properties,
  required,
});

const UNDOCUMENTED: Omit<Route, "documented" | "enumValues" | "bodyFields">[] = [
  auth(
    "POST",
    "sign-up/email",
    obj(
      {
        name: str(),
        email: str(),
        password: str(),
        referralCode: str(),
        language: str({ enum: ["en", "es", "fr"] }),
      },
      ["name", "email", "password"],
    ),
  ),
  auth(
    "POST",
    "sign-in/email",
    obj({ email: str(), password: str(), rememberMe: { type: "boolean" } }, ["email", "password"]),
  ),
  auth("POST", "sign-in/magic-link", obj({ email: str(), name: str(), callbackURL: str() }, ["email"])),
  auth(
    "POST",
    "sign-in/social",
    obj({ provider: str({ enum: ["google"] }), callbackURL: str() }, ["provider"]),
  ),
  auth("POST", "request-password-reset", obj({ email: str(), redirectTo: str() }, ["email"])),
  auth("POST", "reset-password", obj({ newPassword: str(), token: str() })),
  auth(
    "POST",
    "change-password",
    obj({ currentPassword: str(), newPassword: str(), revokeOtherSessions: { type: "boolean" } }, [
      "currentPassword",
      "newPassword",
    ]),
  ),
  auth("POST", "sign-out", undefined),
  auth("GET", "get-session", undefined, ["disableCookieCache", "disableRefresh"]),
  auth("GET", "verify-email", undefined, ["token", "callbackURL"]),
  auth("GET", "magic-link/verify", undefined, [
    "token",
    "callbackURL",
    "errorCallbackURL",
    "newUserCallbackURL",
  ]),
  auth("GET", "reset-password/{token}", undefined, ["callbackURL"]),
  auth("GET", "callback/google", undefined, ["code", "state", "error"]),
  { method: "GET", path: "/api/auth/{anything}", queryFields: [] },
  { method: "POST", path: "/api/auth/{anything}", bodySchema: obj({ email: str() }), queryFields: [] },
  { method: "GET", path: "/api/billing/test-checkout/{id}", queryFields: [], html: true },
  {
    method: "POST",
    path: "/api/billing/test-checkout/{id}/pay",
    bodySchema: obj({ email: str() }),
    queryFields: [],
    html: true,
  },
  { method: "POST", path: "/api/billing/test-checkout/{id}/cancel", queryFields: [], html: true },
  { method: "GET", path: "/api/billing/test-portal", queryFields: [], html: true },
  { method: "POST", path: "/api/billing/test-portal/{id}/{action}", queryFields: [], html: true },
  { method: "GET", path: "/dev/mailbox.json", queryFields: ["to"] },
  { method: "GET", path: "/dev/mailbox/{id}", queryFields: [] },
  { method: "GET", path: "/dev/mailbox", queryFields: [] },
  { method: "GET", path: "/api/{anything}", queryFields: [] },
];

function auth(method: string, path: string, bodySchema: Schema | undefined, queryFields: string[] = []) {
  return { method, path: `/api/auth/${path}`, bodySchema, queryFields };
}

/**
 * Bodies better-auth types loosely (any object): the fields a client could send there, ours included,
 * the ones it must refuse (`role`, `isUnlimited`, `trialCredits`) too.
 */
const LOOSE_AUTH_BODIES: Record<string, Schema> = {
  "POST /api/auth/update-user": obj(
    {
      name: str(),
      image: str(),
      language: str({ enum: ["en", "es", "fr"] }),
      referralCode: str(),
      company: str(),
      phone: str(),
      role: str({ enum: ["admin"] }),
      isUnlimited: { type: "boolean" },
      trialCredits: { type: "integer" },
      email: str(),
    },
    [],
  ),
  "POST /api/auth/update-session": obj({ expiresAt: str() }, []),
};

interface AuthEndpoint {
  path?: string;
  options?: {
    method?: string | string[];
    body?: unknown;
    query?: unknown;
    metadata?: { SERVER_ONLY?: boolean };
  };
}

/** The keys of a zod object schema, when it is one. */
function shapeKeys(schema: unknown): string[] {
  const shape = (schema as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape && typeof shape === "object" ? Object.keys(shape) : [];
}

/** A zod schema as JSON Schema for `conforming`, or an object of its keys as strings when it cannot be. */
function jsonSchemaOf(schema: unknown): Schema | undefined {
  if (!schema) return undefined;
  try {
    return z.toJSONSchema(schema as z.ZodType, { unrepresentable: "any", io: "input" }) as Schema;
  } catch {
    const keys = shapeKeys(schema);
    return keys.length > 0 ? obj(Object.fromEntries(keys.map((k) => [k, str()])), []) : undefined;
  }
}

/**
 * Every route better-auth serves under /api/auth, from its own endpoint list: a route a plugin or an
 * upgrade adds is fuzzed without anyone listing it here. `{param}` replaces its `:param`.
 */
function betterAuthRoutes(
  api: Record<string, unknown>,
): Omit<Route, "documented" | "enumValues" | "bodyFields">[] {
  const found: Omit<Route, "documented" | "enumValues" | "bodyFields">[] = [];
  for (const endpoint of Object.values(api) as AuthEndpoint[]) {
    if (typeof endpoint?.path !== "string" || endpoint.options?.metadata?.SERVER_ONLY) continue;
    const methods = [endpoint.options?.method ?? "GET"].flat();
    const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, "{$1}")}`;
    for (const method of methods) {
      if (method !== "GET" && method !== "POST") continue;
      const key = `${method} ${path}`;
      found.push({
        method,
        path,
        bodySchema:
          method === "POST" ? (LOOSE_AUTH_BODIES[key] ?? jsonSchemaOf(endpoint.options?.body)) : undefined,
        queryFields: shapeKeys(endpoint.options?.query),
        fromAuthApi: true,
      });
    }
  }
  return found;
}

// ---- The inventory, read from the app ------------------------------------------------------------------

type Schema = {
  $ref?: string;
  type?: string | string[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  allOf?: Schema[];
  additionalProperties?: Schema | boolean;
};
interface OpenApi {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
}

function walkSchema(
  doc: OpenApi,
  schema: Schema | undefined,
  fields: Set<string>,
  enums: Set<string>,
  depth = 0,
) {
  if (!schema || depth > 8) return;
  if (schema.$ref) {
    const name = schema.$ref.split("/").pop()!;
    walkSchema(doc, doc.components?.schemas?.[name], fields, enums, depth + 1);
    return;
  }
  for (const value of schema.enum ?? []) if (typeof value === "string") enums.add(value);
  for (const [key, child] of Object.entries(schema.properties ?? {})) {
    fields.add(key);
    walkSchema(doc, child, fields, enums, depth + 1);
  }
  for (const child of [...(schema.oneOf ?? []), ...(schema.anyOf ?? []), ...(schema.allOf ?? [])])
    walkSchema(doc, child, fields, enums, depth + 1);
  walkSchema(doc, schema.items, fields, enums, depth + 1);
  if (typeof schema.additionalProperties === "object")
    walkSchema(doc, schema.additionalProperties, fields, enums, depth + 1);
}

function inventoryFrom(doc: OpenApi, authApi: Record<string, unknown>): Route[] {
  const routes: Route[] = [];
  components = doc.components?.schemas ?? {};
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations)) {
      const fields = new Set<string>();
      const enums = new Set<string>();
      const bodySchema = op.requestBody?.content?.["application/json"]?.schema;
      walkSchema(doc, bodySchema, fields, enums);
      const queryFields = (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name);
      routes.push({
        method: method.toUpperCase(),
        path,
        documented: true,
        bodySchema,
        bodyFields: [...fields],
        enumValues: [...enums],
        queryFields,
      });
    }
  }
  const listed = new Set(UNDOCUMENTED.map(keyOf));
  const fromAuth = betterAuthRoutes(authApi).filter((route) => !listed.has(keyOf(route)));
  for (const route of [...UNDOCUMENTED, ...fromAuth]) {
    const fields = new Set<string>();
    const enums = new Set<string>();
    walkSchema(doc, route.bodySchema, fields, enums);
    routes.push({ ...route, documented: false, bodyFields: [...fields], enumValues: [...enums] });
  }
  return routes;
}

const keyOf = (route: Pick<Route, "method" | "path">) => `${route.method} ${route.path}`;

// ---- Callers and the resources their ids point at ------------------------------------------------------

interface Caller {
  name: CallerName;
  id?: string;
  email?: string;
  password?: string;
  /** `name=value` pairs of the session cookies, refreshed when a fuzzed request signed the caller out. */
  cookie: string;
  /** Ids of the caller's own things, and of another account's. */
  ownIds: string[];
  otherIds: string[];
}

function cookiesFrom(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((line) => line.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

let ipCounter = 0;
async function signIn(t: TestContext, email: string, password: string): Promise<string> {
  ipCounter += 1;
  const res = await t.app.request(`${TEST_ORIGIN}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: TEST_ORIGIN,
      "x-test-ip": `10.250.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    },
    body: JSON.stringify({ email, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return cookiesFrom(res);
}

async function stillSignedIn(t: TestContext, caller: Caller): Promise<void> {
  if (caller.name === "anon") return;
  const res = await t.app.request(`${TEST_ORIGIN}/api/me`, { headers: { cookie: caller.cookie } });
  if (res.status === 200) return;
  caller.cookie = await signIn(t, caller.email!, caller.password!);
}

// ---- Arbitraries -----------------------------------------------------------------------------------------

const HOSTILE_STRINGS = [
  "",
  " ",
  "..",
  "../..",
  "../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e%2f",
  "%00",
  "a%00b",
  "\u0000",
  "%",
  "%zz",
  "%E0%A4%A",
  "%252e",
  "%F0%9F%92%A9",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "1e309",
  "-1",
  "-0",
  "0x1f",
  "__proto__",
  "constructor",
  "prototype",
  "<script>alert(1)</script>",
  "' OR '1'='1' --",
  "'; drop table users; --",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, sent as written.
  "${7*7}",
  "{{7*7}}",
  "\u202e\u0645\u0631\u062d\u0628\u0627",
  "\ud83e\udde8",
  "\ud800",
  "Ω≈ç√∫˜µ≤≥÷",
  "Ｔｅｓｔ",
  "e\u0301\u0301\u0301",
  "a/b",
  "~",
  "*",
  "x".repeat(64),
  "x".repeat(65),
  "x".repeat(5001),
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  // Long enough to pass any field limit, short enough to stay under the body limit.
  { weight: 1, arbitrary: fc.integer({ min: 255, max: 20_000 }).map((n) => "é".repeat(n)) },
);

const oddNumber = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, -0, 1e308, -1e308, 2 ** 53 + 1, -(2 ** 31), 4_294_967_296, 0.5, 1e-320),
);

/** Values the routes accept, so some requests get past validation and reach the handlers. */
function plausibleValues(ids: string[], enums: string[]) {
  return fc.constantFrom<unknown>(
    ...ids,
    ...enums,
    "en",
    "es",
    "fr",
    "yearly",
    "lifetime",
    "comped",
    "user",
    "vip",
    "admin",
    "agent",
    "client",
    "fuzz-agent@example.com",
    "Fuzz.Agent+1@Example.com",
    "nobody@example.invalid",
    "Ana Ruiz",
    "s3cure-pass!",
    "https://evil.example/steal",
    "//evil.example",
    "javascript:alert(1)",
    "/app",
    "68 year old widow in Ohio, diabetic, wants her funeral covered, $100 a month",
    "What carriers would you pick?",
    "/lang xx",
    "2099-01-01T00:00:00.000Z",
    "1999-01-01",
    true,
    false,
    1,
    2,
    65,
    null,
  );
}

function fieldValue(ids: string[], enums: string[]): fc.Arbitrary<unknown> {
  const plausible = plausibleValues(ids, enums);
  return fc.oneof(
    { weight: 4, arbitrary: plausible },
    { weight: 3, arbitrary: hostileString },
    { weight: 2, arbitrary: oddNumber },
    { weight: 1, arbitrary: fc.constantFrom<unknown>(null, true, false, [], {}) },
    { weight: 1, arbitrary: fc.array(fc.oneof(plausible, hostileString), { maxLength: 5 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<unknown>(
        { __proto__: { isAdmin: true } },
        { constructor: { prototype: { role: "admin" } } },
        { $gt: "" },
        JSON.parse('{"__proto__":{"role":"admin"}}'),
      ),
    },
  );
}

/** JSON text of an object with the route's real field names (some twice, some prototype keys). */
function fieldObject(fields: string[], ids: string[], enums: string[]) {
  const key = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...(fields.length > 0 ? fields : ["email"])) },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "prototype", "role", "isUnlimited") },
    { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
  );
  return fc
    .array(fc.tuple(key, fieldValue(ids, enums)), { maxLength: 8 })
    .map(
      (entries) =>
        `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`).join(",")}}`,
    );
}

/** Components of the OpenAPI document, for `$ref`s in request schemas. */
let components: Record<string, Schema> = {};

const LEADS = [
  "68 year old widow in Ohio, diabetic, wants her funeral covered, $100 a month",
  "Married couple, both 45, two kids, want income protection",
  "Cliente de 70 años en Texas, quiere cubrir gastos finales",
];

/** A string a field of this name would accept: addresses, passwords, ids, messages. */
function stringFor(name: string, schema: Schema, ids: string[]): fc.Arbitrary<string> {
  if (schema.pattern?.startsWith("^cs_"))
    return fc.constantFrom(...ids.filter((id) => id.startsWith("cs_")), "cs_test_x");
  if (schema.pattern?.includes("A-Za-z0-9_.-")) return fc.constantFrom("agent_ref", "a.b-c");
  if (schema.format === "date-time")
    return fc.constantFrom("2099-01-01T00:00:00.000Z", "2001-01-01T00:00:00.000Z");
  if (schema.format === "date") return fc.constantFrom("2099-01-01", "2001-01-01");
  if (/email/i.test(name))
    return fc.oneof(
      fc.integer({ min: 1, max: 40 }).map((n) => `Fuzz.Agent${n}@Example.com`),
      fc.constantFrom(...ids.filter((id) => id.includes("@"))),
    );
  if (/password/i.test(name)) return fc.constantFrom("s3cure-pass!", "another-pass-9", "short1");
  if (/token/i.test(name)) return fc.constantFrom("not-a-token", "eyJhbGciOiJIUzI1NiJ9.e30.x");
  if (/url|redirect/i.test(name))
    return fc.constantFrom("/app", "https://evil.example/x", "//evil.example", "javascript:alert(1)");
  if (/id$/i.test(name)) return fc.constantFrom(...ids);
  if (/lead|message/i.test(name))
    return fc.constantFrom(...LEADS, "What carriers would you pick?", "/lang fr", "/lang xx");
  if (/name/i.test(name)) return fc.constantFrom("Ana Ruiz", "Jean-Luc Picard", "Zoë O'Brien");
  const min = schema.minLength ?? 1;
  const max = Math.min(schema.maxLength ?? 40, 40);
  return fc
    .constantFrom("Hello there", "Final expense question", "Plan G", "Ohio")
    .map((text) => text.padEnd(min, "x").slice(0, Math.max(min, max)));
}

/** A value that satisfies `schema` (as far as a schema can say), for a field called `name`. */
function conforming(
  schema: Schema | undefined,
  name: string,
  ids: string[],
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.$ref) return conforming(components[schema.$ref.split("/").pop()!], name, ids, depth + 1);
  const options = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (options.length > 0)
    return fc.oneof(...options.map((option) => conforming(option, name, ids, depth + 1)));
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  switch (type) {
    case "string":
      return stringFor(name, schema, ids);
    case "integer": {
      // A plan year starts at 2026: the range runs from the minimum, at most 1,000 wide.
      const min = Math.ceil(schema.minimum ?? 0);
      return fc.integer({ min, max: Math.floor(Math.min(schema.maximum ?? min + 1000, min + 1000)) });
    }
    case "number": {
      // A share such as a contract level (0.1 to 2) is not a whole number.
      const min = schema.minimum ?? 0;
      return fc.double({
        min,
        max: Math.min(schema.maximum ?? min + 1000, min + 1000),
        noNaN: true,
        noDefaultInfinity: true,
      });
    }
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return fc.array(conforming(schema.items, name, ids, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.max(schema.minItems ?? 0, Math.min(schema.maxItems ?? 3, 3)),
      });
    default: {
      if (!schema.properties) return fc.jsonValue({ maxDepth: 1 });
      const required = new Set(schema.required ?? []);
      const entries = Object.entries(schema.properties).map(
        ([key, child]) =>
          [
            key,
            required.has(key)
              ? conforming(child, key, ids, depth + 1)
              : sometimes(conforming(child, key, ids, depth + 1), 1),
          ] as const,
      );
      return fc
        .tuple(...entries.map(([, arb]) => arb))
        .map((values) =>
          Object.fromEntries(
            entries.map(([key], i) => [key, values[i]]).filter(([, value]) => value !== undefined),
          ),
        );
    }
  }
}

type Mutation = "intact" | "replace" | "drop" | "prototype" | "duplicate";

/**
 * A body the route accepts, then (mostly) broken in one place: a field of the wrong type or size, a
 * missing field, a prototype key, or the same key twice. The JSON is written by hand so that keys like
 * `__proto__` and repeated keys reach the server as sent.
 */
function mutatedBody(route: Route, ids: string[]): fc.Arbitrary<string> {
  return fc
    .tuple(
      conforming(route.bodySchema, "", ids),
      fc.constantFrom<Mutation>("intact", "intact", "replace", "replace", "drop", "prototype", "duplicate"),
      fc.nat(),
      fieldValue(ids, route.enumValues),
    )
    .map(([value, mutation, pick, hostile]) => {
      if (!value || typeof value !== "object" || Array.isArray(value)) return safeJson(value);
      const entries: [string, unknown][] = Object.entries(value);
      const at = entries.length > 0 ? pick % entries.length : 0;
      if (mutation === "replace" && entries.length > 0) entries[at] = [entries[at]![0], hostile];
      if (mutation === "drop") entries.splice(at, 1);
      if (mutation === "prototype")
        entries.push([
          ["__proto__", "constructor", "prototype"][pick % 3]!,
          { role: "admin", isUnlimited: true },
        ]);
      if (mutation === "duplicate" && entries.length > 0) entries.push([entries[at]![0], hostile]);
      return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${safeJson(v) || "null"}`).join(",")}}`;
    });
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "{}";
  }
}

/** A body as a small printable description; `huge` is built only when sent. */
type Body =
  | { kind: "none" }
  | { kind: "text"; text: string; contentType?: string }
  | { kind: "binary"; bytes: Uint8Array; contentType?: string }
  | { kind: "huge"; bytes: number; contentType: string };

const CONTENT_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "application/json; charset=utf-16",
  'application/json; charset="\u00ff\u00fe"',
  "application/json;;;;",
  "APPLICATION/JSON",
  "application/merge-patch+json",
  "application/vnd.api+json",
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "multipart/form-data; boundary=----x",
  "application/octet-stream",
  "*/*",
  "json",
  "",
];

function bodyArb(route: Route, ids: string[]): fc.Arbitrary<Body> {
  const fields = fieldObject(route.bodyFields, ids, route.enumValues);
  const json = fc.oneof(
    { weight: 8, arbitrary: mutatedBody(route, ids) },
    { weight: 3, arbitrary: fields },
    { weight: 2, arbitrary: fc.json({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 3 }).map(safeJson) },
  );
  const malformed = fc.oneof(
    fields.map((text) => text.slice(0, Math.max(1, Math.floor(text.length / 2)))),
    fc.constantFrom(
      "{",
      "}",
      "{not json",
      '{"a":}',
      "[1,2",
      "nul",
      "'single'",
      '{"a":1}{"b":2}',
      "\ufeff{}",
      "{\u0000}",
    ),
    fc.string({ maxLength: 60 }),
  );
  const form = fc
    .array(
      fc.tuple(
        fc.constantFrom(...route.bodyFields, "email", "x"),
        fc.oneof(hostileString, plausibleValues(ids, [])),
      ),
      {
        maxLength: 5,
      },
    )
    .map((pairs) => new URLSearchParams(pairs.map(([k, v]): [string, string] => [k, String(v)])).toString());
  const multipart = fc.oneof(
    fc.constant('------x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n------x--'),
    fc.constant("--\r\n\r\n--"),
    fc.string({ maxLength: 80 }),
  );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant<Body>({ kind: "none" }) },
    {
      weight: 10,
      arbitrary: json.map((text): Body => ({ kind: "text", text, contentType: "application/json" })),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(json, fc.constantFrom(...CONTENT_TYPES))
        .map(([text, contentType]): Body => ({ kind: "text", text, contentType })),
    },
    {
      weight: 3,
      arbitrary: malformed.map((text): Body => ({ kind: "text", text, contentType: "application/json" })),
    },
    {
      weight: 1,
      arbitrary: form.map(
        (text): Body => ({ kind: "text", text, contentType: "application/x-www-form-urlencoded" }),
      ),
    },
    {
      weight: 1,
      arbitrary: multipart.map(
        (text): Body => ({ kind: "text", text, contentType: "multipart/form-data; boundary=----x" }),
      ),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.uint8Array({ maxLength: 200 }),
          fc.option(fc.constantFrom(...CONTENT_TYPES), { nil: undefined }),
        )
        .map(([bytes, contentType]): Body => ({ kind: "binary", bytes, contentType })),
    },
    {
      weight: 1,
      arbitrary: fc
        .tuple(
          fc.integer({ min: MAX_BODY_BYTES + 1, max: MAX_BODY_BYTES + 200_000 }),
          fc.constantFrom(...CONTENT_TYPES),
        )
        .map(([bytes, contentType]): Body => ({ kind: "huge", bytes, contentType })),
    },
  );
}

/** Header values are bytes: printable Latin-1, never CR, LF or NUL. */
const headerText = fc.string({
  unit: fc
    .integer({ min: 0x20, max: 0xff })
    .filter((code) => code !== 0x7f)
    .map((code) => String.fromCharCode(code)),
  maxLength: 120,
});

type CookieMode = "real" | "real+junk" | "tampered" | "forged" | "junk" | "none";

interface FuzzHeaders {
  cookieMode: CookieMode;
  junkCookie: string;
  origin?: string;
  accept?: string;
  acceptLanguage?: string;
  contentType?: string;
  range?: string;
  requestId?: string;
  forwardedFor?: string;
  stripeSignature?: string;
  authorization?: string;
  ip: number;
}

/** Mostly absent: a header the fuzz sets on one request in `1 / (1 + absent)`. */
function sometimes<T>(arb: fc.Arbitrary<T>, absent = 2): fc.Arbitrary<T | undefined> {
  return fc.oneof({ weight: absent, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary: arb });
}

const headersArb: fc.Arbitrary<FuzzHeaders> = fc.record({
  cookieMode: fc.oneof(
    { weight: 10, arbitrary: fc.constant<CookieMode>("real") },
    { weight: 1, arbitrary: fc.constantFrom<CookieMode>("real+junk", "tampered", "forged", "junk", "none") },
  ),
  junkCookie: fc.oneof(
    headerText,
    fc.constantFrom(
      "buildr.session_token=",
      "buildr.session_token=abc.def",
      "buildr.session_token=%ZZ",
      "buildr.session_token=a; buildr.session_token=b",
      "buildr.session_data=eyJub3QiOiJ2YWxpZCJ9",
      "=; ;;; =x",
      `buildr.session_token=${"a".repeat(4000)}`,
      "__proto__=1; constructor=2",
    ),
  ),
  origin: fc.oneof(
    { weight: 6, arbitrary: fc.constant(TEST_ORIGIN) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        undefined,
        "https://evil.example",
        "null",
        "http://localhost:3000.evil.example",
        "",
      ),
    },
  ),
  accept: sometimes(
    fc.oneof(
      fc.constantFrom(
        "application/json",
        "text/event-stream",
        "text/event-stream, */*",
        "text/html",
        "application/pdf",
        "*/*",
        "",
        "garbage/;;;q=x",
      ),
      headerText,
    ),
  ),
  acceptLanguage: sometimes(
    fc.oneof(
      fc.constantFrom("es", "fr-CA,fr;q=0.9", "zz", "*", "en;q=NaN", ",,,", "x".repeat(500)),
      headerText,
    ),
  ),
  contentType: sometimes(fc.oneof(fc.constantFrom(...CONTENT_TYPES), headerText), 5),
  range: sometimes(
    fc.oneof(
      fc.constantFrom("bytes=0-10", "bytes=-1", "bytes=999999999999-", "bytes=5-1", "lines=1-2", "bytes="),
      headerText,
    ),
  ),
  requestId: sometimes(
    fc.oneof(fc.constantFrom("abc", "x".repeat(200), "../../x", "\u00ff\u00fe"), headerText),
  ),
  forwardedFor: sometimes(
    fc.oneof(fc.constantFrom("1.2.3.4", "::1, 10.0.0.1", "not-an-ip", "999.999.999.999"), headerText),
  ),
  stripeSignature: sometimes(
    fc.oneof(fc.constantFrom("t=1,v1=abc", "v1=", "t=,v1=,v0=", "t=9999999999,v1=00"), headerText),
  ),
  authorization: sometimes(fc.oneof(fc.constantFrom("Bearer x", "Basic Og==", "Bearer "), headerText)),
  // A few addresses per caller, so better-auth's rate limits take part too.
  ip: fc.integer({ min: 0, max: 7 }),
});

const QUERY_VALUES = [
  "-1",
  "0",
  "1",
  "2",
  "100",
  "5000",
  "99999999999999999999",
  "1e400",
  "NaN",
  "Infinity",
  "-0",
  "0x1f",
  "1.5",
  "%",
  "%zz",
  "%E0%A4%A",
  "%00",
  "%2e%2e%2f",
  "true",
  "[]",
  "{}",
  "agent",
  "client",
  "admin",
  "all",
  "open",
  "handled",
  "database",
  "mail",
  "asc",
  "desc",
  "name",
];

type QueryPart = [key: string, value: string, style: "raw" | "encoded" | "array" | "bare"];

function queryArb(route: Route): fc.Arbitrary<QueryPart[]> {
  const key = fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...route.queryFields, "page", "pageSize", "search", "copy") },
    { weight: 1, arbitrary: fc.constantFrom("__proto__", "constructor", "toString", "hasOwnProperty") },
    { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...QUERY_VALUES) },
    { weight: 2, arbitrary: hostileString },
    { weight: 1, arbitrary: fc.integer().map(String) },
  );
  return fc.array(
    fc.tuple(key, value, fc.constantFrom("raw", "encoded", "array", "bare") as fc.Arbitrary<QueryPart[2]>),
    {
      maxLength: 6,
    },
  );
}

/** Lone surrogates cannot be percent-encoded; a client would send U+FFFD. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, "\ufffd"));

function queryString(parts: QueryPart[]): string {
  if (parts.length === 0) return "";
  const text = parts
    .map(([k, v, style]) =>
      style === "raw"
        ? `${k}=${v}`
        : style === "encoded"
          ? `${encode(k)}=${encode(v)}`
          : style === "array"
            ? `${encode(k)}[]=${encode(v)}`
            : encode(k),
    )
    .join("&");
  return `?${text}`;
}

function paramArb(ownIds: string[], otherIds: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...ownIds) },
    { weight: 2, arbitrary: fc.constantFrom(...otherIds) },
    {
      weight: 3,
      arbitrary: fc.constantFrom(...HOSTILE_STRINGS, "x".repeat(3000), "cs_test_nope", "cancel", "refund"),
    },
    { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }).map(encode) },
    { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  );
}

interface Sample {
  caller: CallerName;
  method: string;
  params: string[];
  query: QueryPart[];
  body: Body;
  headers: FuzzHeaders;
}

const OTHER_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"];

function sampleArb(route: Route, callers: Record<CallerName, Caller>): fc.Arbitrary<Sample> {
  const paramCount = route.path.match(/\{[^}]+\}/g)?.length ?? 0;
  return fc.constantFrom(...CALLERS).chain((name) => {
    const caller = callers[name];
    const ids = [...caller.ownIds, ...caller.otherIds];
    return fc.record({
      caller: fc.constant(name),
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(route.method) },
        { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
      ),
      params: fc.array(paramArb(caller.ownIds, caller.otherIds), {
        minLength: paramCount,
        maxLength: paramCount,
      }),
      query: queryArb(route),
      body: bodyArb(route, ids),
      headers: headersArb,
    });
  });
}

// ---- Sending and judging -------------------------------------------------------------------------------

function cookieFor(caller: Caller, h: FuzzHeaders): string | undefined {
  switch (h.cookieMode) {
    case "real":
      return caller.cookie || undefined;
    case "real+junk":
      return [caller.cookie, h.junkCookie].filter(Boolean).join("; ");
    case "tampered":
      // The caller's token with a signature that is not ours.
      return caller.cookie
        ? caller.cookie.replace(/session_token=([^.;]+)\.[^;]*/, "session_token=$1.AAAA")
        : h.junkCookie;
    case "forged":
      return `buildr.session_token=${randomUUID().replaceAll("-", "")}.${"A".repeat(43)}%3D`;
    case "junk":
      return h.junkCookie;
    case "none":
      return undefined;
  }
}

function buildRequest(route: Route, sample: Sample, caller: Caller): { url: string; init: RequestInit } {
  let i = 0;
  const path = route.path.replace(/\{[^}]+\}/g, () => sample.params[i++] ?? "");
  const url = `${TEST_ORIGIN}${path}${queryString(sample.query)}`;
  const h = sample.headers;
  const headers = new Headers();
  headers.set("x-test-ip", `10.${66 + CALLERS.indexOf(sample.caller)}.0.${h.ip}`);
  const cookie = cookieFor(caller, h);
  if (cookie) headers.set("cookie", cookie);
  if (h.origin) headers.set("origin", h.origin);
  if (h.accept !== undefined) headers.set("accept", h.accept);
  if (h.acceptLanguage !== undefined) headers.set("accept-language", h.acceptLanguage);
  if (h.range !== undefined) headers.set("range", h.range);
  if (h.requestId !== undefined) headers.set("x-request-id", h.requestId);
  if (h.forwardedFor !== undefined) headers.set("x-forwarded-for", h.forwardedFor);
  if (h.stripeSignature !== undefined) headers.set("stripe-signature", h.stripeSignature);
  if (h.authorization !== undefined) headers.set("authorization", h.authorization);
  const init: RequestInit = { method: sample.method, headers, redirect: "manual" };
  const canHaveBody = !["GET", "HEAD"].includes(sample.method);
  const body = sample.body;
  if (canHaveBody && body.kind !== "none") {
    if (body.kind === "text") init.body = body.text;
    else if (body.kind === "binary") init.body = body.bytes;
    else init.body = `{"x":"${"a".repeat(body.bytes)}"}`;
    const contentType = h.contentType ?? (body.kind === "binary" ? body.contentType : body.contentType);
    if (contentType) headers.set("content-type", contentType);
  } else if (h.contentType !== undefined) {
    headers.set("content-type", h.contentType);
  }
  return { url, init };
}

const STACK_TRACE = /\bat \S+ \(\S+:\d+:\d+\)|\n\s+at \S+|node_modules/;
const AUTH_PATH = /^\/api\/auth\//;

interface Verdict {
  status: number;
  ok: boolean;
  problem?: string;
  errorCode?: string;
  errorMessage?: string;
}

/** The invariants of docs/product/compliance.md#security for one response. */
async function judge(route: Route, method: string, url: string, res: Response): Promise<Verdict> {
  const raw = Buffer.from(await res.arrayBuffer());
  const text = raw.toString("utf8");
  const status = res.status;
  const fail = (problem: string): Verdict => ({
    status,
    ok: false,
    problem: `${problem}; body: ${text.slice(0, 400)}`,
  });
  if (status >= 500) return fail(`status ${status}`);
  if (STACK_TRACE.test(text) && !/^%PDF/.test(text)) return fail("a stack trace or node_modules in the body");
  const location = res.headers.get("location");
  if (location && new URL(location, TEST_ORIGIN).origin !== TEST_ORIGIN)
    return fail(`redirect off-site to ${location}`);
  if (status < 400 || method === "HEAD") return { status, ok: true };

  const contentType = res.headers.get("content-type") ?? "";
  const path = new URL(url).pathname;
  if (!/json/i.test(contentType)) {
    // docs/api.md: every refusal under /api is JSON; better-auth's empty 404 for a path it does not serve and the
    // test-mode pages' own 400 form are the exceptions.
    if (route.html && /text\/html/.test(contentType)) return { status, ok: true };
    if (AUTH_PATH.test(path) && text === "") return { status, ok: true };
    if (path.startsWith("/api/"))
      return fail(`a ${status} refusal that is not JSON (${contentType || "no content-type"})`);
    return { status, ok: true };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return fail("a JSON content-type with a body that is not JSON");
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (
    error &&
    typeof error.code === "string" &&
    typeof error.message === "string" &&
    error.message.trim() !== ""
  )
    return { status, ok: true, errorCode: error.code, errorMessage: error.message };
  // better-auth's routes are unchanged (docs/api.md) and refuse with its own `{ code, message }`.
  const own = body as { code?: unknown; message?: unknown } | null;
  if (
    AUTH_PATH.test(path) &&
    own &&
    typeof own.message === "string" &&
    own.message.trim() !== "" &&
    (own.code === undefined || typeof own.code === "string")
  )
    return { status, ok: true };
  return fail("a refusal without the { error: { code, message } } shape");
}

// ---- The run ---------------------------------------------------------------------------------------------

let t: TestContext;
let routes: Route[];
let callers: Record<CallerName, Caller>;
const hits = new Map<string, number>();
/** Documented routes that answered at least once as themselves (not the catch-all's "No such API endpoint"). */
const reached = new Set<string>();
let sent = 0;
const accepted = { freeGenerated: 0, freeChats: 0, createdEmails: new Set<string>(), creations: 0 };
let baseline: { users: number; freeBundles: number; startedAt: Date };
/**
 * better-auth logs every refusal of hostile input itself (an unknown user, an OAuth state mismatch): that
 * noise is expected here and kept out of the log. Anything else written to console.error fails the run.
 */
const unexpectedConsoleErrors: string[] = [];
const fromBetterAuth = (args: unknown[]) => typeof args[0] === "string" && args[0].includes("[Better Auth]");
const quietWarn = vi.spyOn(console, "warn").mockImplementation(() => {});
const quietError = vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
  if (!fromBetterAuth(args)) unexpectedConsoleErrors.push(args.map(String).join(" ").slice(0, 500));
});

function emailIn(text: string): string | undefined {
  try {
    const value = (JSON.parse(text) as { email?: unknown }).email;
    return typeof value === "string" ? value.trim().toLowerCase() : undefined;
  } catch {
    return undefined;
  }
}

function account(route: Route, sample: Sample, status: number) {
  if (status < 200 || status >= 300) return;
  const key = keyOf(route);
  if (sample.method !== route.method) return;
  if (sample.caller === "free" && key === "POST /api/bundles/generate") accepted.freeGenerated += 1;
  if (sample.caller === "free" && key === "POST /api/chat") accepted.freeChats += 1;
  if (key === "POST /api/auth/sign-up/email" || key === "POST /api/admin/users") {
    accepted.creations += 1;
    const email = sample.body.kind === "text" ? emailIn(sample.body.text) : undefined;
    if (email) accepted.createdEmails.add(email);
  }
}

async function send(route: Route, sample: Sample): Promise<Verdict> {
  const caller = callers[sample.caller];
  const { url, init } = buildRequest(route, sample, caller);
  const res = await t.app.request(url, init);
  sent += 1;
  const verdict = await judge(route, sample.method, url, res);
  if (sample.method === route.method) {
    hits.set(keyOf(route), (hits.get(keyOf(route)) ?? 0) + 1);
    if (verdict.errorMessage !== "No such API endpoint.") reached.add(keyOf(route));
  }
  account(route, sample, verdict.status);
  return verdict;
}

async function newCaller(name: Exclude<CallerName, "anon">): Promise<Caller> {
  const email = `hostile-${name}-${randomUUID().slice(0, 8)}@example.com`;
  // Not in the fuzz's pool of passwords, so no fuzzed change-password can lock the caller out.
  const password = `caller-${randomUUID()}-1`;
  const created = await t.services.accounts.createVerifiedUser({
    email,
    password,
    name: `Hostile ${name}`,
    role: name === "admin" ? "admin" : "user",
  });
  if (name === "paid") await t.services.accounts.grantEntitlement(created.id, "yearly", { source: "seed" });
  const cookie = await signIn(t, email, password);
  return { name, id: created.id, email, password, cookie, ownIds: [], otherIds: [] };
}

/**
 * A bundle, a conversation, a support request and a test-mode checkout. Never the caller's own e-mail: it
 * is the confirmation that deletes an account, and the callers must live through the run.
 */
async function resourcesOf(cookie: string, userId: string, email: string): Promise<string[]> {
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await t.app.request(`${TEST_ORIGIN}${path}`, {
      method,
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (res.status >= 400) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as Record<string, unknown>;
  };
  const bundle = await call("POST", "/api/bundles/generate", {
    lead: "67 year old widow in Ohio, diabetic, wants her funeral covered, $120 a month",
  });
  await call("POST", "/api/bundles", { bundleId: bundle.id });
  const conversation = await call("POST", "/api/conversations", { language: "es" });
  const checkout = await call("POST", "/api/billing/checkout", { plan: "lifetime" });
  const checkoutId = String(checkout.url).split("/").pop()!;
  const supportId = randomUUID();
  await t.services.database.db.insert(supportRequests).values({
    id: supportId,
    userId,
    name: "Hostile Support",
    email,
    subject: "Question",
    message: "How do I export a bundle?",
  });
  return [String(bundle.id), String(conversation.conversationId), checkoutId, supportId, userId];
}

beforeAll(async () => {
  t = await createTestContext();
  const doc = (await (await t.app.request(`${TEST_ORIGIN}/api/openapi.json`)).json()) as OpenApi;
  routes = inventoryFrom(doc, t.services.auth.api as unknown as Record<string, unknown>);

  const free = await newCaller("free");
  const paid = await newCaller("paid");
  const admin = await newCaller("admin");
  // Another account whose things everyone tries to reach; nobody fuzzes as it.
  const other = await newCaller("free");
  const otherIds = [...(await resourcesOf(other.cookie, other.id!, other.email!)), other.email!];
  for (const caller of [free, paid, admin]) {
    caller.ownIds = await resourcesOf(caller.cookie, caller.id!, caller.email!);
    caller.otherIds = otherIds;
  }
  const anon: Caller = { name: "anon", cookie: "", ownIds: ["cs_test_unknown"], otherIds };
  callers = { anon, free, paid, admin };

  await t.services.database.db
    .update(users)
    .set({ trialCredits: FREE_CREDITS })
    .where(eq(users.id, free.id!));
  const [userRows] = await t.services.database.db.select({ n: count() }).from(users);
  const [bundleRows] = await t.services.database.db
    .select({ n: count() })
    .from(bundles)
    .where(eq(bundles.userId, free.id!));
  baseline = { users: userRows!.n, freeBundles: bundleRows!.n, startedAt: new Date() };
}, 120_000);

afterAll(async () => {
  quietWarn.mockRestore();
  quietError.mockRestore();
  await t.close();
});

describe("hostile input against every endpoint (docs/product/compliance.md#security)", () => {
  it("takes its inventory from the app: every documented route plus better-auth's and the pages outside OpenAPI", () => {
    const documented = routes.filter((r) => r.documented);
    expect(documented.length).toBeGreaterThanOrEqual(40);
    expect(routes.length).toBeGreaterThanOrEqual(60);
    const keys = routes.map(keyOf);
    expect(keys).toEqual(
      expect.arrayContaining([
        "GET /api/bundles/{id}/pdf",
        "GET /api/admin/users.csv",
        "POST /api/billing/webhook",
        "POST /api/chat",
        "POST /api/auth/sign-up/email",
      ]),
    );
    // The body fields come from the documented schemas, so a new field is fuzzed by name too.
    expect(routes.find((r) => keyOf(r) === "POST /api/bundles/generate")!.bodyFields).toEqual(
      expect.arrayContaining(["lead", "profile", "language", "age"]),
    );
  });

  it(`answers at least ${MIN_REQUESTS} hostile requests without a 5xx, in the error shape of docs/api.md`, async () => {
    // better-auth's further routes have a run of their own below.
    const numRuns = Math.ceil((MIN_REQUESTS * 1.02) / routes.filter((r) => !r.fromAuthApi).length);
    for (const [index, route] of routes.entries()) {
      if (route.fromAuthApi) continue;
      for (const caller of Object.values(callers)) await stillSignedIn(t, caller);
      const seed = BASE_SEED + index;
      const result = await fc.check(
        fc.asyncProperty(sampleArb(route, callers), async (sample) => {
          const verdict = await send(route, sample);
          if (!verdict.ok) throw new Error(verdict.problem);
        }),
        { seed, numRuns },
      );
      if (result.failed) {
        throw new Error(
          `${keyOf(route)} failed (seed ${seed}, HOSTILE_SEED=${BASE_SEED}): ${String(
            (result.errorInstance as Error | undefined)?.message ?? "",
          )}\ncounterexample: ${fc.stringify(result.counterexample)}`,
        );
      }
    }
    expect(sent).toBeGreaterThanOrEqual(MIN_REQUESTS);
    expect(unexpectedConsoleErrors).toEqual([]);
  }, 600_000);

  it(`answers every route better-auth serves under /api/auth/* (${AUTH_RUNS} requests each) without a 5xx`, async () => {
    const authRoutes = routes.filter((r) => AUTH_PATH.test(r.path) && !r.path.includes("{anything}"));
    // The routes no client of ours calls are there too, from better-auth's own list.
    expect(authRoutes.map(keyOf)).toEqual(
      expect.arrayContaining([
        "POST /api/auth/update-user",
        "POST /api/auth/delete-user",
        "GET /api/auth/delete-user/callback",
        "POST /api/auth/change-email",
        "POST /api/auth/send-verification-email",
        "POST /api/auth/verify-password",
        "GET /api/auth/list-sessions",
        "POST /api/auth/revoke-session",
        "POST /api/auth/revoke-sessions",
        "POST /api/auth/revoke-other-sessions",
        "POST /api/auth/update-session",
        "GET /api/auth/list-accounts",
        "POST /api/auth/unlink-account",
        "POST /api/auth/link-social",
        "GET /api/auth/account-info",
        "POST /api/auth/refresh-token",
        "POST /api/auth/get-access-token",
        "GET /api/auth/ok",
        "GET /api/auth/error",
      ]),
    );
    // Every route is tried and every failure reported, not only the first.
    const failures: string[] = [];
    for (const [index, route] of authRoutes.entries()) {
      for (const caller of Object.values(callers)) await stillSignedIn(t, caller);
      const seed = BASE_SEED + 10_000 + index;
      const result = await fc.check(
        fc.asyncProperty(sampleArb(route, callers), async (sample) => {
          const verdict = await send(route, sample);
          if (!verdict.ok) throw new Error(verdict.problem);
        }),
        { seed, numRuns: AUTH_RUNS },
      );
      if (result.failed)
        failures.push(
          `${keyOf(route)} (seed ${seed}): ${String(
            (result.errorInstance as Error | undefined)?.message ?? "",
          ).slice(0, 300)}\ncounterexample: ${fc.stringify(result.counterexample).slice(0, 600)}`,
        );
    }
    expect(failures).toEqual([]);
    expect(unexpectedConsoleErrors).toEqual([]);
  }, 600_000);

  it("hit every documented route, each matched as itself at least once", () => {
    const documented = routes.filter((r) => r.documented).map(keyOf);
    const missed = documented.filter((key) => !hits.get(key));
    expect(missed).toEqual([]);
    const neverReached = documented.filter((key) => !reached.has(key));
    expect(neverReached).toEqual([]);
  });

  it("let refused requests change nothing: no account from a refused sign-up, no credit without a delivery", async () => {
    const { db } = t.services.database;
    const free = callers.free;
    const newUsers = await db
      .select({ email: users.email })
      .from(users)
      .where(gt(users.createdAt, baseline.startedAt));
    // Every new account came from an accepted sign-up or admin creation, with that request's address.
    expect(newUsers.length).toBeLessThanOrEqual(accepted.creations);
    for (const { email } of newUsers) expect(accepted.createdEmails).toContain(email);
    const [userRows] = await db.select({ n: count() }).from(users);
    expect(userRows!.n).toBe(baseline.users + newUsers.length);

    // The free caller paid one credit per bundle generated, and at most one per accepted chat message
    // (which may also keep a bundle); refusals cost nothing.
    const [row] = await db
      .select({ credits: users.trialCredits, role: users.role })
      .from(users)
      .where(eq(users.id, free.id!));
    const [bundleRows] = await db.select({ n: count() }).from(bundles).where(eq(bundles.userId, free.id!));
    const newBundles = bundleRows!.n - baseline.freeBundles;
    const spent = FREE_CREDITS - row!.credits;
    expect(row!.role).toBe("user");
    expect(newBundles).toBeGreaterThanOrEqual(accepted.freeGenerated);
    expect(newBundles).toBeLessThanOrEqual(accepted.freeGenerated + accepted.freeChats);
    expect(spent).toBeGreaterThanOrEqual(accepted.freeGenerated);
    expect(spent).toBeLessThanOrEqual(accepted.freeGenerated + accepted.freeChats);
  });
});

describe("regressions the fuzz found (plain cases)", () => {
  async function as(caller: CallerName, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    headers.set("origin", TEST_ORIGIN);
    if (callers[caller].cookie) headers.set("cookie", callers[caller].cookie);
    return t.app.request(`${TEST_ORIGIN}${path}`, { ...init, headers });
  }

  it("answers a NUL in a path id with 400, not a database error's 500", async () => {
    await stillSignedIn(t, callers.paid);
    for (const [method, path] of [
      ["DELETE", "/api/bundles/%00"],
      ["GET", "/api/bundles/a%00b"],
      ["GET", "/api/conversations/%00/messages"],
    ] as const) {
      const res = await as("paid", path, { method });
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
    }
  });

  it("answers a NUL inside a chat message with 400 and stores nothing", async () => {
    await stillSignedIn(t, callers.paid);
    const res = await as("paid", "/api/chat", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ message: "hello\u0000there" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("bad_request");
  });

  it("answers better-auth's refusals that came without a body in the error shape (docs/product/compliance.md#security)", async () => {
    await stillSignedIn(t, callers.free);
    for (const [caller, method, path] of [
      ["free", "POST", "/api/auth/delete-user"],
      ["anon", "POST", "/api/auth/refresh-token"],
      ["anon", "POST", "/api/auth/get-access-token"],
      ["anon", "GET", "/api/auth/no-such-route"],
      ["anon", "POST", "/api/auth/no-such-route"],
    ] as const) {
      const res = await as(caller, path, {
        method,
        headers: { "content-type": "application/json" },
        body:
          method === "POST" ? JSON.stringify({ password: "s3cure-pass!", providerId: "google" }) : undefined,
      });
      expect(res.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${path}`).toBeLessThan(500);
      expect(res.headers.get("content-type")).toContain("application/json");
      const body = (await res.json()) as { error?: { code: string; message: string }; message?: string };
      expect(body.error?.message ?? body.message, `${method} ${path}`).toBeTruthy();
    }
  });

  it("answers a 3,000-character value in any text field of better-auth's routes without a 5xx (docs/product/compliance.md#security)", async () => {
    // Text that does not compress: a database index cannot hold 3,000 bytes of it (docs/product/compliance.md#security, item 4).
    let seed = 7;
    const long = Array.from({ length: 3000 }, () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return String.fromCharCode(33 + (seed % 94));
    }).join("");
    const failures: string[] = [];
    for (const route of routes.filter((r) => AUTH_PATH.test(r.path) && r.method === "POST")) {
      const fields = Object.entries(route.bodySchema?.properties ?? {}).filter(
        ([, schema]) => schema.type === "string" && !schema.enum,
      );
      for (const [field] of fields) {
        for (const caller of ["free", "anon"] as const) {
          await stillSignedIn(t, callers[caller]);
          const path = route.path.replace(/\{[^}]+\}/g, "x");
          const res = await as(caller, path, {
            method: "POST",
            headers: { "content-type": "application/json", "x-test-ip": `10.99.0.${failures.length % 250}` },
            body: JSON.stringify({ [field]: long }),
          });
          if (res.status >= 500)
            failures.push(`${caller} POST ${path} { ${field}: 3,000 characters }: ${res.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it("answers an unreadable form posted to the test-mode checkout with 400, not 500", async () => {
    const res = await as("anon", "/api/billing/test-checkout/cs_test_unknown/pay", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=----x" },
      body: "{}",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string; message: string } }).error).toMatchObject({
      code: "bad_request",
      message: "The form could not be read.",
    });
  });
});
