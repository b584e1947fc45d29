import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./legal.handlers.js";
import * as routes from "./legal.routes.js";

export const legalRoutes = createRouter().openapi(routes.legalPage, handlers.legalPage);
