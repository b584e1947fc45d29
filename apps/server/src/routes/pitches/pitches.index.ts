import { createRouter } from "../../lib/openapi.js";

/** Sales pitches generated on the server (D-15). */
export const pitchRoutes = createRouter();
