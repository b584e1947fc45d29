import { randomUUID } from "node:crypto";
import type { AdminAction, AdminAuditList, adminAuditQuerySchema } from "@buildr/contracts/admin";
import { count, desc } from "drizzle-orm";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { adminAuditLog } from "../../db/schema.js";

/** Who is acting: every change is written to the audit log under this name. */
export interface Actor {
  id: string;
  email: string;
}

/**
 * One row of `admin_audit_log`. Pass the transaction of the change where the change is ours to make, so
 * the change and its row stand or fall together; where better-auth or the mailer makes it, the database
 * right after it succeeds.
 */
export async function recordAudit(
  db: Pick<Db, "insert">,
  actor: Actor,
  action: AdminAction,
  target: { id?: string | null; email?: string | null } = {},
  detail: Record<string, unknown> | null = null,
): Promise<void> {
  await db.insert(adminAuditLog).values({
    id: randomUUID(),
    actorId: actor.id,
    actorEmail: actor.email,
    action,
    targetId: target.id ?? null,
    targetEmail: target.email ?? null,
    detail,
  });
}

/** The audit log page: newest first, with who acted and on whom. */
export async function listAuditLog(
  db: Db,
  query: z.output<typeof adminAuditQuerySchema>,
): Promise<AdminAuditList> {
  const [[totalRow], rows] = await Promise.all([
    db.select({ n: count() }).from(adminAuditLog),
    db
      .select({
        id: adminAuditLog.id,
        actorEmail: adminAuditLog.actorEmail,
        action: adminAuditLog.action,
        targetEmail: adminAuditLog.targetEmail,
        detail: adminAuditLog.detail,
        createdAt: adminAuditLog.createdAt,
      })
      .from(adminAuditLog)
      .orderBy(desc(adminAuditLog.createdAt), desc(adminAuditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    entries: rows.map((r) => ({
      ...r,
      detail: (r.detail as Record<string, unknown> | null) ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total: Number(totalRow?.n ?? 0),
  };
}
