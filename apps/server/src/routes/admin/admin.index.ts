import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./admin.handlers.js";
import * as routes from "./admin.routes.js";

/** The admin area's API (docs/product/screens.md#admin); every route checks the role itself (docs/product/decisions.md#d-5). */
export const adminRoutes = createRouter()
  .openapi(routes.listUsers, handlers.listUsers)
  .openapi(routes.usersCsv, handlers.usersCsv)
  .openapi(routes.createUser, handlers.createUser)
  .openapi(routes.updateUser, handlers.updateUser)
  .openapi(routes.passwordReset, handlers.passwordReset)
  .openapi(routes.invite, handlers.invite)
  .openapi(routes.grant, handlers.grant)
  .openapi(routes.vipAccounts, handlers.vipAccounts)
  .openapi(routes.recentEntitlements, handlers.recentEntitlements)
  .openapi(routes.supportInbox, handlers.supportInbox)
  .openapi(routes.updateSupportRequest, handlers.updateSupportRequest)
  .openapi(routes.health, handlers.health)
  .openapi(routes.auditLog, handlers.auditLog);
