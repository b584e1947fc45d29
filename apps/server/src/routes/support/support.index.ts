import { createRouter } from "../../lib/openapi.js";

/** Help & Support requests (D-16). */
export const supportRoutes = createRouter();
