import { ApiError } from "@/lib/api-client";

/**
 * docs/product/rules-and-figures.md#errors: a failure toast shows the server's message or the specified fallback. The server's
 * words are used for refusals a person can act on (4xx); anything else gets the fallback.
 */
export function errorText(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.message)
    return error.message;
  return fallback;
}

export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { year: "numeric", month: "short", day: "numeric" }).format(
    new Date(iso),
  );
}

export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}
