import type { AdminGrantResponse } from "@buildr/contracts/admin";
import { fireEvent, screen, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { GrantAccessCard } from "./grant-access-card";

/** `POST /api/admin/grants` answering with `response`; the bodies it received. */
function server(response: AdminGrantResponse) {
  const bodies: unknown[] = [];
  stubFetch((_input, init) => {
    bodies.push(JSON.parse(String(init?.body)));
    return jsonResponse(response);
  });
  return bodies;
}

function renderCard() {
  renderWithProviders(
    <>
      <Toaster />
      <GrantAccessCard />
    </>,
  );
  return screen.getByLabelText("Email addresses") as HTMLTextAreaElement;
}

afterEach(() => vi.unstubAllGlobals());

describe("Grant Access (docs/product/rules-and-figures.md#validation)", () => {
  it("asks for an address before calling the server", async () => {
    const bodies = server({ ok: true, results: [], granted: 0, failed: 0 });
    const emails = renderCard();
    fireEvent.change(emails, { target: { value: " \n , " } });
    fireEvent.click(screen.getByRole("button", { name: "Grant access" }));
    expect(await screen.findByText("Please enter at least one email address")).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it("sends each address once, trimmed and lower-cased, with the plan and expiry, and says how each went", async () => {
    const bodies = server({
      ok: true,
      results: [
        { email: "ana@agency.com", success: true },
        { email: "not-an-address", success: false, reason: "invalid_email", error: "Invalid email" },
        { email: "nobody@agency.com", success: false, reason: "no_account", error: "No account" },
      ],
      granted: 1,
      failed: 2,
    });
    const emails = renderCard();
    fireEvent.change(emails, {
      target: { value: "  Ana@Agency.com\nnot-an-address, nobody@agency.com;ana@agency.com\n\n" },
    });
    fireEvent.change(screen.getByLabelText("Plan"), { target: { value: "lifetime" } });
    fireEvent.change(screen.getByLabelText("Expiry date (optional)"), { target: { value: "2027-06-30" } });
    fireEvent.click(screen.getByRole("button", { name: "Grant access" }));

    expect(await screen.findByText("Access Granted")).toBeTruthy();
    expect(screen.getByText("1 account now has access. 2 failed.")).toBeTruthy();
    expect(bodies).toEqual([
      {
        emails: ["ana@agency.com", "not-an-address", "nobody@agency.com"],
        plan: "lifetime",
        expiresAt: "2027-06-30",
      },
    ]);
    const results = within(screen.getByRole("region", { name: "Results" }));
    expect(results.getByText("ana@agency.com").parentElement?.textContent).toBe(
      "ana@agency.com — Access granted",
    );
    expect(results.getByText("not-an-address").parentElement?.textContent).toBe(
      "not-an-address — Not a valid email address",
    );
    expect(results.getByText("nobody@agency.com").parentElement?.textContent).toBe(
      "nobody@agency.com — No account with this email",
    );
    // Only the addresses that failed stay in the box, to be corrected and sent again.
    expect(emails.value).toBe("not-an-address\nnobody@agency.com");
  });

  it("grants the comped plan with no end date unless told otherwise", async () => {
    const bodies = server({
      ok: true,
      results: [{ email: "ana@agency.com", success: true }],
      granted: 1,
      failed: 0,
    });
    const emails = renderCard();
    fireEvent.change(emails, { target: { value: "ana@agency.com" } });
    fireEvent.click(screen.getByRole("button", { name: "Grant access" }));
    expect(await screen.findByText("1 account now has access.")).toBeTruthy();
    expect(bodies).toEqual([{ emails: ["ana@agency.com"], plan: "comped", expiresAt: null }]);
    expect(emails.value).toBe("");
  });
});
