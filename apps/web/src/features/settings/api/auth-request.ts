/** better-auth's own routes answer `{ code, message }` rather than the API's `{ error }` shape. */
export class AuthRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export async function authRequest<T>(path: string, body: unknown): Promise<T> {
  let res: Response;
  try {
    res = await fetch(`/api/auth${path}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
      credentials: "same-origin",
    });
  } catch {
    throw new AuthRequestError(0, "NETWORK_ERROR", "Network error");
  }
  const data = (await res.json().catch(() => null)) as { code?: string; message?: string } | null;
  if (!res.ok)
    throw new AuthRequestError(res.status, data?.code ?? "UNKNOWN", data?.message ?? res.statusText);
  return data as T;
}
