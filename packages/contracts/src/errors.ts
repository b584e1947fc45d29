import { z } from "zod";

/**
 * Every error the API answers with, and its HTTP status. The web app translates by `code`
 * (`errors.<code>` in its locales); `message` is the English text a person can act on.
 */
export const ERROR_STATUS = {
  bad_request: 400,
  invalid_json: 400,
  validation_failed: 400,
  /** `/lang xx` with a language the coach does not speak (docs/product/chat-coach.md#flow: a destructive toast). */
  unknown_language: 400,
  unauthorized: 401,
  upgrade_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  lead_too_vague: 422,
  unprocessable: 422,
  rate_limited: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;
export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    missing: z.array(z.string()).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
