import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse } from "../../lib/openapi.js";

export const health = createRoute({
  method: "get",
  path: "/health",
  tags: ["system"],
  summary: "Whether the service is up (the database answers)",
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
      description: "Up",
    },
    503: errorResponse("The database does not answer"),
  },
});

export const publicConfig = createRoute({
  method: "get",
  path: "/config",
  tags: ["system"],
  summary: "What the web app may know about this deployment (no secrets)",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            googleEnabled: z.boolean(),
            devMailbox: z.boolean(),
            billingTestMode: z.boolean(),
            supportEmail: z.string(),
            supportPhone: z.string().nullable(),
          }),
        },
      },
      description: "Public configuration",
    },
  },
});
