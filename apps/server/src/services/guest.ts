import { randomUUID } from "node:crypto";
import {
  GUEST_BUNDLES_PER_ADDRESS_PER_DAY,
  GUEST_BUNDLES_PER_EMAIL,
  GUEST_LEADS_PER_ADDRESS_PER_HOUR,
  type GuestBundle,
  type GuestLead,
} from "@buildr/contracts/guest";
import { type Bundle, generateBundle, type Language } from "@buildr/engine";
import { and, asc, eq, gt, lt, sql } from "drizzle-orm";
import { lockForTransaction } from "../db/advisory-lock.js";
import type { Db } from "../db/client.js";
import { guestLeads } from "../db/schema.js";
import { AppError } from "../lib/errors.js";
import type { ServiceDeps } from "./deps.js";

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const TALK_TRACK_LINES = 3;

const VAGUE_MESSAGE: Record<Language, string> = {
  en: "Tell me a little more about the client: at least their age or what they need.",
  es: "Cuéntame un poco más del cliente: al menos su edad o lo que necesita.",
  fr: "Dites-m'en un peu plus sur le client : au moins son âge ou son besoin.",
};

const SAMPLE_USED_MESSAGE =
  "This email has already received its sample bundle. Create a free account to get 2 more bundles.";

/** Whole seconds until `from + windowMs`, at least 1, for Retry-After. */
function secondsUntil(from: Date, windowMs: number, now: Date): number {
  return Math.max(1, Math.ceil((from.getTime() + windowMs - now.getTime()) / 1000));
}

/**
 * The landing page's guest coach (docs/product/decisions.md#d-21): a visitor's e-mail becomes a lead (with its docs/product/decisions.md#d-19 referral code),
 * and that e-mail gets one sample bundle from the engine. Limited per e-mail (one, ever) and per client
 * address (new leads per hour, samples per day), so the free taste cannot stand in for an account.
 */
export class GuestService {
  constructor(readonly deps: ServiceDeps) {}

  async registerLead(
    input: { email: string; referralCode?: string; language?: Language },
    address: string | undefined,
    now = new Date(),
  ): Promise<GuestLead> {
    const { db } = this.deps;
    const [existing] = await db.select().from(guestLeads).where(eq(guestLeads.email, input.email));
    if (existing) {
      // A returning visitor keeps the first referral that brought them; the language follows their latest visit.
      await db
        .update(guestLeads)
        .set({
          referralCode: existing.referralCode ?? input.referralCode ?? null,
          language: input.language ?? existing.language,
        })
        .where(eq(guestLeads.id, existing.id));
      return { email: existing.email, bundlesRemaining: remaining(existing.bundlesGiven) };
    }

    // The count and the insert are one step per address (docs/product/compliance.md#security: counted apart, 47 of 50 parallel
    // requests got through on PostgreSQL).
    return this.perAddress(address, async (db) => {
      if (address) {
        const since = new Date(now.getTime() - HOUR_MS);
        const recent = await db
          .select({ createdAt: guestLeads.createdAt })
          .from(guestLeads)
          .where(and(eq(guestLeads.ipAddress, address), gt(guestLeads.createdAt, since)))
          .orderBy(asc(guestLeads.createdAt))
          .limit(GUEST_LEADS_PER_ADDRESS_PER_HOUR);
        if (recent.length >= GUEST_LEADS_PER_ADDRESS_PER_HOUR) {
          throw new AppError(
            "rate_limited",
            "Too many new emails from this connection. Please wait a while, or create a free account.",
            { retryAfter: secondsUntil(recent[0]!.createdAt, HOUR_MS, now) },
          );
        }
      }

      // Two tabs giving the same e-mail at once: the unique e-mail keeps one row, both get an answer.
      const [row] = await db
        .insert(guestLeads)
        .values({
          id: randomUUID(),
          email: input.email,
          referralCode: input.referralCode ?? null,
          language: input.language ?? "en",
          ipAddress: address ?? null,
          createdAt: now,
        })
        .onConflictDoNothing({ target: guestLeads.email })
        .returning();
      if (row) return { email: row.email, bundlesRemaining: remaining(row.bundlesGiven) };
      const [raced] = await db.select().from(guestLeads).where(eq(guestLeads.email, input.email));
      return { email: input.email, bundlesRemaining: remaining(raced?.bundlesGiven ?? 0) };
    });
  }

  async sampleBundle(
    input: { email: string; lead: string; language?: Language },
    address: string | undefined,
    now = new Date(),
  ): Promise<GuestBundle> {
    const { db } = this.deps;
    const [lead] = await db.select().from(guestLeads).where(eq(guestLeads.email, input.email));
    if (!lead) {
      throw new AppError("not_found", "Give your email in the chat first, then describe your lead.");
    }
    if (lead.bundlesGiven >= GUEST_BUNDLES_PER_EMAIL) throw new AppError("forbidden", SAMPLE_USED_MESSAGE);

    // Counted and spent as one step per address, like the leads above.
    return this.perAddress(address, async (db) => {
      if (address) {
        const since = new Date(now.getTime() - DAY_MS);
        const recent = await db
          .select({ at: guestLeads.lastBundleAt })
          .from(guestLeads)
          .where(and(eq(guestLeads.ipAddress, address), gt(guestLeads.lastBundleAt, since)))
          .orderBy(asc(guestLeads.lastBundleAt))
          .limit(GUEST_BUNDLES_PER_ADDRESS_PER_DAY);
        if (recent.length >= GUEST_BUNDLES_PER_ADDRESS_PER_DAY) {
          throw new AppError(
            "rate_limited",
            "This connection has had its sample bundles for today. Create a free account to keep going.",
            { retryAfter: secondsUntil(recent[0]!.at!, DAY_MS, now) },
          );
        }
      }

      const language = input.language ?? lead.language;
      const result = generateBundle({ lead: input.lead }, { id: randomUUID(), now, language });
      if (!result.ok) {
        // A refusal costs nothing: the visitor can add details and try again.
        throw new AppError("lead_too_vague", result.explanation ?? VAGUE_MESSAGE[result.language], {
          missing: result.missing,
        });
      }

      // Spent only if still unspent, in one statement, so parallel requests for one e-mail get one sample.
      const spent = await db
        .update(guestLeads)
        .set({
          bundlesGiven: sql`${guestLeads.bundlesGiven} + 1`,
          lastBundleAt: now,
          ipAddress: address ?? lead.ipAddress,
        })
        .where(and(eq(guestLeads.id, lead.id), lt(guestLeads.bundlesGiven, GUEST_BUNDLES_PER_EMAIL)))
        .returning({ id: guestLeads.id });
      if (spent.length === 0) throw new AppError("forbidden", SAMPLE_USED_MESSAGE);
      return toGuestBundle(result.bundle);
    });
  }

  /**
   * Runs `work` holding the address's lock, in one transaction, so that what it counts cannot change until
   * what it writes is committed: the next request from the address counts after it. Without an address
   * (no socket, no trusted proxy) only the per-e-mail limits apply, which are single statements already.
   */
  private perAddress<T>(address: string | undefined, work: (db: Db) => Promise<T>): Promise<T> {
    const { db } = this.deps;
    if (!address) return work(db);
    return db.transaction(async (tx) => {
      await lockForTransaction(tx, `guest-address:${address}`);
      return work(tx);
    });
  }
}

function remaining(given: number): number {
  return Math.max(0, GUEST_BUNDLES_PER_EMAIL - given);
}

function toGuestBundle(bundle: Bundle): GuestBundle {
  return {
    language: bundle.language,
    summary: bundle.summary,
    policies: bundle.policies.map((p) => ({
      name: p.name,
      coverage: p.coverage,
      premium: p.premium,
      carriers: p.carriers.map((c) => c.name),
    })),
    totals: bundle.totals,
    talkTrack: bundle.talkTrack.slice(0, TALK_TRACK_LINES),
    compliance: bundle.compliance,
  };
}
