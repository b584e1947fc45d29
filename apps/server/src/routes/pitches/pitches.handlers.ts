import { generatePitch } from "@buildr/engine";
import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import type * as routes from "./pitches.routes.js";

/** Thin: the bundle is the caller's own (or posted and validated); the engine writes the pitch (docs/product/decisions.md#d-15). */
export const generate: RouteHandler<typeof routes.generate, AppEnv> = async (c) => {
  const body = c.req.valid("json");
  // The contract guarantees exactly one of the two.
  const bundle = body.bundle ?? (await c.var.services.bundles.get(c.var.user.id, body.bundleId!));
  const pitch = generatePitch({
    bundle,
    client: body.client,
    tone: body.tone,
    length: body.length,
    language: body.language,
    variant: body.variant,
  });
  return c.json(pitch, 200);
};
