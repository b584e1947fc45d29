import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { ME_QUERY_KEY } from "./query-client";

/**
 * Keeping every tab's account in step after a payment. The account query is not refetched on focus
 * (docs/product/decisions.md#d-23), so a tab that opened a checkout asks the server again each time it regains focus, and a tab
 * that learns of a payment (the checkout's own tab, on its success page) tells the others through a
 * BroadcastChannel. Nothing here decides anything: each tab reads `GET /api/me` again.
 */
const CHANNEL = "buildr-account";
const CHECKOUT_OPENED = "buildr:checkout-opened";
/** A checkout left open longer than this is not waited for any more. */
const WATCH_MS = 6 * 60 * 60 * 1000;

/** Called when this tab opens a checkout: from now on, focus brings a fresh account. */
export function markCheckoutOpened(now = Date.now()): void {
  try {
    sessionStorage.setItem(CHECKOUT_OPENED, String(now));
  } catch {
    // Storage blocked: focus will not refresh; the other tabs' message still does.
  }
}

function checkoutOpenedRecently(now = Date.now()): boolean {
  try {
    const at = Number(sessionStorage.getItem(CHECKOUT_OPENED));
    return Number.isFinite(at) && at > 0 && now - at < WATCH_MS;
  } catch {
    return false;
  }
}

/** Tells the other tabs of this browser that the account changed (a payment, a cancellation). */
export function announceAccountChanged(): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage({ type: "account-changed" });
  channel.close();
}

/** Mounted once in the signed-in shell and the public pages: refreshes the account when it may have changed. */
export function useAccountSync(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () => void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    const onFocus = () => {
      if (document.visibilityState === "visible" && checkoutOpenedRecently()) refresh();
    };
    window.addEventListener("focus", onFocus);
    document.addEventListener("visibilitychange", onFocus);
    const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL);
    if (channel) channel.onmessage = (event) => event.data?.type === "account-changed" && refresh();
    return () => {
      window.removeEventListener("focus", onFocus);
      document.removeEventListener("visibilitychange", onFocus);
      channel?.close();
    };
  }, [queryClient]);
}
