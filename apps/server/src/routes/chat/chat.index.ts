import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./chat.handlers.js";
import * as routes from "./chat.routes.js";

/** The chat coach (issue 5, chat-coach.md). */
export const chatRoutes = createRouter()
  .openapi(routes.send, handlers.send)
  .openapi(routes.start, handlers.start)
  .openapi(routes.list, handlers.list)
  .openapi(routes.messages, handlers.messages)
  .openapi(routes.reset, handlers.reset);
