import { desc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { html, raw } from "hono/html";
import { mailOutbox } from "../../db/schema.js";
import type { AppEnv } from "../../lib/context.js";
import { AppError } from "../../lib/errors.js";

/**
 * docs/product/decisions.md#d-8: with no SMTP configured, sent mail is read here, so a person can click a verification link.
 * Mounted only outside production (see app.ts).
 */
export const devMailboxRoutes = new Hono<AppEnv>()
  .get("/mailbox.json", async (c) => {
    const to = c.req.query("to")?.trim().toLowerCase();
    const query = c.var.services.database.db.select().from(mailOutbox);
    const rows = await (to ? query.where(eq(mailOutbox.to, to)) : query)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(50);
    return c.json({ messages: rows });
  })
  .get("/mailbox/:id", async (c) => {
    const [mail] = await c.var.services.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.id, c.req.param("id")))
      .limit(1);
    if (!mail) throw new AppError("not_found", "No such mail.");
    return c.html(mail.html);
  })
  .get("/mailbox", async (c) => {
    const rows = await c.var.services.mailer.recent(100);
    return c.html(html`<!doctype html>
      <html lang="en">
        <head>
          <meta charset="utf-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1" />
          <title>Development mailbox · Buildr AI</title>
          <style>
            body { font-family: system-ui, sans-serif; background: #0f1115; color: #e8e8e8; margin: 0; padding: 24px; }
            h1 { color: #F2C94C; font-size: 20px; } table { border-collapse: collapse; width: 100%; }
            th, td { text-align: left; padding: 8px; border-bottom: 1px solid #2a2e37; vertical-align: top; }
            a { color: #F2C94C; } pre { white-space: pre-wrap; margin: 0; font-size: 13px; }
            .muted { color: #a0a0a0; font-size: 13px; }
          </style>
        </head>
        <body>
          <h1>Development mailbox</h1>
          <p class="muted">Mail kept locally because SMTP_URL is not set. Newest first. This page does not exist in production.</p>
          <table>
            <thead><tr><th>When</th><th>To</th><th>Subject</th><th>Message</th></tr></thead>
            <tbody>
              ${rows.length === 0 ? html`<tr><td colspan="4" class="muted">No mail yet.</td></tr>` : ""}
              ${rows.map(
                (m) => html`<tr data-mail-to="${m.to}">
                  <td class="muted">${m.createdAt.toISOString()}</td>
                  <td>${m.to}</td>
                  <td><a href="/dev/mailbox/${m.id}">${m.subject}</a></td>
                  <td><pre>${raw(linkify(m.text))}</pre></td>
                </tr>`,
              )}
            </tbody>
          </table>
        </body>
      </html>`);
  });

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/** Escapes the text, then makes its URLs clickable. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}
