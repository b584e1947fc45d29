import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Route, Routes } from "react-router";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequireUser } from "@/features/auth/components/guards";
import { RedirectSignedIn } from "@/features/auth/components/redirect-signed-in";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { YourDataCard } from "./your-data-card";

const EMAIL = "leaving@agent.test";

afterEach(() => vi.unstubAllGlobals());

describe("deleting the account", () => {
  it("lands on /, not on /auth, once the server has deleted it", async () => {
    let deleted = false;
    const fetchMock = stubFetch((input, init) => {
      const url = String(input);
      if (url.endsWith("/api/me") && init?.method === "DELETE") {
        deleted = true;
        return jsonResponse({ deleted: true });
      }
      if (url.endsWith("/api/me")) {
        return deleted
          ? jsonResponse({ error: { code: "unauthorized", message: "Sign in first." } }, 401)
          : jsonResponse({ id: "u-1", email: EMAIL, name: "Leaving Agent", role: "free" });
      }
      return jsonResponse({ error: { code: "not_found", message: "Not found." } }, 404);
    });
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
      fetchMock.mock.calls.filter(([url, init]) => String(url).endsWith("/api/me") && !init?.method);
    await waitFor(() => expect(reads()).toHaveLength(2));
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.getByText("the landing page")).toBeTruthy();
    expect(screen.queryByText("the sign-in page")).toBeNull();
  });
});

describe("exporting the data", () => {
  it("says why when the server holds the export back (docs/product/compliance.md#security: one at a time, a few an hour)", async () => {
    stubFetch(() =>
      jsonResponse(
        { error: { code: "rate_limited", message: "Your data is already being exported." } },
        429,
        {
          "retry-after": "30",
        },
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
