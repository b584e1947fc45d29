/**
 * Leads and their follow-up tasks. One service because every method goes through the same owner check, and
 * a lead's status and its task plan change together in one transaction.
 */
import { randomUUID } from "node:crypto";
import type {
  Bundle,
  CreateLeadRequest,
  Lead,
  LeadStatus,
  LeadSummary,
  LeadTask,
  UpdateLeadRequest,
} from "@buildr/contracts";
import { cadenceFor, draftReminder, followUpPlan, persistencyGuard } from "@buildr/engine/followup";
import { and, asc, eq, ilike, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { leads, leadTasks } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import type { BundleService } from "../bundles.js";
import {
  addBusinessDays,
  addCalendarDays,
  isBusinessDay,
  onOrAfterBusinessDay,
  previousBusinessDay,
} from "./business-days.js";

type LeadRow = typeof leads.$inferSelect;
type TaskRow = typeof leadTasks.$inferSelect;

const NOT_FOUND = "No lead with that id in your account.";

/** The server's date, "YYYY-MM-DD" in UTC. */
export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * Leads: a client saved from a bundle, worked through a status and a follow-up plan of dated tasks. Every
 * read and write is the owner's: another agent's lead is "not found", like every id of the API.
 */
export class LeadService {
  constructor(
    private readonly db: Db,
    private readonly bundles: BundleService,
  ) {}

  /**
   * Saves the client of one of the caller's bundles as a lead, with the follow-up plan scheduled from the
   * agent's today (business days skip weekends and US federal holidays) and the persistency guard. The
   * chat's "yes, save it" calls this too.
   */
  async createLeadFromBundle(userId: string, request: CreateLeadRequest, now = new Date()): Promise<Lead> {
    const bundle = await this.bundles.get(userId, request.bundleId);
    const today = agentToday(request.today, now);
    const client = bundle.client;
    const name = request.name ?? ([client.firstName, client.lastName].filter(Boolean).join(" ") || null);
    if (!name) {
      const message = "The bundle has no client name: type the name to save the lead under.";
      throw new AppError("validation_failed", `name: ${message}`, { fields: { name: message } });
    }
    const products = bundle.policies.map((p) => p.product);
    const language = bundle.language;
    const birthDay = request.birthDay ?? birthDayOf(client.birthDate);
    const guard = persistencyGuard({
      language,
      monthlyPremium: bundle.totals.monthlyPremium,
      yearlyIncome: request.yearlyIncome ?? client.income,
      basis: request.benefits,
      birthDay,
      today,
      isBusinessDay,
    });

    const plan = followUpPlan({ products, firstName: client.firstName, language });
    const dated = plan.map((touch) => ({
      touch,
      dueOn:
        touch.businessDays !== undefined
          ? addBusinessDays(today, touch.businessDays)
          : touch.calendarDays
            ? onOrAfterBusinessDay(addCalendarDays(today, touch.calendarDays))
            : today,
    }));
    if (guard.draft && products.includes("final_expense"))
      dated.push({
        touch: draftReminder({ firstName: client.firstName, language }),
        dueOn: previousBusinessDay(guard.draft.date),
      });
    dated.sort((a, b) => a.dueOn.localeCompare(b.dueOn));

    const id = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.insert(leads).values({
        id,
        userId,
        bundleId: bundle.id,
        name,
        status: "new",
        notes: request.notes ?? "",
        language,
        summary: bundle.summary,
        bundle,
        guard,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(leadTasks).values(
        dated.map(({ touch, dueOn }, position) => ({
          id: randomUUID(),
          leadId: id,
          userId,
          position,
          dueOn,
          kind: touch.kind,
          channel: touch.channel,
          title: touch.title,
          script: touch.script,
        })),
      );
    });
    return this.get(userId, id);
  }

  /** The id of the caller's first lead saved from this bundle, or null: a second "yes" finds it. */
  async leadIdOfBundle(userId: string, bundleId: string): Promise<string | null> {
    const [row] = await this.db
      .select({ id: leads.id })
      .from(leads)
      .where(and(eq(leads.userId, userId), eq(leads.bundleId, bundleId)))
      .orderBy(asc(leads.createdAt))
      .limit(1);
    return row?.id ?? null;
  }

  async get(userId: string, id: string): Promise<Lead> {
    const row = await this.row(userId, id);
    const tasks = await this.db
      .select()
      .from(leadTasks)
      .where(eq(leadTasks.leadId, row.id))
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.position));
    return { ...fields(row), tasks: tasks.map(toTask), guard: row.guard };
  }

  /** The caller's bundle behind a lead, for the screens (the lead keeps its copy as it was saved). */
  async bundleOf(userId: string, id: string): Promise<Bundle> {
    return (await this.row(userId, id)).bundle;
  }

  /**
   * The caller's leads, most recently changed first: by words in the name, summary or notes, by status,
   * and `due` (the agent's today) keeps the leads with open tasks due that day or overdue, with them.
   */
  async list(
    userId: string,
    options: { search?: string; status?: LeadStatus; due?: string } = {},
  ): Promise<LeadSummary[]> {
    const filters = [eq(leads.userId, userId)];
    if (options.search) {
      const pattern = `%${options.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      filters.push(
        or(ilike(leads.name, pattern), ilike(leads.summary, pattern), ilike(leads.notes, pattern))!,
      );
    }
    if (options.status) filters.push(eq(leads.status, options.status));
    if (options.due)
      filters.push(
        inArray(
          leads.id,
          this.db
            .select({ id: leadTasks.leadId })
            .from(leadTasks)
            .where(
              and(eq(leadTasks.userId, userId), isNull(leadTasks.doneAt), lte(leadTasks.dueOn, options.due)),
            ),
        ),
      );
    const rows = await this.db
      .select()
      .from(leads)
      .where(and(...filters))
      .orderBy(sql`${leads.updatedAt} desc`, sql`${leads.id} desc`)
      .limit(500);
    if (rows.length === 0) return [];
    const open = await this.db
      .select()
      .from(leadTasks)
      .where(
        and(
          inArray(
            leadTasks.leadId,
            rows.map((r) => r.id),
          ),
          isNull(leadTasks.doneAt),
        ),
      )
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.position));
    const byLead = new Map<string, TaskRow[]>();
    for (const t of open) byLead.set(t.leadId, [...(byLead.get(t.leadId) ?? []), t]);
    return rows.map((row) => {
      const tasks = byLead.get(row.id) ?? [];
      const summary: LeadSummary = { ...fields(row), nextTask: tasks[0] ? toTask(tasks[0]) : null };
      if (options.due) summary.dueTasks = tasks.filter((t) => t.dueOn <= options.due!).map(toTask);
      return summary;
    });
  }

  async update(userId: string, id: string, change: UpdateLeadRequest, now = new Date()): Promise<Lead> {
    await this.db.transaction(async (tx) => {
      const set: Partial<typeof leads.$inferInsert> = { updatedAt: now };
      if (change.name !== undefined) set.name = change.name;
      if (change.status !== undefined) set.status = change.status;
      if (change.notes !== undefined) set.notes = change.notes;
      const updated = await tx
        .update(leads)
        .set(set)
        .where(and(eq(leads.id, id), eq(leads.userId, userId)))
        .returning({ id: leads.id });
      if (updated.length === 0) throw new AppError("not_found", NOT_FOUND);
      for (const task of change.tasks ?? []) {
        const done = await tx
          .update(leadTasks)
          .set({ doneAt: task.done ? now : null })
          .where(and(eq(leadTasks.id, task.id), eq(leadTasks.leadId, id)))
          .returning({ id: leadTasks.id });
        if (done.length === 0) throw new AppError("not_found", "This lead has no task with that id.");
      }
    });
    return this.get(userId, id);
  }

  async remove(userId: string, id: string): Promise<void> {
    const removed = await this.db
      .delete(leads)
      .where(and(eq(leads.id, id), eq(leads.userId, userId)))
      .returning({ id: leads.id });
    if (removed.length === 0) throw new AppError("not_found", NOT_FOUND);
  }

  /**
   * Tasks for a calendar, with their lead's name: one lead's (all of them) or, for the agent's feed,
   * every lead's tasks from `since` on.
   */
  async calendarTasks(
    userId: string,
    options: { leadId?: string; since?: string },
  ): Promise<{ task: LeadTask; lead: { id: string; name: string; summary: string } }[]> {
    if (options.leadId) await this.row(userId, options.leadId);
    const filters = [eq(leadTasks.userId, userId)];
    if (options.leadId) filters.push(eq(leadTasks.leadId, options.leadId));
    if (options.since) filters.push(sql`${leadTasks.dueOn} >= ${options.since}`);
    const rows = await this.db
      .select({ task: leadTasks, lead: { id: leads.id, name: leads.name, summary: leads.summary } })
      .from(leadTasks)
      .innerJoin(leads, eq(leads.id, leadTasks.leadId))
      .where(and(...filters))
      .orderBy(asc(leadTasks.dueOn), asc(leadTasks.position))
      .limit(2000);
    return rows.map((r) => ({ task: toTask(r.task), lead: r.lead }));
  }

  private async row(userId: string, id: string): Promise<LeadRow> {
    const [row] = await this.db
      .select()
      .from(leads)
      .where(and(eq(leads.id, id), eq(leads.userId, userId)))
      .limit(1);
    if (!row) throw new AppError("not_found", NOT_FOUND);
    return row;
  }
}

/**
 * The agent's today: the date the browser sends, when it is within a day of the server's (time zones run
 * from UTC-12 to UTC+14), else the server's UTC date.
 */
export function agentToday(sent: string | undefined, now: Date): string {
  const server = utcDay(now);
  if (!sent) return server;
  if (sent === server || sent === addCalendarDays(server, -1) || sent === addCalendarDays(server, 1))
    return sent;
  const message = `Send today's date as the agent's device has it (within a day of ${server}).`;
  throw new AppError("validation_failed", `today: ${message}`, { fields: { today: message } });
}

/** The day of the month of a full ISO birth date ("1955-03-14" → 14; "--03-14" too), else undefined. */
function birthDayOf(birthDate: string | undefined): number | undefined {
  const m = birthDate?.match(/-(\d{2})-(\d{2})$/);
  return m ? Number(m[2]) : undefined;
}

function fields(row: LeadRow): Omit<Lead, "tasks" | "guard"> {
  const products = row.bundle.policies.map((p) => p.product);
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    notes: row.notes,
    language: row.language,
    summary: row.summary,
    bundleId: row.bundleId,
    state: row.bundle.client.state ?? null,
    products,
    cadence: cadenceFor(products),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toTask(row: TaskRow): LeadTask {
  return {
    id: row.id,
    dueOn: row.dueOn,
    kind: row.kind,
    channel: row.channel as LeadTask["channel"],
    title: row.title,
    script: row.script,
    doneAt: row.doneAt ? row.doneAt.toISOString() : null,
  };
}
