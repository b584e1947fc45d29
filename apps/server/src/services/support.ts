import { randomUUID } from "node:crypto";
import {
  SUPPORT_REPLY_BUSINESS_DAYS,
  SUPPORT_REQUESTS_PER_HOUR,
  type SupportCategory,
  type SupportReceipt,
  type supportRequestSchema,
} from "@buildr/contracts";
import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { z } from "zod";
import { supportRequests, users } from "../db/schema.js";
import { AppError } from "../lib/errors.js";
import type { ServiceDeps } from "./deps.js";

const HOUR_MS = 3_600_000;
/** The outbox kind of the mail to the support team; the Mailer's templates are for mail to agents. */
export const SUPPORT_MAIL_KIND = "support_request";

const CATEGORY_LABEL: Record<SupportCategory, string> = {
  account: "Account & sign-in",
  billing: "Billing & subscription",
  bundles: "Bundles & PDFs",
  coach: "Sales coach",
  technical: "Technical problem",
  other: "Other",
};

type SupportInput = z.output<typeof supportRequestSchema>;

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** The mail the support team reads: who wrote, from which account, about what; reply goes to the agent. */
export function renderSupportMail(
  request: SupportInput & { id: string; accountEmail: string; createdAt: Date; priority?: boolean },
  publicUrl: string,
) {
  const tag = request.priority ? "Priority support" : "Support";
  const subject = `[${tag} · ${CATEGORY_LABEL[request.category]}] ${request.subject}`;
  const target = request.priority
    ? SUPPORT_REPLY_BUSINESS_DAYS.priority
    : SUPPORT_REPLY_BUSINESS_DAYS.standard;
  const lines = [
    `From: ${request.name} <${request.email}>`,
    `Account: ${request.accountEmail}${request.priority ? " (paid plan: priority)" : ""}`,
    `Reply promised within: ${target} business day${target === 1 ? "" : "s"}`,
    `Category: ${CATEGORY_LABEL[request.category]}`,
    `Request: ${request.id}`,
    `Received: ${request.createdAt.toISOString()}`,
    "",
    request.message,
    "",
    `Reply to this mail to answer ${request.name}; handle it in the admin area: ${publicUrl}/app/admin`,
  ];
  const text = lines.join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#111;padding:16px">
<p style="font-size:18px;font-weight:bold;margin:0 0 12px">${escapeHtml(request.subject)}</p>
<table role="presentation" style="font-size:14px;margin-bottom:16px">
<tr><td style="color:#666;padding-right:12px">From</td><td>${escapeHtml(request.name)} &lt;${escapeHtml(request.email)}&gt;</td></tr>
<tr><td style="color:#666;padding-right:12px">Account</td><td>${escapeHtml(request.accountEmail)}</td></tr>
<tr><td style="color:#666;padding-right:12px">Category</td><td>${escapeHtml(CATEGORY_LABEL[request.category])}</td></tr>
<tr><td style="color:#666;padding-right:12px">Request</td><td>${escapeHtml(request.id)}</td></tr>
</table>
<div style="white-space:pre-wrap;line-height:1.5;border-left:3px solid #F2C94C;padding-left:12px">${escapeHtml(request.message)}</div>
</body></html>`;
  return { subject, text, html };
}

/** Help & Support requests (docs/product/decisions.md#d-16): stored, mailed to the support address, handled by admins. */
export class SupportService {
  constructor(readonly deps: ServiceDeps) {}

  /**
   * Stores the request, then mails it to the support team. The count and the insert run in one
   * transaction holding the agent's row lock, so parallel submissions cannot overshoot the hourly limit.
   * A failed delivery keeps the stored request (admins see it either way) and is marked in the outbox.
   */
  async submit(
    user: { id: string; email: string },
    input: SupportInput,
    now = new Date(),
    /** A paid agent's request (decided by the caller from the account's access, never the browser). */
    priority = false,
  ): Promise<SupportReceipt> {
    const { db, env } = this.deps;
    const id = randomUUID();
    await db.transaction(async (tx) => {
      await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${user.id} for update`);
      const since = new Date(now.getTime() - HOUR_MS);
      const recent = await tx
        .select({ createdAt: supportRequests.createdAt })
        .from(supportRequests)
        .where(and(eq(supportRequests.userId, user.id), gte(supportRequests.createdAt, since)))
        .orderBy(asc(supportRequests.createdAt));
      if (recent.length >= SUPPORT_REQUESTS_PER_HOUR) {
        const oldest = recent[0]!.createdAt.getTime();
        const retryAfter = Math.max(1, Math.ceil((oldest + HOUR_MS - now.getTime()) / 1000));
        const minutes = Math.ceil(retryAfter / 60);
        throw new AppError(
          "rate_limited",
          `You've sent ${SUPPORT_REQUESTS_PER_HOUR} support requests in the last hour. Please wait about ${minutes} minute${minutes === 1 ? "" : "s"} before sending another, or email ${env.SUPPORT_EMAIL}.`,
          { retryAfter },
        );
      }
      await tx.insert(supportRequests).values({
        id,
        userId: user.id,
        name: input.name,
        email: input.email,
        subject: input.subject,
        message: input.message,
        category: input.category,
        priority,
        createdAt: now,
      });
    });
    await this.mailSupportTeam({ ...input, id, accountEmail: user.email, createdAt: now, priority });
    return {
      id,
      createdAt: now.toISOString(),
      sentTo: env.SUPPORT_EMAIL,
      priority,
      replyWithinBusinessDays: priority
        ? SUPPORT_REPLY_BUSINESS_DAYS.priority
        : SUPPORT_REPLY_BUSINESS_DAYS.standard,
    };
  }

  /** Recorded in the outbox like every mail (docs/product/decisions.md#d-8) and delivered over SMTP when configured. */
  private async mailSupportTeam(request: Parameters<typeof renderSupportMail>[0]): Promise<void> {
    const { env, mailer, publicUrl } = this.deps;
    await mailer.sendRendered({
      to: env.SUPPORT_EMAIL.toLowerCase(),
      kind: SUPPORT_MAIL_KIND,
      language: "en",
      ...renderSupportMail(request, publicUrl),
      replyTo: `${request.name.replace(/["<>]/g, "")} <${request.email}>`,
      meta: { supportRequestId: request.id, replyTo: request.email },
    });
  }
}
