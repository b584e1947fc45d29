import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./guest.handlers.js";
import * as routes from "./guest.routes.js";

/** The landing page's guest coach (docs/product/decisions.md#d-21). */
export const guestRoutes = createRouter()
  .openapi(routes.registerLead, handlers.registerLead)
  .openapi(routes.sampleBundle, handlers.sampleBundle);
