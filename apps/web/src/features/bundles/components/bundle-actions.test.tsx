import type { Bundle } from "@buildr/contracts";
import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { BundleActions } from "./bundle-actions";

const bundle = {
  id: "b-1",
  createdAt: "2026-11-23T12:00:00.000Z",
  language: "en",
  client: { firstName: "Linda", healthConditions: [], goals: [], currentCoverage: [] },
  summary: "Linda, 67, OH",
  policies: [],
  totals: {
    monthlyPremium: { low: 0, high: 0 },
    singlePremium: { low: 0, high: 0 },
    firstYearCommission: { low: 0, high: 0 },
  },
  talkTrack: [],
  scripts: { opening: "", discovery: [], transition: "", close: "" },
  objections: [],
  followUp: [],
  compliance: [],
  missing: [],
} satisfies Bundle;

function answer(status: number, body: unknown) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe("bundle actions", () => {
  it("shows the monthly save limit with a way to upgrade when the server refuses a save (docs/product/decisions.md#d-4)", async () => {
    vi.stubGlobal(
      "fetch",
      answer(402, {
        error: {
          code: "upgrade_required",
          message: "Free accounts can save 2 bundles a month. Upgrade to save as many as you need.",
        },
      }),
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
    const policy = (product: Bundle["policies"][number]["product"]) => ({
      product,
      name: product,
      role: "core" as const,
      why: "",
      coverage: "",
      carriers: [],
      premium: { mode: "monthly" as const, amount: { low: 1, high: 2 } },
      commission: { firstYear: { low: 1, high: 2 }, basis: "" },
    });
    const mixed: Bundle = { ...bundle, policies: [policy("medicare_supplement"), policy("final_expense")] };
    const { unmount } = renderWithProviders(
      <BundleActions bundle={mixed} saved canPitch saveLimit={2} onSaved={vi.fn()} />,
    );
    expect(
      screen.getByRole("link", { name: "Client PDF: life and annuity appointment" }).getAttribute("href"),
    ).toBe("/api/bundles/b-1/pdf?copy=client&line=life_annuity");
    unmount();
    const oneLine: Bundle = {
      ...mixed,
      policies: [policy("medicare_supplement"), policy("cancer")],
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
