import { createRoute, z } from "@hono/zod-openapi";
import { errorResponse } from "../../lib/openapi.js";
import { LEGAL_DOCUMENTS, LEGAL_LANGUAGES } from "../../services/legal.js";

export const legalPage = createRoute({
  method: "get",
  path: "/legal/{document}",
  tags: ["system"],
  summary: "The Terms, Privacy or Refund page as Markdown (the operator's text when LEGAL_DIR has it)",
  request: {
    params: z.object({ document: z.enum(LEGAL_DOCUMENTS) }),
    query: z.object({ lng: z.enum(LEGAL_LANGUAGES).default("en") }),
  },
  responses: {
    200: {
      content: {
        "application/json": {
          schema: z.object({
            document: z.enum(LEGAL_DOCUMENTS),
            language: z.enum(LEGAL_LANGUAGES),
            markdown: z.string(),
          }),
        },
      },
      description:
        "The page's Markdown, in the language asked or, when the operator wrote only English, in English",
    },
    400: errorResponse("No such page or language"),
  },
});
