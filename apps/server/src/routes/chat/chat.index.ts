import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./chat.handlers.js";
import * as routes from "./chat.routes.js";
import * as tools from "./conversations.handlers.js";
import * as toolRoutes from "./conversations.routes.js";

/** The chat coach (docs/product/chat-coach.md, docs/product/chat-coach.md), and the tools around its conversations. */
export const chatRoutes = createRouter()
  .openapi(routes.send, handlers.send)
  .openapi(routes.start, handlers.start)
  .openapi(routes.list, handlers.list)
  .openapi(routes.messages, handlers.messages)
  .openapi(routes.reset, handlers.reset)
  .openapi(toolRoutes.rename, tools.rename)
  .openapi(toolRoutes.remove, tools.remove)
  .openapi(toolRoutes.restore, tools.restore)
  .openapi(toolRoutes.versions, tools.versions);
