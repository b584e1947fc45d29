import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./book.handlers.js";
import * as routes from "./book.routes.js";

/** The agent's book, and the follow-up settings kept beside it (calendar feed, morning digest). */
export const bookRoutes = createRouter()
  .openapi(routes.getBook, handlers.getBook)
  .openapi(routes.putBook, handlers.putBook)
  .openapi(routes.getFollowUp, handlers.getFollowUp)
  .openapi(routes.patchFollowUp, handlers.patchFollowUp);
