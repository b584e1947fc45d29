import type { Profile } from "@buildr/contracts/account";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { DisclaimerCard } from "./disclaimer-card";

const PROFILE: Profile = {
  id: "u-1",
  email: "agent@agent.test",
  name: "Tess Moreau",
  role: "user",
  plan: null,
  isPaid: false,
  isUnlimited: false,
  allowance: { unlimited: false, remaining: 2, coachingRemaining: 5 },
  company: null,
  phone: null,
  referralCode: null,
  emailVerified: true,
  language: "en",
  createdAt: "2026-11-01T00:00:00.000Z",
  emailUnsubscribed: false,
  tpmoOrganizations: null,
  tpmoPlans: null,
  subscription: null,
};

afterEach(() => vi.unstubAllGlobals());

describe("the Medicare disclaimer card", () => {
  it("says what client copies print until both numbers are set, and saves whole numbers", async () => {
    const sent: unknown[] = [];
    stubFetch((_input, init) => {
      const body = JSON.parse(String(init?.body ?? "{}"));
      sent.push(body);
      return jsonResponse({ ...PROFILE, ...body });
    });
    renderWithProviders(<DisclaimerCard profile={PROFILE} />);
    expect(screen.getByText(/Not set: client copies use CMS's wording that names no numbers/)).toBeTruthy();

    const organizations = screen.getByLabelText(/Organizations you represent/);
    fireEvent.change(organizations, { target: { value: "2.5" } });
    fireEvent.click(screen.getByRole("button", { name: "Save numbers" }));
    expect(await screen.findByText("Enter a whole number from 1 up, or leave it blank.")).toBeTruthy();
    expect(sent).toHaveLength(0);

    fireEvent.change(organizations, { target: { value: "4" } });
    fireEvent.change(screen.getByLabelText(/Plans they offer in your area/), { target: { value: "23" } });
    fireEvent.click(screen.getByRole("button", { name: "Save numbers" }));
    await waitFor(() => expect(sent).toEqual([{ tpmoOrganizations: 4, tpmoPlans: 23 }]));
  });
});
