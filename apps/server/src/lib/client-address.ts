import { isIP } from "node:net";
import type { Context } from "hono";

/**
 * An address as a proxy writes it into X-Forwarded-For: bare, or with a port (`203.0.113.7:51234`,
 * `[2001:db8::1]:443`). Anything that is not an IP address (`unknown`, an obfuscated name) gives nothing.
 */
function bareAddress(entry: string): string | undefined {
  let value = entry.trim();
  if (value.startsWith("[")) value = value.slice(1, value.indexOf("]") > 0 ? value.indexOf("]") : undefined);
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d{1,5}$/.test(value)) value = value.slice(0, value.lastIndexOf(":"));
  return isIP(value) ? value.toLowerCase() : undefined;
}

/**
 * Who is calling, for the rate limits (docs/product/compliance.md#security). Each proxy appends the address it was reached from to
 * X-Forwarded-For, so with `trustedProxies` of them in front of the server the client is that many entries
 * in from the right: with one (`TRUST_PROXY=1`), the last entry. Whatever stands further left was written
 * by the client and proves nothing. A header with fewer entries than there are proxies did not come
 * through them all, and one whose entry is not an address was not written by a proxy: both fall back to
 * the socket's address, which at worst counts the caller with everyone behind the same proxy.
 */
export function clientAddress(
  forwardedFor: string | undefined,
  socketAddress: string | undefined,
  trustedProxies: number,
): string | undefined {
  if (trustedProxies > 0 && forwardedFor) {
    const entries = forwardedFor.split(",");
    if (entries.length >= trustedProxies) {
      const address = bareAddress(entries[entries.length - trustedProxies]!);
      if (address) return address;
    }
  }
  return socketAddress;
}

/** The socket's remote address, on Node's HTTP server (absent when the app is called in-process). */
export function socketAddress(c: Context): string | undefined {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming;
  return incoming?.socket?.remoteAddress;
}
