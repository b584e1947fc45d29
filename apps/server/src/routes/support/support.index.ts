import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./support.handlers.js";
import * as routes from "./support.routes.js";

/** Help & Support requests (docs/product/decisions.md#d-16). */
export const supportRoutes = createRouter().openapi(routes.submit, handlers.submit);
