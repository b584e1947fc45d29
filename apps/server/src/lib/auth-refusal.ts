import type { ErrorCode } from "@buildr/contracts";
import { errorBody } from "./errors.js";

/** Words for a refusal better-auth sent without any (by status). */
const EMPTY_REFUSALS: Record<number, [ErrorCode, string]> = {
  400: ["bad_request", "The request could not be understood."],
  401: ["unauthorized", "Please sign in to continue."],
  403: ["forbidden", "You don't have permission to do that."],
  404: ["not_found", "No such API endpoint."],
  405: ["not_found", "No such API endpoint."],
  429: ["rate_limited", "Too many requests. Please wait a moment and try again."],
};

/**
 * better-auth answers some refusals with no body at all (a route it does not serve, a token route without
 * a session), sometimes under a JSON content type a client then fails to parse. docs/api.md: every refusal
 * under /api says what went wrong, so those get the `{ error: { code, message } }` body. Refusals with a
 * body of their own, and every success, pass as they are.
 */
export async function explainEmptyRefusal(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const text = await response.text();
  const headers = new Headers(response.headers);
  if (text.trim() !== "") return new Response(text, { status: response.status, headers });
  const [code, message] =
    EMPTY_REFUSALS[response.status] ??
    (response.status >= 500
      ? ["internal_error", "Something went wrong on our side. Please try again."]
      : ["bad_request", "The request could not be understood."]);
  headers.set("content-type", "application/json; charset=utf-8");
  headers.delete("content-length");
  return new Response(JSON.stringify(errorBody(code, message)), { status: response.status, headers });
}
