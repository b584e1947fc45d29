import {
  bundleListQuerySchema,
  bundlePdfQuerySchema,
  bundleSchema,
  clientBundleSchema,
  clientCopyQuerySchema,
  FREE_CORRECTIONS_PER_BUNDLE,
  generateBundleRequestSchema,
  saveBundleRequestSchema,
  savedBundleListSchema,
  savedBundleSchema,
} from "@buildr/contracts";
import { createRoute, z } from "@hono/zod-openapi";
import { requireUser } from "../../auth/middleware.js";
import { errorResponse } from "../../lib/openapi.js";

const idParam = z.object({ id: z.string().min(1).max(64) });

export const generate = createRoute({
  method: "post",
  path: "/bundles/generate",
  tags: ["bundles"],
  summary:
    "A one-page bundle from a lead (free text) or a fact-finder profile; one bundle credit for free users",
  description: `A \`profile\` with \`correctsBundleId\` builds the bundle again after the agent corrected what was read from the lead: free, ${FREE_CORRECTIONS_PER_BUNDLE} times per bundle (its corrections included), when that bundle is the caller's, then one credit like any bundle. The new bundle keeps the original lead text. An id that is not one of the caller's bundles is 404 and costs nothing.`,
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: generateBundleRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: bundleSchema } }, description: "The bundle" },
    400: errorResponse("Malformed or invalid body"),
    401: errorResponse("Not signed in"),
    402: errorResponse("No credits left (upgrade_required)"),
    404: errorResponse("`correctsBundleId` is not one of the caller's bundles"),
    422: errorResponse("Too vague to recommend anything (lead_too_vague, with `missing`)"),
  },
});

export const get = createRoute({
  method: "get",
  path: "/bundles/{id}",
  tags: ["bundles"],
  summary: "A bundle of the caller's, as generated (agent copy)",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    200: { content: { "application/json": { schema: bundleSchema } }, description: "The bundle" },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such bundle in the caller's account"),
  },
});

export const clientCopy = createRoute({
  method: "get",
  path: "/bundles/{id}/client-copy",
  tags: ["bundles"],
  summary:
    "The client-facing version of a bundle: one appointment's products, no commission anywhere, no Medicare Advantage or Part D plan figures (decision 012)",
  middleware: [requireUser] as const,
  request: { params: idParam, query: clientCopyQuerySchema },
  responses: {
    200: { content: { "application/json": { schema: clientBundleSchema } }, description: "The client copy" },
    400: errorResponse("`line` is neither medicare nor life_annuity"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such bundle in the caller's account, or no policy for that appointment line"),
  },
});

export const pdf = createRoute({
  method: "get",
  path: "/bundles/{id}/pdf",
  tags: ["bundles"],
  summary:
    "A bundle as a one-page Letter PDF: the agent's copy, or the client's copy in the client's language with no commission anywhere",
  middleware: [requireUser] as const,
  request: { params: idParam, query: bundlePdfQuerySchema },
  responses: {
    200: {
      content: { "application/pdf": { schema: z.string().openapi({ format: "binary" }) } },
      description: "The PDF, as an attachment",
    },
    400: errorResponse("`copy` is neither agent nor client, or `line` neither medicare nor life_annuity"),
    401: errorResponse("Not signed in"),
    404: errorResponse("No such bundle in the caller's account, or no policy for that appointment line"),
  },
});

export const save = createRoute({
  method: "post",
  path: "/bundles",
  tags: ["bundles"],
  summary: "Save a generated bundle to the caller's list; free accounts 2 per calendar month",
  middleware: [requireUser] as const,
  request: {
    body: { content: { "application/json": { schema: saveBundleRequestSchema } }, required: true },
  },
  responses: {
    200: { content: { "application/json": { schema: savedBundleSchema } }, description: "Saved" },
    400: errorResponse("Malformed or invalid body"),
    401: errorResponse("Not signed in"),
    402: errorResponse("This month's saves are used up (upgrade_required)"),
    404: errorResponse("No such bundle in the caller's account"),
  },
});

export const list = createRoute({
  method: "get",
  path: "/bundles",
  tags: ["bundles"],
  summary:
    "The caller's saved bundles, a page at a time, most recently saved first, with this month's save count",
  description:
    "Cursor paging: the first call sends no `cursor`; each answer's `nextCursor` (null on the last page) is sent back as `cursor` for the next page, with the same `search`. The order (saved time, then id, both descending) is stable, so bundles saved or deleted meanwhile neither repeat nor go missing on later pages. `limit` is 1 to 100 (default 20).",
  middleware: [requireUser] as const,
  request: { query: bundleListQuerySchema },
  responses: {
    200: {
      content: { "application/json": { schema: savedBundleListSchema } },
      description: "One page of saved bundles and the cursor of the next",
    },
    400: errorResponse(
      "Invalid query: `limit` out of range, or a `cursor` the server did not give (validation_failed)",
    ),
    401: errorResponse("Not signed in"),
  },
});

export const remove = createRoute({
  method: "delete",
  path: "/bundles/{id}",
  tags: ["bundles"],
  summary: "Delete a bundle from the caller's list",
  middleware: [requireUser] as const,
  request: { params: idParam },
  responses: {
    204: { description: "Deleted" },
    401: errorResponse("Not signed in"),
    404: errorResponse("No such bundle in the caller's account"),
  },
});
