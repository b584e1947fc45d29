import type { AdminSupportList, adminSupportQuerySchema } from "@buildr/contracts/admin";
import { count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import type { Db } from "../../db/client.js";
import { supportRequests, users } from "../../db/schema.js";
import { AppError } from "../../lib/errors.js";
import { type Actor, recordAudit } from "./audit.js";

/** The support inbox (docs/product/decisions.md#d-16): open, handled or all, paid agents' requests first. */
export async function listSupportRequests(
  db: Db,
  query: z.output<typeof adminSupportQuerySchema>,
): Promise<AdminSupportList> {
  const where =
    query.status === "open"
      ? isNull(supportRequests.handledAt)
      : query.status === "handled"
        ? isNotNull(supportRequests.handledAt)
        : undefined;
  const handler = alias(users, "handler");
  const [[totalRow], [openRow], rows] = await Promise.all([
    db.select({ n: count() }).from(supportRequests).where(where),
    db.select({ n: count() }).from(supportRequests).where(isNull(supportRequests.handledAt)),
    db
      .select({
        id: supportRequests.id,
        name: supportRequests.name,
        email: supportRequests.email,
        subject: supportRequests.subject,
        message: supportRequests.message,
        category: supportRequests.category,
        priority: supportRequests.priority,
        createdAt: supportRequests.createdAt,
        handledAt: supportRequests.handledAt,
        handledByEmail: handler.email,
      })
      .from(supportRequests)
      .leftJoin(handler, eq(handler.id, supportRequests.handledBy))
      .where(where)
      // Priority support: paid agents' requests come first, newest first within each group.
      .orderBy(desc(supportRequests.priority), desc(supportRequests.createdAt), desc(supportRequests.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
  ]);
  return {
    requests: rows.map((r) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      handledAt: r.handledAt?.toISOString() ?? null,
    })),
    total: Number(totalRow?.n ?? 0),
    open: Number(openRow?.n ?? 0),
  };
}

/** Marks a request handled by this admin, or open again. */
export async function markSupportRequest(db: Db, actor: Actor, id: string, handled: boolean) {
  const [request] = await db
    .select({ id: supportRequests.id, email: supportRequests.email, subject: supportRequests.subject })
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .limit(1);
  if (!request) throw new AppError("not_found", "No support request with this id. Refresh the inbox.");
  const handledAt = handled ? new Date() : null;
  await db.transaction(async (tx) => {
    await tx
      .update(supportRequests)
      .set({ handledAt, handledBy: handled ? actor.id : null })
      .where(eq(supportRequests.id, id));
    await recordAudit(
      tx,
      actor,
      handled ? "support.handle" : "support.reopen",
      { id: request.id, email: request.email },
      { subject: request.subject },
    );
  });
  return { id, handledAt: handledAt?.toISOString() ?? null, handledByEmail: handled ? actor.email : null };
}
