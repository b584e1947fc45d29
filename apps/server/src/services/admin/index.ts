import type { Role } from "@buildr/contracts";
import type {
  AdminAuditList,
  AdminEntitlement,
  AdminGrantResponse,
  AdminHealth,
  AdminSupportList,
  AdminUserList,
  AdminVipResponse,
  adminAuditQuerySchema,
  adminCreateUserRequestSchema,
  adminGrantRequestSchema,
  adminInviteRequestSchema,
  adminSupportQuerySchema,
  adminUsersQuerySchema,
  HealthCheckName,
} from "@buildr/contracts/admin";
import type { Language } from "@buildr/engine";
import type { z } from "zod";
import type { ServiceDeps } from "../deps.js";
import { type Actor, listAuditLog } from "./audit.js";
import { grantAccess, recentEntitlements } from "./grants.js";
import { checkHealth } from "./health.js";
import { inviteUser } from "./invitations.js";
import { listSupportRequests, markSupportRequest } from "./support-inbox.js";
import { changeRole, createUser, sendPasswordReset } from "./user-changes.js";
import { exportUsersCsv, listUsers } from "./users.js";
import { processVipAccounts } from "./vip.js";

/**
 * The admin area (docs/product/screens.md#admin), one module a part: the users table and its CSV
 * (users.ts), adding a user, roles and password resets (user-changes.ts), invitations, grants, VIP
 * accounts (vip.ts), the support inbox, the audit log and the health panel. Every change is recorded in
 * `admin_audit_log` (audit.ts), in the same transaction as the change where the change is ours to make
 * (role, grants, VIP updates, support); where better-auth or the mailer makes it (a new account, a
 * reset or invitation mail), right after it succeeds.
 */
export class AdminService {
  constructor(readonly deps: ServiceDeps) {}

  listUsers(query: z.output<typeof adminUsersQuerySchema>): Promise<AdminUserList> {
    return listUsers(this.deps, query);
  }

  createUser(actor: Actor, input: z.output<typeof adminCreateUserRequestSchema>) {
    return createUser(this.deps, actor, input);
  }

  changeRole(actor: Actor, userId: string, role: Role) {
    return changeRole(this.deps.db, actor, userId, role);
  }

  sendPasswordReset(actor: Actor, userId: string) {
    return sendPasswordReset(this.deps, actor, userId);
  }

  invite(actor: Actor, input: z.output<typeof adminInviteRequestSchema>, language?: Language) {
    return inviteUser(this.deps, actor, input, language);
  }

  grant(actor: Actor, input: z.output<typeof adminGrantRequestSchema>): Promise<AdminGrantResponse> {
    return grantAccess(this.deps.db, actor, input);
  }

  processVipAccounts(actor: Actor): Promise<AdminVipResponse> {
    return processVipAccounts(this.deps, actor);
  }

  recentEntitlements(): Promise<AdminEntitlement[]> {
    return recentEntitlements(this.deps.db);
  }

  exportUsersCsv(actor: Actor): Promise<string> {
    return exportUsersCsv(this.deps.db, actor);
  }

  supportRequests(query: z.output<typeof adminSupportQuerySchema>): Promise<AdminSupportList> {
    return listSupportRequests(this.deps.db, query);
  }

  markSupportRequest(actor: Actor, id: string, handled: boolean) {
    return markSupportRequest(this.deps.db, actor, id, handled);
  }

  auditLog(query: z.output<typeof adminAuditQuerySchema>): Promise<AdminAuditList> {
    return listAuditLog(this.deps.db, query);
  }

  /** The admin's own request headers go along: the session check looks their session up. */
  health(check: HealthCheckName | "all", headers: Headers): Promise<AdminHealth> {
    const { db, auth, env, publicUrl } = this.deps;
    return checkHealth(check, { db, auth, env, publicUrl, headers });
  }
}
