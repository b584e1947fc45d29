import { OpenAPIHono, z } from "@hono/zod-openapi";
import type { AppEnv } from "./context.js";
import { validationError } from "./errors.js";

/** A route group whose request validation failures answer in the one error shape of docs/api.md. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: "unauthorized" }),
      message: z.string().openapi({ example: "Please sign in to continue." }),
      fields: z.record(z.string(), z.string()).optional(),
      missing: z.array(z.string()).optional(),
    }),
  })
  .openapi("Error");

export function errorResponse(description: string) {
  return { content: { "application/json": { schema: errorResponseSchema } }, description };
}
