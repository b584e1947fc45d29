import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const notFound = createRoute({
  method: "post",
  path: "/client-events/not-found",
  tags: ["system"],
  summary: "The app showed its 404 for an address inside it: logged, so broken links are found",
  middleware: [requireUser] as const,
  request: {
    body: {
      content: {
        "application/json": {
          schema: z.object({
            /** The address the agent reached (path and query, no origin). */
            path: z.string().min(1).max(500).startsWith("/"),
            /** The page the agent came from, when the browser says. */
            referrer: z.string().max(500).optional(),
          }),
        },
      },
      required: true,
    },
  },
  responses: {
    204: { description: "Logged" },
    400: errorResponse("Not a path (validation_failed)"),
    401: errorResponse("Not signed in"),
  },
});
