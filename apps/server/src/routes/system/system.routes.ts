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

export const live = createRoute({
  method: "get",
  path: "/live",
  tags: ["system"],
  summary: "Liveness: the process answers (nothing else is checked; restart it when this fails)",
  responses: {
    200: {
      content: { "application/json": { schema: z.object({ status: z.literal("ok") }) } },
      description: "Alive",
    },
  },
});

export const ready = createRoute({
  method: "get",
  path: "/ready",
  tags: ["system"],
  summary: "Readiness: send traffic here (the database answers, the job queue runs, not shutting down)",
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({ status: z.literal("ready"), database: z.enum(["pglite", "postgres"]) }),
        },
      },
      description: "Ready",
    },
    503: errorResponse("Not ready: the database does not answer, or the process is starting or stopping"),
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
