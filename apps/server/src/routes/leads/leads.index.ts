import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./leads.handlers.js";
import * as routes from "./leads.routes.js";

/** Leads saved from bundles, their follow-up tasks and the calendars they reach. */
export const leadRoutes = createRouter()
  .openapi(routes.create, handlers.create)
  .openapi(routes.list, handlers.list)
  .openapi(routes.get, handlers.get)
  .openapi(routes.update, handlers.update)
  .openapi(routes.remove, handlers.remove)
  .openapi(routes.leadCalendar, handlers.leadCalendar)
  .openapi(routes.feed, handlers.feed);
