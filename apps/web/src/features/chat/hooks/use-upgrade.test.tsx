import { QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook } from "@testing-library/react";
import type { ReactNode } from "react";
import { describe, expect, it, vi } from "vitest";
import { createQueryClient, ME_QUERY_KEY } from "@/lib/query-client";
import { useUpgrade } from "./use-upgrade";

function setup(startCheckout = vi.fn(async () => {})) {
  const queryClient = createQueryClient();
  const invalidate = vi.spyOn(queryClient, "invalidateQueries");
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(({ unlimited }) => useUpgrade(unlimited, startCheckout), {
    wrapper,
    initialProps: { unlimited: false },
  });
  return { ...hook, invalidate, startCheckout };
}

describe("the chat's upgrade modal", () => {
  it("opens with the server's words, and forgets them when closed", () => {
    const { result } = setup();
    act(() => result.current.show("You've used your free bundles."));
    expect(result.current).toMatchObject({ open: true, message: "You've used your free bundles." });
    act(() => result.current.onOpenChange(false));
    expect(result.current).toMatchObject({ open: false, message: null });
    act(() => result.current.show());
    expect(result.current).toMatchObject({ open: true, message: null });
  });

  it("reads the account again when the agent comes back from checkout, and closes once unlimited", async () => {
    const { result, rerender, invalidate, startCheckout } = setup();
    // Coming back before any checkout asks nothing.
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(invalidate).not.toHaveBeenCalled();

    act(() => result.current.show());
    await act(() => result.current.upgrade());
    expect(startCheckout).toHaveBeenCalledOnce();
    expect(result.current.upgrading).toBe(false);
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ME_QUERY_KEY });

    rerender({ unlimited: true });
    expect(result.current.open).toBe(false);
  });
});
