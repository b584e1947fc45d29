import type { ErrorBody } from "@buildr/contracts";

/** An error answer of the API (docs/api.md): the web app translates by `code`, `message` is the English text. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** The ApiError for a refusal whose body was already read as JSON (or `null` when it was not JSON). */
export function apiErrorOf(res: Response, body: unknown): ApiError {
  const error = (body as ErrorBody | null)?.error;
  return new ApiError(
    res.status,
    error?.code ?? "internal_error",
    error?.message ?? res.statusText,
    error?.fields,
  );
}

/** The ApiError for a refusal, reading its JSON body (the one reader of the API's error answers). */
export async function readApiError(res: Response): Promise<ApiError> {
  return apiErrorOf(res, await res.json().catch(() => null));
}

/** `fetch` on the same origin with the session cookie; a network failure becomes an ApiError. */
export async function apiRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.body !== undefined && !headers.has("content-type"))
    headers.set("content-type", "application/json");
  try {
    return await fetch(path, { ...init, headers, credentials: "same-origin" });
  } catch {
    throw new ApiError(0, "network_error", "Network error");
  }
}

/** JSON over the same origin, with the session cookie; every non-2xx becomes an ApiError. */
export async function apiFetch<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await apiRequest(path, init);
  if (res.status === 204) return undefined as T;
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) throw apiErrorOf(res, body);
  return body as T;
}

/**
 * A file the server sends (`GET`), saved by the browser under the name the server gives in
 * Content-Disposition, else `fallbackName`; a refusal becomes an ApiError, never a saved error page.
 * Returns the name saved.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<string> {
  const res = await apiRequest(path);
  if (!res.ok) throw await readApiError(res);
  const name = res.headers.get("content-disposition")?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
  saveFile(await res.blob(), name);
  return name;
}

/** Hands a file made in the page to the browser's downloads. */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file to the browser; the object URL is released once this turn ends.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
