/**
 * A `mailto:` link to one address (RFC 6068). The address is percent-encoded, so a `?`, `&`, `#` or `,`
 * in it can never start headers of its own (`?bcc=…&body=…`) or add a recipient; the server refuses such
 * addresses anyway, but rows stored before that rule still reach the admin inbox. The at sign stays
 * readable. The headers (subject, body) are encoded the same way.
 */
export function mailtoHref(address: string, headers: Record<string, string> = {}): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, "@");
  const query = Object.entries(headers)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`)
    .join("&");
  return query ? `mailto:${to}?${query}` : `mailto:${to}`;
}
