import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./bundles.handlers.js";
import * as routes from "./bundles.routes.js";

export const bundleRoutes = createRouter()
  .openapi(routes.generate, handlers.generate)
  .openapi(routes.get, handlers.get)
  .openapi(routes.clientCopy, handlers.clientCopy)
  .openapi(routes.pdf, handlers.pdf)
  .openapi(routes.save, handlers.save)
  .openapi(routes.list, handlers.list)
  .openapi(routes.remove, handlers.remove);
