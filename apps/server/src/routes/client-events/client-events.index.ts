import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./client-events.handlers.js";
import * as routes from "./client-events.routes.js";

/** What the browser reports for the server's logs (the app's 404). */
export const clientEventRoutes = createRouter().openapi(routes.notFound, handlers.notFound);
