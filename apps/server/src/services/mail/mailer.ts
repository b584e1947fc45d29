import { randomUUID } from "node:crypto";
import type { Language } from "@buildr/engine";
import { desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
import type { JobQueue } from "../../jobs/queue.js";
import { type MailKind, renderMail } from "./templates.js";

export interface OutgoingMail {
  to: string;
  kind: MailKind;
  language: Language;
  name?: string;
  url: string;
}

export interface RenderedMail {
  to: string;
  kind: string;
  language: Language;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  meta?: unknown;
}

export type SendResult = { id: string; status: "queued" | "local" };

export const MAIL_JOB = "mail-delivery";

/** A failed delivery is tried again after about 10 s, 20 s, 40 s… (at most 10 minutes apart), 8 times. */
export const MAIL_RETRY = { retryLimit: 8, retryDelay: 10, retryDelayMax: 600 };

/**
 * Every mail is recorded in the outbox; with SMTP configured a background job then delivers it (and the
 * row says whether that worked), retried with back-off when the SMTP server refuses or cannot be reached.
 * Without SMTP the row is what a developer reads at /dev/mailbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly options: {
      smtpUrl?: string;
      from: string;
      logger: Logger;
      jobs: JobQueue;
      retry?: Partial<typeof MAIL_RETRY>;
    },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
    if (this.transport) {
      const retry = { ...MAIL_RETRY, ...options.retry };
      options.jobs.define<{ id: string }>({
        name: MAIL_JOB,
        queue: { ...retry, retryBackoff: true, expireInSeconds: 120 },
        concurrency: 2,
        handler: (job) => this.deliver(job.data.id, job.retryCount >= retry.retryLimit),
      });
    }
  }

  get delivers(): boolean {
    return this.transport !== null;
  }

  async send(mail: OutgoingMail): Promise<SendResult> {
    const rendered = renderMail(mail.kind, mail.language, { name: mail.name, url: mail.url });
    return this.sendRendered({ to: mail.to, kind: mail.kind, language: mail.language, ...rendered });
  }

  /** A mail whose words the caller wrote (e.g. a support request to the team), recorded and delivered alike. */
  async sendRendered(mail: RenderedMail): Promise<SendResult> {
    const id = randomUUID();
    await this.db.insert(mailOutbox).values({
      id,
      to: mail.to,
      kind: mail.kind,
      language: mail.language,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      status: this.transport ? "queued" : "local",
      // The Reply-To travels with the row to the delivery job.
      ...(mail.meta !== undefined || mail.replyTo
        ? { meta: mail.replyTo ? { ...(mail.meta as object), deliveryReplyTo: mail.replyTo } : mail.meta }
        : {}),
    });
    if (!this.transport) return { id, status: "local" };
    // The outbox id is the job's id: a second send of the same row would be the same job.
    await this.options.jobs.send(MAIL_JOB, { id }, { id });
    return { id, status: "queued" };
  }

  /**
   * One delivery attempt of an outbox row (the mail job). A failure is recorded on the row and thrown, so
   * the queue tries again later; after the last attempt the row says `failed`.
   */
  async deliver(id: string, lastAttempt: boolean): Promise<void> {
    const [mail] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, id));
    if (!mail || mail.status === "sent" || !this.transport) return;
    const meta = (mail.meta ?? {}) as { deliveryReplyTo?: unknown };
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        ...(typeof meta.deliveryReplyTo === "string" ? { replyTo: meta.deliveryReplyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.warn(
        { mailId: id, kind: mail.kind, err: message, lastAttempt },
        lastAttempt ? "mail delivery failed for good" : "mail delivery failed; it will be tried again",
      );
      await this.db
        .update(mailOutbox)
        .set({ status: lastAttempt ? "failed" : "queued", error: message })
        .where(eq(mailOutbox.id, id));
      throw error;
    }
    await this.db
      .update(mailOutbox)
      .set({ status: "sent", sentAt: new Date(), error: null })
      .where(eq(mailOutbox.id, id));
  }

  async recent(limit = 50) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  close(): void {
    this.transport?.close();
  }
}
