import { randomUUID } from "node:crypto";
import type { Language } from "@buildr/engine";
import { desc, eq } from "drizzle-orm";
import nodemailer, { type Transporter } from "nodemailer";
import type { Logger } from "pino";
import type { Db } from "../../db/client.js";
import { mailOutbox } from "../../db/schema.js";
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

export type SendResult = { id: string; status: "sent" | "failed" | "local" };

/**
 * D-8: every mail is recorded in the outbox; with SMTP configured it is also delivered (and the row says
 * whether that worked), without SMTP the row is what a developer reads at /dev/mailbox.
 */
export class Mailer {
  private readonly transport: Transporter | null;

  constructor(
    private readonly db: Db,
    private readonly options: { smtpUrl?: string; from: string; logger: Logger },
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
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
      ...(mail.meta !== undefined ? { meta: mail.meta } : {}),
    });
    if (!this.transport) return { id, status: "local" };
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
      await this.db
        .update(mailOutbox)
        .set({ status: "sent", sentAt: new Date() })
        .where(eq(mailOutbox.id, id));
      return { id, status: "sent" };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.options.logger.error({ mailId: id, kind: mail.kind, err: message }, "mail delivery failed");
      await this.db.update(mailOutbox).set({ status: "failed", error: message }).where(eq(mailOutbox.id, id));
      return { id, status: "failed" };
    }
  }

  async recent(limit = 50) {
    return this.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(limit);
  }

  close(): void {
    this.transport?.close();
  }
}
