import { fireEvent, screen, waitFor } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureCampaign } from "@/lib/campaign";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { PricingPlans } from "./pricing-plans";

/** The API as this screen sees it: signed out, and checkout answering `checkout`. */
function fakeApi(checkout: { status: number; body: unknown }) {
  return stubFetch((input) => {
    const path = String(input);
    if (path === "/api/me") return jsonResponse({ error: { code: "unauthorized", message: "" } }, 401);
    if (path === "/api/billing/checkout") return jsonResponse(checkout.body, checkout.status);
    throw new Error(`unexpected call to ${path}`);
  });
}

function renderSignedOut(route = "/pricing") {
  return renderWithProviders(
    <>
      <PricingPlans signedIn={false} isPaid={false} />
      <Toaster />
    </>,
    { route },
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.history.replaceState(null, "", "/");
  localStorage.clear();
});

describe("the pricing plans (docs/product/screens.md#routes, docs/product/decisions.md#d-9)", () => {
  it("starts on Yearly and switches to Lifetime, which never renews and promises no bootcamps", async () => {
    renderSignedOut();
    expect((screen.getByRole("radio", { name: "Yearly" }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole("button", { name: "Upgrade Yearly – $360" })).toBeTruthy();
    expect(screen.getByText("Billed annually. Cancel anytime.")).toBeTruthy();

    fireEvent.click(screen.getByRole("radio", { name: "Lifetime" }));
    expect(await screen.findByRole("button", { name: "Upgrade Lifetime – $997" })).toBeTruthy();
    expect(screen.getByText("Pay once. Keep Premium for life; it never renews.")).toBeTruthy();
    expect(screen.getByText("Priority support: a reply within 1 business day")).toBeTruthy();
    // Nothing behind it: not sold.
    expect(document.body.textContent).not.toMatch(/bootcamp/i);
    expect(screen.getByRole("link", { name: "Start Free – 2 Bundles a Month" }).getAttribute("href")).toBe(
      "/pricing?signup=free-2-bundles",
    );
    expect(document.body.textContent).not.toMatch(/early[- ]bird|june/i);
  });

  it("opens checkout for the chosen plan in a new tab, with the page's referral code", async () => {
    window.history.replaceState(null, "", "/pricing?via=agency-42");
    const tab = {
      opener: {} as unknown,
      closed: false,
      close: vi.fn(),
      document: { title: "", body: { textContent: "" } },
      location: { href: "" },
    };
    const open = vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const fetchSpy = fakeApi({ status: 200, body: { url: "https://checkout.stripe.test/c/pay/cs_1" } });
    renderSignedOut();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade Yearly – $360" }));
    expect(open).toHaveBeenCalledWith("", "_blank");
    await waitFor(() => expect(tab.location.href).toBe("https://checkout.stripe.test/c/pay/cs_1"));
    expect(tab.opener).toBeNull();
    const [, init] = fetchSpy.mock.calls.find(([path]) => path === "/api/billing/checkout")!;
    expect(JSON.parse(String(init?.body))).toMatchObject({ plan: "yearly", via: "agency-42" });
    // The agent closes the checkout tab: the next checkout opens a tab of its own.
    tab.closed = true;
  });

  // These two close their tab at the end, like the one above: the hook reuses a checkout tab still open.
  it("keeps what the visit came with: the plan shown, the campaign and where to go next", async () => {
    // An earlier page of the visit brought a campaign; this one names the plan, the next page and a medium.
    captureCampaign("?utm_source=newsletter&utm_campaign=aep");
    const address = "/pricing?plan=lifetime&next=%2Fapp%2Fpitches&utm_medium=email&evil=1";
    window.history.replaceState(null, "", address);
    const tab = {
      opener: {},
      closed: false,
      close: vi.fn(),
      document: { title: "", body: {} },
      location: { href: "" },
    };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const fetchSpy = fakeApi({ status: 200, body: { url: "https://checkout.stripe.test/c/pay/cs_2" } });
    renderSignedOut(address);

    expect((screen.getByRole("radio", { name: "Lifetime" }) as HTMLInputElement).checked).toBe(true);
    // Sign-up from here keeps them too; anything else in the address stays behind.
    expect(screen.getByRole("link", { name: "Start Free – 2 Bundles a Month" }).getAttribute("href")).toBe(
      "/pricing?plan=lifetime&next=%2Fapp%2Fpitches&utm_medium=email&signup=free-2-bundles",
    );

    fireEvent.click(screen.getByRole("button", { name: "Upgrade Lifetime – $997" }));
    await waitFor(() => expect(tab.location.href).toBe("https://checkout.stripe.test/c/pay/cs_2"));
    const [, init] = fetchSpy.mock.calls.find(([path]) => path === "/api/billing/checkout")!;
    const body = JSON.parse(String(init?.body));
    expect(body).toMatchObject({
      plan: "lifetime",
      next: "/app/pitches",
      campaign: { utm_source: "newsletter", utm_campaign: "aep", utm_medium: "email" },
    });
    expect(JSON.stringify(body)).not.toContain("evil");
    tab.closed = true;
  });

  it("sends no next that leads off the site, and opens on Yearly for a plan it does not sell", async () => {
    const address = "/pricing?plan=platinum&next=%2F%2Fevil.example%2Fapp";
    window.history.replaceState(null, "", address);
    const tab = {
      opener: {},
      closed: false,
      close: vi.fn(),
      document: { title: "", body: {} },
      location: { href: "" },
    };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    const fetchSpy = fakeApi({ status: 200, body: { url: "https://checkout.stripe.test/c/pay/cs_3" } });
    renderSignedOut(address);
    expect((screen.getByRole("radio", { name: "Yearly" }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Upgrade Yearly – $360" }));
    await waitFor(() => expect(tab.location.href).toBe("https://checkout.stripe.test/c/pay/cs_3"));
    const [, init] = fetchSpy.mock.calls.find(([path]) => path === "/api/billing/checkout")!;
    const body = JSON.parse(String(init?.body));
    expect(body.next).toBeUndefined();
    expect(body.campaign).toBeUndefined();
    tab.closed = true;
  });

  it("closes the tab and says so when checkout cannot start", async () => {
    const tab = {
      opener: null,
      closed: false,
      close: vi.fn(),
      document: { title: "", body: {} },
      location: { href: "" },
    };
    vi.spyOn(window, "open").mockReturnValue(tab as unknown as Window);
    fakeApi({ status: 503, body: { error: { code: "service_unavailable", message: "down" } } });
    renderSignedOut();
    fireEvent.click(screen.getByRole("button", { name: "Upgrade Yearly – $360" }));
    await waitFor(() => expect(tab.close).toHaveBeenCalled());
    expect(tab.location.href).toBe("");
    expect(
      await screen.findByText("Payments aren't available right now. Please contact support."),
    ).toBeTruthy();
  });
});
