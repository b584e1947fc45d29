import { and, asc, eq, isNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { agentBooks, leads, leadTasks, users } from "../../db/schema.js";
import type { JobQueue } from "../../jobs/queue.js";
import type { Mailer } from "../mail/mailer.js";
import { utcDay } from "./leads.js";

export const DIGEST_JOB = "follow-up-digest";
export const DIGEST_MAIL_KIND = "follow_up_digest";

/**
 * 12:00 UTC: 7 a.m. on the East Coast (8 in summer), 4 a.m. on the West Coast; the day's follow-ups of an
 * agent anywhere in the continental US are still ahead.
 */
export const DIGEST_CRON = "0 12 * * *";

type Language = "en" | "es" | "fr";

const WORDS: Record<
  Language,
  {
    subject: (n: number) => string;
    intro: (name: string, n: number) => string;
    overdue: string;
    open: string;
    why: string;
  }
> = {
  en: {
    subject: (n) => `Your follow-ups today: ${n}`,
    intro: (name, n) => `Good morning ${name}, you have ${n} follow-up${n === 1 ? "" : "s"} due today.`,
    overdue: "overdue",
    open: "Open your leads:",
    why: "You get this e-mail because you turned on the morning e-mail in Settings. Turn it off there at any time.",
  },
  es: {
    subject: (n) => `Sus seguimientos de hoy: ${n}`,
    intro: (name, n) => `Buenos días, ${name}: tiene ${n} seguimiento${n === 1 ? "" : "s"} para hoy.`,
    overdue: "atrasado",
    open: "Abra sus prospectos:",
    why: "Recibe este correo porque activó el correo de la mañana en Configuración. Puede desactivarlo allí cuando quiera.",
  },
  fr: {
    subject: (n) => `Vos relances du jour : ${n}`,
    intro: (name, n) => `Bonjour ${name}, vous avez ${n} relance${n === 1 ? "" : "s"} à faire aujourd'hui.`,
    overdue: "en retard",
    open: "Ouvrez vos prospects :",
    why: "Vous recevez cet e-mail parce que vous avez activé l'e-mail du matin dans les paramètres. Vous pouvez le désactiver à tout moment.",
  },
};

const htmlText = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * The morning e-mail: to each agent who turned it on, the open follow-up tasks due today or overdue, in
 * the agent's interface language, through the mail outbox (and SMTP). Agents with nothing due get nothing.
 * Returns how many e-mails went out.
 */
export async function sendFollowUpDigests(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const today = utcDay(now);
  const rows = await db
    .select({
      userId: users.id,
      email: users.email,
      name: users.name,
      language: users.language,
      lead: leads.name,
      title: leadTasks.title,
      dueOn: leadTasks.dueOn,
    })
    .from(agentBooks)
    .innerJoin(users, eq(users.id, agentBooks.userId))
    .innerJoin(leadTasks, eq(leadTasks.userId, agentBooks.userId))
    .innerJoin(leads, eq(leads.id, leadTasks.leadId))
    .where(and(eq(agentBooks.digest, true), isNull(leadTasks.doneAt), lte(leadTasks.dueOn, today)))
    .orderBy(asc(users.id), asc(leadTasks.dueOn), asc(leadTasks.position));
  const byAgent = new Map<string, typeof rows>();
  for (const row of rows) byAgent.set(row.userId, [...(byAgent.get(row.userId) ?? []), row]);
  let sent = 0;
  for (const tasks of byAgent.values()) {
    const agent = tasks[0]!;
    const language = agent.language as Language;
    const w = WORDS[language];
    const link = `${publicUrl}/app/leads`;
    const line = (t: (typeof tasks)[number]) =>
      `${t.lead}: ${t.title}${t.dueOn < today ? ` (${w.overdue})` : ""}`;
    const first = agent.name.split(" ")[0] || agent.name;
    await mailer.sendRendered({
      to: agent.email,
      kind: DIGEST_MAIL_KIND,
      language,
      subject: w.subject(tasks.length),
      text: [
        w.intro(first, tasks.length),
        "",
        ...tasks.map((t) => `- ${line(t)}`),
        "",
        `${w.open} ${link}`,
        "",
        w.why,
      ].join("\n"),
      html: `<p>${htmlText(w.intro(first, tasks.length))}</p><ul>${tasks
        .map((t) => `<li>${htmlText(line(t))}</li>`)
        .join(
          "",
        )}</ul><p><a href="${htmlText(link)}">${htmlText(w.open.replace(/\s*:$/, ""))}</a></p><p style="color:#666">${htmlText(w.why)}</p>`,
      meta: { day: today, tasks: tasks.length },
    });
    sent += 1;
  }
  return sent;
}

/** The digest as a daily job on the shared queue: one process runs it each morning. */
export function defineFollowUpDigest(
  jobs: JobQueue,
  db: Db,
  mailer: Mailer,
  publicUrl: string,
  logger: Logger,
): void {
  jobs.define({
    name: DIGEST_JOB,
    cron: DIGEST_CRON,
    // Not retried: a second run could mail an agent twice.
    queue: { retryLimit: 0, expireInSeconds: 900 },
    handler: async () => {
      const sent = await sendFollowUpDigests(db, mailer, publicUrl);
      logger.info({ sent }, "follow-up digest: mails sent");
    },
  });
}
