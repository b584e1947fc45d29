import { randomBytes } from "node:crypto";
import {
  type AgentBook,
  type AgentBookResponse,
  type BookCarrier,
  type BookPolicy,
  type Bundle,
  type BundleWarning,
  OTHER_CARRIER,
  READY_TO_SELL_PRODUCTS,
} from "@buildr/contracts";
import type { Language, Money, ProductId } from "@buildr/engine";
import { eq } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { agentBooks } from "../db/schema.js";

/**
 * The agent's book: kept per agent, read on every bundle. `applyBook` is how a bundle follows it: the
 * engine recommends the same carriers for every agent; the book only orders and marks them, warns, and
 * scales the commission to the agent's contract level.
 */
export class BookService {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<AgentBookResponse> {
    const [row] = await this.db
      .select({ book: agentBooks.book, updatedAt: agentBooks.updatedAt })
      .from(agentBooks)
      .where(eq(agentBooks.userId, userId))
      .limit(1);
    if (!row?.book) return { book: null, updatedAt: null };
    return { book: row.book, updatedAt: row.updatedAt.toISOString() };
  }

  /** The agent's book, or null when none was saved: what a bundle needs. */
  async bookOf(userId: string): Promise<AgentBook | null> {
    return (await this.get(userId)).book;
  }

  async put(userId: string, book: AgentBook, now = new Date()): Promise<AgentBookResponse> {
    await this.db
      .insert(agentBooks)
      .values({ userId, book, updatedAt: now })
      .onConflictDoUpdate({ target: agentBooks.userId, set: { book, updatedAt: now } });
    return { book, updatedAt: now.toISOString() };
  }

  /** The follow-up settings: the calendar feed's token and the morning digest's opt-in. */
  async followUpSettings(userId: string): Promise<{ calendarToken: string | null; digest: boolean }> {
    const [row] = await this.db
      .select({ calendarToken: agentBooks.calendarToken, digest: agentBooks.digest })
      .from(agentBooks)
      .where(eq(agentBooks.userId, userId))
      .limit(1);
    return { calendarToken: row?.calendarToken ?? null, digest: row?.digest ?? false };
  }

  /**
   * Creates, replaces or turns off the calendar feed's token, and sets the digest. A replaced token stops
   * working at once: the old address of a feed shared by mistake is revoked.
   */
  async updateFollowUpSettings(
    userId: string,
    change: { calendar?: "keep" | "create" | "replace" | "off"; digest?: boolean },
  ): Promise<{ calendarToken: string | null; digest: boolean }> {
    const current = await this.followUpSettings(userId);
    let calendarToken = current.calendarToken;
    if (change.calendar === "off") calendarToken = null;
    else if (change.calendar === "replace" || (change.calendar === "create" && !calendarToken))
      calendarToken = randomBytes(24).toString("base64url");
    const digest = change.digest ?? current.digest;
    await this.db
      .insert(agentBooks)
      .values({ userId, calendarToken, digest })
      .onConflictDoUpdate({ target: agentBooks.userId, set: { calendarToken, digest } });
    return { calendarToken, digest };
  }

  /** Whose feed a token opens, or null (unknown, replaced, turned off). */
  async userOfCalendarToken(token: string): Promise<string | null> {
    const [row] = await this.db
      .select({ userId: agentBooks.userId })
      .from(agentBooks)
      .where(eq(agentBooks.calendarToken, token))
      .limit(1);
    return row?.userId ?? null;
  }
}

/** Medicare Advantage and Part D compensation is set per member by CMS, not a share of a street rate. */
const CMS_PAID: ReadonlySet<ProductId> = new Set(["medicare_advantage", "part_d"]);

/** "UnitedHealthcare (AARP)" and "UnitedHealthcare" are one carrier to an agent's appointment. */
export function carrierKey(name: string): string {
  return name
    .replace(/\([^)]*\)/g, " ")
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

function bookName(carrier: BookCarrier): string {
  return carrier.carrier === OTHER_CARRIER ? (carrier.otherName ?? "") : carrier.carrier;
}

function appointmentFor(book: AgentBook, carrierName: string, product: ProductId): BookCarrier | undefined {
  const key = carrierKey(carrierName);
  return book.carriers.find((c) => c.products.includes(product) && carrierKey(bookName(c)) === key);
}

const WARNINGS: Record<
  Language,
  {
    notLicensed: (state: string) => string;
    notReady: (product: string, year: number) => string;
    noAppointment: (product: string) => string;
  }
> = {
  en: {
    notLicensed: (s) =>
      `You are not licensed in ${s}: refer this client to an agent licensed there, or get a non-resident license before you quote or sell.`,
    notReady: (p, y) =>
      `You are not marked ready to sell ${p} for plan year ${y} with a carrier you are appointed with: finish that carrier's certification before you enroll this client.`,
    noAppointment: (p) =>
      `You are not appointed with any of the carriers shown for ${p}: they are marked "not appointed".`,
  },
  es: {
    notLicensed: (s) =>
      `Usted no tiene licencia en ${s}: refiera a este cliente a un agente con licencia allí, o saque una licencia de no residente antes de cotizar o vender.`,
    notReady: (p, y) =>
      `Usted no está marcado como listo para vender ${p} en el año del plan ${y} con una aseguradora que lo tiene nombrado: termine la certificación de esa aseguradora antes de inscribir a este cliente.`,
    noAppointment: (p) =>
      `Usted no tiene nombramiento con ninguna de las aseguradoras indicadas para ${p}: aparecen como "sin nombramiento".`,
  },
  fr: {
    notLicensed: (s) =>
      `Vous n'avez pas de licence dans l'État ${s} : orientez ce client vers un agent licencié là-bas, ou obtenez une licence de non-résident avant de faire un devis ou de vendre.`,
    notReady: (p, y) =>
      `Vous n'êtes pas indiqué « ready to sell » pour ${p} pour l'année de plan ${y} auprès d'un assureur qui vous a nommé : terminez sa certification avant d'inscrire ce client.`,
    noAppointment: (p) =>
      `Vous n'êtes nommé par aucun des assureurs indiqués pour ${p} : ils sont marqués « non nommé ».`,
  },
};

const scale = (m: Money, share: number): Money => ({
  low: Math.round(m.low * share),
  high: Math.round(m.high * share),
});

/**
 * A bundle as the agent's book sees it. Without a book the bundle is unchanged but says so (`book.applied`
 * false), so the screen can offer to set one up. With one: each policy's appointed carriers first and
 * marked (the others kept, marked not appointed), the agent's contract level applied to the commission
 * of the first appointed carrier that has one, a Medicare Advantage or Part D policy flagged when no
 * appointed carrier is marked ready to sell for the bundle's plan year, and a warning when the client
 * lives in a state the agent is not licensed in.
 */
export function applyBook(bundle: Bundle, book: AgentBook | null): Bundle {
  if (!book) return { ...bundle, book: { applied: false } };
  const words = WARNINGS[bundle.language];
  const warnings: BundleWarning[] = [];
  const state = bundle.client.state?.toUpperCase();
  if (state && !book.licensedStates.includes(state))
    warnings.push({ code: "not_licensed_in_state", state, message: words.notLicensed(state) });

  const policies = bundle.policies.map((policy): BookPolicy => {
    const marked = policy.carriers.map((c) => {
      const appointment = appointmentFor(book, c.name, policy.product);
      return { carrier: { ...c, appointed: appointment !== undefined }, appointment };
    });
    // Stable: the engine's order of best fit is kept within the appointed ones and within the others.
    const ordered = [...marked.filter((m) => m.appointment), ...marked.filter((m) => !m.appointment)];
    const out: BookPolicy = { ...policy, carriers: ordered.map((m) => m.carrier) };
    const appointed = ordered.filter((m) => m.appointment);
    if (appointed.length === 0 && ordered.length > 0)
      warnings.push({
        code: "no_appointed_carrier",
        product: policy.product,
        message: words.noAppointment(policy.name),
      });

    const levelled = appointed.find((m) => m.appointment?.contractLevel !== undefined);
    if (levelled?.appointment?.contractLevel !== undefined && !CMS_PAID.has(policy.product)) {
      const share = levelled.appointment.contractLevel;
      out.commission = {
        ...policy.commission,
        firstYear: scale(policy.commission.firstYear, share),
        level: {
          carrier: levelled.carrier.name,
          share,
          ...(levelled.appointment.levelName ? { levelName: levelled.appointment.levelName } : {}),
          street: { ...policy.commission.firstYear },
        },
      };
    }

    if ((READY_TO_SELL_PRODUCTS as readonly ProductId[]).includes(policy.product) && bundle.planYear) {
      const year = bundle.planYear;
      const ready = appointed.some((m) => m.appointment?.readyToSell?.includes(year));
      out.readyToSell = ready;
      if (!ready && appointed.length > 0)
        warnings.push({
          code: "not_ready_to_sell",
          product: policy.product,
          planYear: year,
          message: words.notReady(policy.name, year),
        });
    }
    return out;
  });

  const commission = policies.reduce(
    (sum, p) => ({ low: sum.low + p.commission.firstYear.low, high: sum.high + p.commission.firstYear.high }),
    { low: 0, high: 0 },
  );
  const before = bundle.policies.reduce(
    (sum, p) => ({ low: sum.low + p.commission.firstYear.low, high: sum.high + p.commission.firstYear.high }),
    { low: 0, high: 0 },
  );
  return {
    ...bundle,
    policies,
    // The engine's totals are the sums of its policies: moved by what the level changed, nothing else.
    totals: {
      ...bundle.totals,
      firstYearCommission: {
        low: bundle.totals.firstYearCommission.low + commission.low - before.low,
        high: bundle.totals.firstYearCommission.high + commission.high - before.high,
      },
    },
    warnings,
    book: { applied: true, licensedStates: book.licensedStates },
  };
}
