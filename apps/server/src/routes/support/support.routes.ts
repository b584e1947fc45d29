import { supportReceiptSchema, supportRequestSchema } from "@buildr/contracts";
import { createRoute } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const submit = createRoute({
  method: "post",
  path: "/support",
  tags: ["support"],
  summary:
    "A Help & Support request: stored for the admins and mailed to the support address; 5 per hour per account",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: supportRequestSchema } }, required: true },
  },
  responses: {
    201: {
      content: { "application/json": { schema: supportReceiptSchema } },
      description: "Stored and sent to the support team",
    },
    400: errorResponse("Invalid fields (validation_failed, with `fields`)"),
    401: errorResponse("Not signed in"),
    429: errorResponse("Too many requests this hour (rate_limited, with Retry-After)"),
  },
});
