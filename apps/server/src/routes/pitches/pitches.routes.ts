import { pitchRequestSchema, pitchSchema } from "@buildr/contracts/pitches";
import { createRoute } from "@hono/zod-openapi";
import { requirePaid, requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

export const generate = createRoute({
  method: "post",
  path: "/pitches",
  tags: ["pitches"],
  summary:
    "A sales pitch, five-step follow-up strategy, referral script and tips from a bundle; paid plans only, costs no credit",
  middleware: [requireUser, requirePaid] as const,
  request: {
    body: { content: { "application/json": { schema: pitchRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: pitchSchema } }, description: "The pitch" },
    400: errorResponse("Malformed or invalid body (unknown tone or length, no bundle)"),
    401: errorResponse("Not signed in"),
    402: errorResponse("Free account: pitches are part of the paid plans (upgrade_required)"),
    404: errorResponse("No such bundle in the caller's account"),
  },
});
