import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./pitches.handlers.js";
import * as routes from "./pitches.routes.js";

/** Sales pitches generated on the server (docs/product/decisions.md#d-15). */
export const pitchRoutes = createRouter().openapi(routes.generate, handlers.generate);
