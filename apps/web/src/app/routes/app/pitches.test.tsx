import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { EMPTY_BUNDLE } from "@/test/bundle";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { PitchesPage } from "./pitches";

const LAST_BUNDLE_KEY = "buildr.pitches.bundleId";

/** The bundles this agent has (others answer 404), and a pitch for any of them. */
function server(bundles: Record<string, typeof EMPTY_BUNDLE>) {
  return stubFetch((input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    if (path === "/api/pitches")
      return jsonResponse({
        pitch: "Linda, here is the plan.",
        variant: 0,
        followUpStrategy: [],
        referralScript: "",
        referralTips: [],
      });
    const bundle = bundles[decodeURIComponent(path.replace("/api/bundles/", ""))];
    return bundle
      ? jsonResponse(bundle)
      : jsonResponse({ error: { code: "not_found", message: "No bundle with this id." } }, 404);
  });
}

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the pitches page", () => {
  it("sends an agent who has chosen no bundle to the bundles page", () => {
    const fetchMock = server({});
    renderWithProviders(<PitchesPage />, { route: "/app/pitches" });
    expect(screen.getByRole("heading", { name: "No Bundle Selected" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "View Product Bundles" }).getAttribute("href")).toBe(
      "/app/bundles",
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("writes the pitch of the bundle in the address, and remembers it for the next visit", async () => {
    server({ "b-1": EMPTY_BUNDLE });
    const { unmount } = renderWithProviders(<PitchesPage />, { route: "/app/pitches?bundle=b-1" });
    expect(screen.getByRole("status").textContent).toBe("Loading the bundle...");
    expect(await screen.findByText("Bundle for Linda")).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(LAST_BUNDLE_KEY)).toBe("b-1"));
    unmount();

    renderWithProviders(<PitchesPage />, { route: "/app/pitches" });
    expect(await screen.findByText("Bundle for Linda")).toBeTruthy();
  });

  it("says a bundle is gone, and forgets it", async () => {
    sessionStorage.setItem(LAST_BUNDLE_KEY, "deleted");
    server({});
    renderWithProviders(<PitchesPage />, { route: "/app/pitches" });
    expect(await screen.findByRole("heading", { name: "Bundle not found" })).toBeTruthy();
    expect(
      screen.getByText("This bundle isn't in your account anymore. Pick another one on the bundles page."),
    ).toBeTruthy();
    await waitFor(() => expect(sessionStorage.getItem(LAST_BUNDLE_KEY)).toBeNull());
  });
});
