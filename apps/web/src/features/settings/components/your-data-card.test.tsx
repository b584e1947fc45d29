import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireUser } from "@/features/auth/components/guards";
import { RedirectSignedIn } from "@/features/auth/components/redirect-signed-in";
import { renderWithProviders } from "@/test/render";
import { YourDataCard } from "./your-data-card";

const EMAIL = "leaving@agent.test";

afterEach(() => vi.unstubAllGlobals());

describe("deleting the account", () => {
  it("lands on /, not on /auth, once the server has deleted it", async () => {
    let deleted = false;
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const json = (status: number, body: unknown) =>
        new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
      if (url.endsWith("/api/me") && init?.method === "DELETE") {
        deleted = true;
        return json(200, { deleted: true });
      }
      if (url.endsWith("/api/me")) {
        return deleted
          ? json(401, { error: { code: "unauthorized", message: "Sign in first." } })
          : json(200, { id: "u-1", email: EMAIL, name: "Leaving Agent", role: "free" });
      }
      return json(404, { error: { code: "not_found", message: "Not found." } });
    });
    vi.stubGlobal("fetch", fetch);
    renderWithProviders(
      <Routes>
        <Route
          path="/"
          element={
            <RedirectSignedIn>
              <p>the landing page</p>
            </RedirectSignedIn>
          }
        />
        <Route path="/auth" element={<p>the sign-in page</p>} />
        <Route path="/app" element={<RequireUser />}>
          <Route path="settings" element={<YourDataCard email={EMAIL} />} />
        </Route>
      </Routes>,
      { route: "/app/settings" },
    );

    fireEvent.click(await screen.findByRole("button", { name: "Delete my account" }));
    fireEvent.change(await screen.findByLabelText(/Type your email/), { target: { value: EMAIL } });
    fireEvent.click(screen.getByRole("button", { name: "Delete permanently" }));

    await screen.findByText("the landing page");
    expect(deleted).toBe(true);
    // `/` asked the server again who is signed in (nobody, now) and stays put.
    const reads = () =>
      fetch.mock.calls.filter(([url, init]) => String(url).endsWith("/api/me") && !init?.method);
    await waitFor(() => expect(reads()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText("the landing page")).toBeTruthy();
    expect(screen.queryByText("the sign-in page")).toBeNull();
  });
});

describe("exporting the data", () => {
  it("says why when the server holds the export back (docs/product/compliance.md#security: one at a time, a few an hour)", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: { code: "rate_limited", message: "Your data is already being exported." },
            }),
            { status: 429, headers: { "content-type": "application/json", "retry-after": "30" } },
          ),
      ),
    );
    renderWithProviders(
      <>
        <Toaster />
        <YourDataCard email={EMAIL} />
      </>,
    );
    fireEvent.click(screen.getByRole("button", { name: "Export my data" }));
    expect(
      await screen.findByText(
        "An export is already under way, or you've exported several times in the last hour. Please wait a few minutes and try again.",
      ),
    ).toBeTruthy();
  });
});
