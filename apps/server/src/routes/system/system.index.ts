import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./system.handlers.js";
import * as routes from "./system.routes.js";

export const systemRoutes = createRouter()
  .openapi(routes.health, handlers.health)
  .openapi(routes.live, handlers.live)
  .openapi(routes.ready, handlers.ready)
  .openapi(routes.publicConfig, handlers.publicConfig);
