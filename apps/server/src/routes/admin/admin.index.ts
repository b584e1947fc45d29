import { createRouter } from "../../lib/openapi.js";

/** The admin area's API (issue 9); every route checks the role itself. */
export const adminRoutes = createRouter();
