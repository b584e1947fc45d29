import { meSchema } from "@buildr/contracts";
import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const me = createRoute({
  method: "get",
  path: "/me",
  tags: ["account"],
  summary: "The signed-in account: role, plan, paid status and allowance, decided by the server",
  middleware: [requireUser] as const,
  responses: {
    200: { content: { "application/json": { schema: meSchema } }, description: "The account" },
    401: errorResponse("Not signed in"),
  },
});
