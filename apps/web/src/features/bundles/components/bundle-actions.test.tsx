import type { Bundle } from "@buildr/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { EMPTY_BUNDLE, policyOf } from "@/test/bundle";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { BundleActions } from "./bundle-actions";

const bundle = EMPTY_BUNDLE;

afterEach(() => vi.unstubAllGlobals());

describe("bundle actions", () => {
  it("shows the monthly save limit with a way to upgrade when the server refuses a save (docs/product/decisions.md#d-4)", async () => {
    stubFetch(() =>
      jsonResponse(
        {
          error: {
            code: "upgrade_required",
            message: "Free accounts can save 2 bundles a month. Upgrade to save as many as you need.",
          },
        },
        402,
      ),
    );
    renderWithProviders(
      <BundleActions bundle={bundle} saved={false} canPitch={false} saveLimit={2} onSaved={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("Monthly save limit reached");
    expect(alert.textContent).toContain("Free accounts can save 2 bundles a month.");
    expect(screen.getByRole("link", { name: "Upgrade for unlimited saves" }).getAttribute("href")).toBe(
      "/pricing",
    );
  });

  it("links the PDFs and, for paid plans, the pitch of this bundle", () => {
    renderWithProviders(<BundleActions bundle={bundle} saved canPitch saveLimit={2} onSaved={vi.fn()} />);
    expect(screen.getByRole("button", { name: "Saved" }).hasAttribute("disabled")).toBe(true);
    expect(screen.getByRole("link", { name: "Download PDF" }).getAttribute("href")).toBe(
      "/api/bundles/b-1/pdf?copy=agent",
    );
    expect(screen.getByRole("link", { name: "Client PDF" }).getAttribute("href")).toBe(
      "/api/bundles/b-1/pdf?copy=client",
    );
    expect(screen.getByRole("link", { name: "Create pitch" }).getAttribute("href")).toBe(
      "/app/pitches?bundle=b-1",
    );
  });

  it("offers the other appointment's client PDF only when the bundle holds that line's products", () => {
    const mixed: Bundle = {
      ...bundle,
      policies: [policyOf("medicare_supplement"), policyOf("final_expense")],
    };
    const { unmount } = renderWithProviders(
      <BundleActions bundle={mixed} saved canPitch saveLimit={2} onSaved={vi.fn()} />,
    );
    expect(
      screen.getByRole("link", { name: "Client PDF: life and annuity appointment" }).getAttribute("href"),
    ).toBe("/api/bundles/b-1/pdf?copy=client&line=life_annuity");
    unmount();
    const oneLine: Bundle = {
      ...mixed,
      policies: [policyOf("medicare_supplement"), policyOf("cancer")],
      appointment: { line: "medicare" },
    };
    renderWithProviders(<BundleActions bundle={oneLine} saved canPitch saveLimit={2} onSaved={vi.fn()} />);
    expect(screen.queryByRole("link", { name: /appointment/ })).toBeNull();
  });

  it("sends free agents from Create pitch to the plans, and says why", () => {
    renderWithProviders(
      <BundleActions bundle={bundle} saved={false} canPitch={false} saveLimit={2} onSaved={vi.fn()} />,
    );
    expect(screen.getByRole("link", { name: "Create pitch" }).getAttribute("href")).toBe("/pricing");
    expect(
      screen.getByText("Pitches come with Premium. Upgrade to build one from this bundle."),
    ).toBeTruthy();
  });
});
