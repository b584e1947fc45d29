import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./account.handlers.js";
import * as routes from "./account.routes.js";

export const accountRoutes = createRouter()
  .openapi(routes.me, handlers.me)
  .openapi(routes.profile, handlers.profile)
  .openapi(routes.updateProfile, handlers.updateProfile)
  .openapi(routes.dashboard, handlers.dashboard)
  .openapi(routes.exportData, handlers.exportData)
  .openapi(routes.deleteAccount, handlers.deleteAccount);
