import type { ServiceDeps } from "./deps.js";

/** The admin area (issue 9): users, roles, invites, grants, VIP accounts, CSV, audit log, health. */
export class AdminService {
  constructor(readonly deps: ServiceDeps) {}
}
