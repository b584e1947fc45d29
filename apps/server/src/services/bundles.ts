/**
 * The bundle service: generating from a lead or a corrected profile, saving, reading and paging an agent's
 * bundles. One module because generating, correcting and saving share the credit charged in one transaction and
 * the stored shape.
 */
import { randomUUID } from "node:crypto";
import type { Bundle as ApiBundle } from "@buildr/contracts";
import {
  BUNDLE_PAGE_DEFAULT,
  BUNDLE_PAGE_MAX,
  FREE_CORRECTIONS_PER_BUNDLE,
  FREE_SAVES_PER_MONTH,
  type GenerateBundleRequest,
  type SavedBundle,
  type SavedBundleList,
} from "@buildr/contracts";
import {
  type AppointmentLine,
  type ClientHandout,
  clientCopyLines,
  generateBundle,
  type TpmoCounts,
  toClientHandout,
} from "@buildr/engine";
import { and, count, desc, eq, gte, ilike, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import type { PgInsertValue } from "drizzle-orm/pg-core";
import { BatchWriter } from "../db/batch.js";
import type { Db } from "../db/client.js";
import { bundles, users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";
import type { Access, AccountService } from "./accounts.js";
import { ensureAvailable } from "./allowance.js";
import { applyBook, type BookService } from "./book.js";
import { sourcesInLead, withMissingFacts } from "./bundle-facts.js";

export interface AgentCard {
  name?: string;
  company?: string;
  phone?: string;
  tpmo: TpmoCounts;
}

const VAGUE_MESSAGE = {
  en: "Tell me a little more about the client: at least their age or what they need.",
  es: "Cuéntame un poco más del cliente: al menos su edad o lo que necesita.",
  fr: "Dites-m'en un peu plus sur le client : au moins son âge ou son besoin.",
} as const;

/**
 * Bundles for an agent: the engine computes (pure, docs/product/decisions.md#d-11), this service charges the credit (docs/product/decisions.md#d-2) and
 * keeps the result for its owner. A refusal (too vague) costs nothing.
 */
export class BundleService {
  /**
   * Bundles of unlimited accounts need no credit, so nothing ties their insert to other statements:
   * concurrent ones are written together (group commit, db/batch.ts), each request answered once its row
   * is committed.
   */
  private readonly unlimitedInserts: BatchWriter<PgInsertValue<typeof bundles>>;

  constructor(
    private readonly db: Db,
    private readonly accounts: AccountService,
    private readonly books?: BookService,
  ) {
    this.unlimitedInserts = new BatchWriter(async (rows) => {
      await this.db.insert(bundles).values(rows);
    });
  }

  /**
   * The new bundle as the JSON text that was stored: the route sends it as it is. `access` is the
   * caller's, when the request already loaded it (auth/session.ts): no second query.
   *
   * A correction (`profile` with `correctsBundleId`: the agent fixed what was read) is free, up to
   * FREE_CORRECTIONS_PER_BUNDLE times per bundle, when the corrected bundle is the caller's. The count is
   * kept on the first bundle of the chain, so correcting a correction does not start a new allowance;
   * past the limit a correction is charged like any bundle. The new bundle keeps the original lead text,
   * so a correction cannot turn into a free bundle for another client's lead. An id that is not the
   * caller's (unknown, removed, another account's) is 404 like everywhere else, and nothing is charged.
   */
  async generate(
    userId: string,
    request: GenerateBundleRequest,
    now = new Date(),
    known?: Access,
  ): Promise<string> {
    const access = known ?? (await this.accounts.access(userId, now));
    if (!access) throw new AppError("unauthorized");
    const corrects = "profile" in request ? request.correctsBundleId : undefined;
    const original = corrects ? await this.correctionTarget(userId, corrects) : null;
    // A correction may use the last credit's bundle: whether it is free is decided in the transaction.
    if (!original) ensureAvailable(access.allowance, "bundle", request.language ?? "en", now);

    const id = randomUUID();
    const input =
      "lead" in request
        ? { lead: request.lead, language: request.language }
        : { profile: request.profile, language: request.language };
    const result = generateBundle(input, { id, now, language: request.language });
    if (!result.ok) {
      throw new AppError("lead_too_vague", result.explanation ?? VAGUE_MESSAGE[result.language], {
        missing: result.missing,
      });
    }
    // The agent's book orders and marks the carriers, warns and applies the contract level.
    const bundle = applyBook(withMissingFacts(result.bundle), (await this.books?.bookOf(userId)) ?? null);
    if (original && "profile" in request) {
      // The words each fact was read from, where they are still the lead's words.
      const sources = sourcesInLead(request.profile.sources, original.lead);
      if (sources.length > 0) bundle.client.sources = sources;
    }

    // Serialised once, for the row and for the answer: a bundle is about 12 KB of JSON.
    const json = JSON.stringify(bundle);
    const row = {
      id,
      userId,
      language: bundle.language,
      lead: original ? original.lead : "lead" in request ? request.lead : null,
      summary: bundle.summary,
      bundle: sql`${json}::jsonb`,
      createdAt: now,
    };
    if (original) {
      await this.db.transaction(async (tx) => {
        // Conditional UPDATE: parallel corrections can never use more than the free ones.
        const [free] = await tx
          .update(bundles)
          .set({ corrections: sql`${bundles.corrections} + 1` })
          .where(
            and(
              eq(bundles.id, original.root),
              eq(bundles.userId, userId),
              lt(bundles.corrections, FREE_CORRECTIONS_PER_BUNDLE),
            ),
          )
          .returning({ used: bundles.corrections });
        if (!free && !access.isUnlimited) await this.accounts.spendTrialCredit(userId, tx, request.language);
        await tx.insert(bundles).values({ ...row, correctionOf: free ? original.root : null });
      });
      return json;
    }
    if (access.isUnlimited) {
      await this.unlimitedInserts.add(row);
      return json;
    }
    // Charged only for a bundle actually produced, in the same transaction that keeps it: the conditional
    // UPDATE makes parallel requests safe, and a failed insert gives the credit back by rolling back.
    await this.db.transaction(async (tx) => {
      await this.accounts.spendTrialCredit(userId, tx, request.language);
      await tx.insert(bundles).values(row);
    });
    return json;
  }

  /** The caller's bundle being corrected: the first bundle of its chain and the lead it came from. */
  private async correctionTarget(userId: string, id: string): Promise<{ root: string; lead: string | null }> {
    const [row] = await this.db
      .select({ id: bundles.id, correctionOf: bundles.correctionOf, lead: bundles.lead })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId), isNull(bundles.removedAt)))
      .limit(1);
    if (!row) throw new AppError("not_found", "No bundle with that id in your account.");
    return { root: row.correctionOf ?? row.id, lead: row.lead };
  }

  /** The owner's bundle; anyone else's is "not found", so ids reveal nothing. */
  async get(userId: string, id: string): Promise<ApiBundle> {
    const [row] = await this.db
      .select({ bundle: bundles.bundle })
      .from(bundles)
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId), isNull(bundles.removedAt)))
      .limit(1);
    if (!row) throw new AppError("not_found", "No bundle with that id in your account.");
    return row.bundle;
  }

  /**
   * The client's handout of one appointment line (the bundle's own by default), with the agent's TPMO
   * counts in the disclaimer. A line the bundle holds no product of is "not found".
   */
  async clientCopy(userId: string, id: string, line?: AppointmentLine): Promise<ClientHandout> {
    const [bundle, agent] = await Promise.all([this.get(userId, id), this.agentCard(userId)]);
    return this.handout(bundle, agent, line);
  }

  handout(bundle: ApiBundle, agent: AgentCard, line?: AppointmentLine): ClientHandout {
    if (line !== undefined && !clientCopyLines(bundle).includes(line))
      throw new AppError("not_found", "This bundle has no policy for that appointment.");
    return toClientHandout(bundle, { tpmo: agent.tpmo, line });
  }

  /** What the agent prints on a client's copy: name, company, phone and the TPMO disclaimer's counts. */
  async agentCard(userId: string): Promise<AgentCard> {
    const [row] = await this.db
      .select({
        name: users.name,
        company: users.company,
        phone: users.phone,
        tpmoOrganizations: users.tpmoOrganizations,
        tpmoPlans: users.tpmoPlans,
      })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw new AppError("unauthorized");
    return {
      name: row.name || undefined,
      company: row.company ?? undefined,
      phone: row.phone ?? undefined,
      tpmo: {
        organizations: row.tpmoOrganizations ?? undefined,
        plans: row.tpmoPlans ?? undefined,
      },
    };
  }

  /**
   * docs/product/decisions.md#d-4: saves a generated bundle to the agent's list. Free accounts get FREE_SAVES_PER_MONTH saves per
   * calendar month (UTC). The count and the save happen in one transaction holding the user's row lock,
   * so parallel saves at the limit can never overshoot it. Saving an already-saved bundle is a no-op.
   * An unlimited account counts nothing: one conditional UPDATE saves the bundle. `known` is the caller's
   * access when the request already read it (auth/session.ts). The answer is made from the row the save
   * read or touched, not read again.
   */
  async save(userId: string, bundleId: string, now = new Date(), known?: Access): Promise<SavedBundle> {
    const access = known ?? (await this.accounts.access(userId, now));
    if (!access) throw new AppError("unauthorized");
    const mine = and(eq(bundles.id, bundleId), eq(bundles.userId, userId), isNull(bundles.removedAt));
    if (access.isUnlimited) {
      const [saved] = await this.db
        .update(bundles)
        .set({ savedAt: now })
        .where(and(mine, isNull(bundles.savedAt)))
        .returning(SAVED_FIELDS);
      if (saved) return toSavedBundle(saved);
      // Saved before (a no-op), or not the caller's.
      const [row] = await this.db.select(SAVED_FIELDS).from(bundles).where(mine);
      if (!row) throw new AppError("not_found", "No bundle with that id in your account.");
      return toSavedBundle(row);
    }
    const monthStart = startOfUtcMonth(now);
    return this.db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
      const [row] = await tx.select(SAVED_FIELDS).from(bundles).where(mine);
      if (!row) throw new AppError("not_found", "No bundle with that id in your account.");
      if (row.savedAt) return toSavedBundle(row);
      const used = await savesSince(tx, userId, monthStart);
      if (used >= FREE_SAVES_PER_MONTH) {
        throw new AppError(
          "upgrade_required",
          `Free accounts can save ${FREE_SAVES_PER_MONTH} bundles a month. Upgrade to save as many as you need.`,
        );
      }
      await tx.update(bundles).set({ savedAt: now }).where(eq(bundles.id, bundleId));
      return toSavedBundle({ ...row, savedAt: now });
    });
  }

  /**
   * One page of the agent's saved bundles, most recently saved first, optionally filtered by words in the
   * summary or lead. Keyset paging on (saved_at, id), so a bundle saved or removed between two pages
   * neither repeats nor hides another; the cursor carries the last row's key to the microsecond. `known`
   * is the caller's access when the request already read it.
   */
  async list(
    userId: string,
    options: { search?: string; cursor?: string; limit?: number } = {},
    now = new Date(),
    known?: Access,
  ): Promise<SavedBundleList> {
    const limit = Math.min(Math.max(1, options.limit ?? BUNDLE_PAGE_DEFAULT), BUNDLE_PAGE_MAX);
    const after = options.cursor ? decodeCursor(options.cursor) : null;
    const access = known ?? (await this.accounts.access(userId, now));
    if (!access) throw new AppError("unauthorized");
    const filters = [eq(bundles.userId, userId), isNotNull(bundles.savedAt), isNull(bundles.removedAt)];
    if (options.search) {
      const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(or(ilike(bundles.summary, pattern), ilike(bundles.lead, pattern))!);
    }
    if (after)
      filters.push(
        sql`(${bundles.savedAt}, ${bundles.id}) < (${after.savedAt}::timestamp at time zone 'UTC', ${after.id})`,
      );
    const rows = await this.db
      .select({ ...SAVED_FIELDS, key: SAVED_AT_KEY })
      .from(bundles)
      .where(and(...filters))
      .orderBy(desc(bundles.savedAt), desc(bundles.id))
      .limit(limit + 1);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    return {
      bundles: page.map((row) => toSavedBundle(row)),
      nextCursor: rows.length > limit && last ? encodeCursor({ savedAt: last.key, id: last.id }) : null,
      savedThisMonth: await savesSince(this.db, userId, startOfUtcMonth(now)),
      monthlyLimit: access.isUnlimited ? null : FREE_SAVES_PER_MONTH,
    };
  }

  /** Removes a saved bundle from the list for good; the save still counts for this month (docs/product/decisions.md#d-4). */
  async remove(userId: string, id: string, now = new Date()): Promise<void> {
    const removed = await this.db
      .update(bundles)
      .set({ removedAt: now })
      .where(and(eq(bundles.id, id), eq(bundles.userId, userId), isNull(bundles.removedAt)))
      .returning({ id: bundles.id });
    if (removed.length === 0) throw new AppError("not_found", "No bundle with that id in your account.");
  }
}

/** saved_at in UTC with its microseconds, as text: a JavaScript Date would round it to milliseconds. */
const SAVED_AT_KEY = sql<string>`to_char(${bundles.savedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US')`;
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}$/;

interface Cursor {
  savedAt: string;
  id: string;
}

function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify([cursor.savedAt, cursor.id])).toString("base64url");
}

/** A cursor the server did not make (edited, truncated, from another version) is the client's 400. */
function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, "base64url").toString("utf8"));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === "string" &&
      CURSOR_TIME.test(value[0]) &&
      !Number.isNaN(Date.parse(`${value[0]}Z`)) &&
      typeof value[1] === "string" &&
      /^[A-Za-z0-9-]{1,64}$/.test(value[1])
    )
      return { savedAt: value[0], id: value[1] };
  } catch {
    // Not base64url JSON: refused below.
  }
  const message = "This cursor is not one the server gave: start again from the first page.";
  throw new AppError("validation_failed", `cursor: ${message}`, { fields: { cursor: message } });
}

export function startOfUtcMonth(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

async function savesSince(db: Pick<Db, "select">, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bundles)
    .where(and(eq(bundles.userId, userId), gte(bundles.savedAt, since)));
  return row?.n ?? 0;
}

/** What a saved bundle's card is made from. */
const SAVED_FIELDS = {
  id: bundles.id,
  summary: bundles.summary,
  language: bundles.language,
  bundle: bundles.bundle,
  createdAt: bundles.createdAt,
  savedAt: bundles.savedAt,
};

function toSavedBundle(
  row: Pick<typeof bundles.$inferSelect, "id" | "summary" | "language" | "bundle" | "createdAt" | "savedAt">,
): SavedBundle {
  const { bundle } = row;
  const name = [bundle.client.firstName, bundle.client.lastName].filter(Boolean).join(" ");
  return {
    id: row.id,
    summary: row.summary,
    language: row.language,
    clientName: name || null,
    clientAge: bundle.client.age ?? null,
    products: bundle.policies.map((p) => p.product),
    monthlyPremium: bundle.totals.monthlyPremium,
    firstYearCommission: bundle.totals.firstYearCommission,
    createdAt: row.createdAt.toISOString(),
    savedAt: (row.savedAt ?? row.createdAt).toISOString(),
  };
}
