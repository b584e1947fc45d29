import { createRouter } from "../../lib/openapi.js";

/** The landing page's guest coach (D-21). */
export const guestRoutes = createRouter();
