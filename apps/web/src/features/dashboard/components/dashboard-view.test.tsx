import type { Dashboard } from "@buildr/contracts/account";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { DashboardView } from "./dashboard-view";

/** Eight Monday-to-Sunday weeks, oldest first, with the figures given for the last ones. */
function weeks(...lastWeeks: [generated: number, saved: number][]): Dashboard["weeks"] {
  return Array.from({ length: 8 }, (_, i) => {
    const figures = lastWeeks[i - (8 - lastWeeks.length)] ?? [0, 0];
    return {
      start: new Date(Date.UTC(2026, 9, 5 + i * 7)).toISOString(),
      generated: figures[0],
      saved: figures[1],
    };
  });
}

/** A free agent this month: one bundle credit left, one of two saves used, one saved bundle. */
function freeAgent(overrides: Partial<Dashboard> = {}): Dashboard {
  const dashboard: Dashboard = {
    allowance: { unlimited: false, remaining: 1, coachingRemaining: 5 },
    plan: null,
    isPaid: false,
    month: { start: "2026-11-01T00:00:00.000Z", generated: 1, saved: 1, saveLimit: 2 },
    saved: { count: 1, firstYearCommission: { low: 441, high: 888 } },
    weeks: weeks([1, 1]),
    recent: [
      {
        id: "bundle-1",
        summary: "Final expense whole life, about $56–$137/month",
        clientName: "Linda Park",
        language: "en",
        createdAt: "2026-11-23T15:00:00.000Z",
        saved: true,
        firstYearCommission: { low: 441, high: 888 },
      },
      {
        id: "bundle 2",
        summary: "Term life for a young family",
        clientName: null,
        language: "en",
        createdAt: "2026-11-22T15:00:00.000Z",
        saved: false,
        firstYearCommission: { low: 300, high: 300 },
      },
    ],
  };
  return { ...dashboard, ...overrides };
}

/** The headline card titled `title`, to read its figure and what it says underneath. */
function card(title: string) {
  return within(screen.getByRole("heading", { level: 2, name: title }).closest("div")!.parentElement!);
}

describe("the agent's dashboard", () => {
  it("shows a free agent's credits, saves against the monthly limit and estimated commission", () => {
    renderWithProviders(<DashboardView dashboard={freeAgent()} />);

    const credits = card("Free bundles left this month");
    expect(credits.getByText("1")).toBeTruthy();
    expect(credits.getByText(/^1 free bundle left this month\./)).toBeTruthy();

    expect(card("Bundles this month").getByText("Generated since November 1")).toBeTruthy();

    const saved = card("Saved this month");
    expect(saved.getByText("1 of 2")).toBeTruthy();
    expect(saved.getByText("Free plan: 2 saves per calendar month.")).toBeTruthy();
    const progress = saved.getByRole("progressbar", { name: "Saved this month" });
    expect(progress.getAttribute("aria-valuenow")).toBe("1");
    expect(progress.getAttribute("aria-valuemax")).toBe("2");

    const commission = card("Est. first-year commission");
    expect(commission.getByText("$441–$888")).toBeTruthy();
    expect(commission.getByText(/^From your 1 saved bundle\. For your eyes only/)).toBeTruthy();
    expect(screen.getByText(/^Estimates; actual commissions vary/)).toBeTruthy();
  });

  it("says when the free bundles and the saves of the month are used up", () => {
    renderWithProviders(
      <DashboardView
        dashboard={freeAgent({
          allowance: { unlimited: false, remaining: 0, coachingRemaining: 5 },
          month: { start: "2026-11-01T00:00:00.000Z", generated: 2, saved: 2, saveLimit: 2 },
        })}
      />,
    );
    const credits = card("Free bundles left this month");
    expect(credits.getByText("0")).toBeTruthy();
    expect(credits.getByText(/^You've used this month's free bundles\./)).toBeTruthy();
    const saved = card("Saved this month");
    expect(saved.getByText("2 of 2")).toBeTruthy();
    expect(saved.getByText("Monthly limit reached. Upgrade to save more.")).toBeTruthy();
  });

  it("offers a free agent the upgrade in a new tab, and a paid agent no upgrade and no save limit", () => {
    const { unmount } = renderWithProviders(<DashboardView dashboard={freeAgent()} />);
    const upgrade = screen.getByRole("link", { name: /^Upgrade\s*\(opens in a new tab\)/ });
    expect(upgrade.getAttribute("href")).toBe("/pricing");
    expect(upgrade.getAttribute("target")).toBe("_blank");
    unmount();

    renderWithProviders(
      <DashboardView
        dashboard={freeAgent({
          allowance: { unlimited: true, remaining: null, coachingRemaining: null },
          plan: "yearly",
          isPaid: true,
          month: { start: "2026-11-01T00:00:00.000Z", generated: 7, saved: 5, saveLimit: null },
          saved: { count: 5, firstYearCommission: { low: 2_000, high: 4_500 } },
        })}
      />,
    );
    const credits = card("Free bundles left this month");
    expect(credits.getByText("Unlimited")).toBeTruthy();
    expect(credits.getByText("Your plan includes unlimited bundles and coaching.")).toBeTruthy();
    const saved = card("Saved this month");
    expect(saved.getByText("5")).toBeTruthy();
    expect(saved.getByText("No monthly limit on your plan.")).toBeTruthy();
    expect(saved.queryByRole("progressbar")).toBeNull();
    expect(card("Est. first-year commission").getByText("$2,000–$4,500")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Upgrade/ })).toBeNull();
    for (const action of ["New bundle", "Ask the coach", "Pitches"])
      expect(screen.getByRole("link", { name: new RegExp(`^${action}`) })).toBeTruthy();
  });

  it("lists the recent bundles, each opening its own bundle, an unnamed client said so", () => {
    renderWithProviders(<DashboardView dashboard={freeAgent()} />);
    const linda = screen.getByRole("link", { name: "Open Linda Park" });
    expect(linda.getAttribute("href")).toBe("/app/bundles?bundle=bundle-1");
    expect(within(linda).getByText("Saved")).toBeTruthy();
    expect(within(linda).getByText("$441–$888")).toBeTruthy();
    const unnamed = screen.getByRole("link", { name: "Open Unnamed client" });
    expect(unnamed.getAttribute("href")).toBe("/app/bundles?bundle=bundle%202");
    expect(within(unnamed).getByText("Not saved")).toBeTruthy();
    // One figure when both ends of the estimate are the same.
    expect(within(unnamed).getByText("$300")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View all bundles" }).getAttribute("href")).toBe("/app/bundles");
  });

  it("gives the weekly figures to screen readers as a table, and invites a new agent to a first bundle", () => {
    renderWithProviders(
      <DashboardView
        dashboard={freeAgent({
          month: { start: "2026-11-01T00:00:00.000Z", generated: 0, saved: 0, saveLimit: 2 },
          saved: { count: 0, firstYearCommission: { low: 0, high: 0 } },
          weeks: weeks(),
          recent: [],
        })}
      />,
    );
    const table = screen.getByRole("table", { name: "Bundles over the last 8 weeks" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(8);
    expect(within(rows[0]!).getByRole("rowheader").textContent).toBe("Oct 5");
    expect(screen.getByText("No bundles yet. Your first one will show up here.")).toBeTruthy();
    expect(card("Est. first-year commission").getByText(/^Save a bundle to see/)).toBeTruthy();
    expect(screen.getByText(/^No bundles yet\. Describe a lead/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "View all bundles" })).toBeNull();
    expect(screen.getAllByRole("link", { name: /^New bundle/ }).map((a) => a.getAttribute("href"))).toEqual([
      "/app/bundles",
      "/app/bundles",
    ]);
  });

  it("puts each week's generated and saved counts in the table, in order", () => {
    renderWithProviders(<DashboardView dashboard={freeAgent({ weeks: weeks([3, 1], [0, 0], [2, 2]) })} />);
    const rows = within(screen.getByRole("table")).getAllByRole("row").slice(1);
    const cells = rows.map((row) =>
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    );
    expect(cells.slice(5)).toEqual([
      ["3", "1"],
      ["0", "0"],
      ["2", "2"],
    ]);
    expect(cells.slice(0, 5).every(([g, s]) => g === "0" && s === "0")).toBe(true);
  });
});
