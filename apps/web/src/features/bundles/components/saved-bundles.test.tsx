import type { SavedBundle, SavedBundleList } from "@buildr/contracts";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { SavedBundles } from "./saved-bundles";

function saved(n: number): SavedBundle {
  return {
    id: `b${n}`,
    summary: `Final expense for client ${n}`,
    language: "en",
    clientName: `Client ${n}`,
    clientAge: 60 + (n % 20),
    products: ["final_expense"],
    monthlyPremium: { low: 40, high: 60 },
    firstYearCommission: { low: 300, high: 500 },
    createdAt: "2026-11-01T10:00:00.000Z",
    savedAt: "2026-11-01T10:00:00.000Z",
  } as SavedBundle;
}

/** `GET /api/bundles` in pages of 20 over `total` bundles, the cursor being the next offset. */
function pagedServer(total: number) {
  const calls: string[] = [];
  const fetch = (input: RequestInfo | URL) => {
    const url = new URL(String(input), "http://localhost");
    calls.push(url.search);
    const start = Number(url.searchParams.get("cursor") ?? 0);
    const end = Math.min(total, start + 20);
    const body: SavedBundleList = {
      bundles: Array.from({ length: end - start }, (_, i) => saved(start + i + 1)),
      nextCursor: end < total ? String(end) : null,
      savedThisMonth: 3,
      monthlyLimit: null,
    };
    return jsonResponse(body);
  };
  return { fetch, calls };
}

/** IntersectionObserver as the browser would run it, with the test deciding when the end scrolls into view. */
class FakeObserver {
  static all = new Set<FakeObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe() {
    FakeObserver.all.add(this);
  }
  disconnect() {
    FakeObserver.all.delete(this);
  }
  static scrollToEnd() {
    for (const o of FakeObserver.all)
      o.callback(
        [{ isIntersecting: true } as IntersectionObserverEntry],
        o as unknown as IntersectionObserver,
      );
  }
}

afterEach(() => vi.unstubAllGlobals());

const items = () => within(screen.getByRole("list")).getAllByRole("listitem");

describe("the saved bundles list (docs/product/compliance.md#security: paging)", () => {
  it("shows the first page, then the next ones with Load more, until the last", async () => {
    const server = pagedServer(45);
    stubFetch(server.fetch);
    renderWithProviders(<SavedBundles openId={null} onOpen={() => {}} />);
    await screen.findByText("Client 1");
    expect(items()).toHaveLength(20);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Client 40");
    expect(items()).toHaveLength(40);
    expect(server.calls).toEqual(["", "?cursor=20"]);

    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await screen.findByText("Client 45");
    expect(items()).toHaveLength(45);
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("loads the next page by itself when the end of the list scrolls into view", async () => {
    const server = pagedServer(30);
    stubFetch(server.fetch);
    vi.stubGlobal("IntersectionObserver", FakeObserver);
    renderWithProviders(<SavedBundles openId={null} onOpen={() => {}} />);
    await screen.findByText("Client 20");
    await waitFor(() => expect(FakeObserver.all.size).toBe(1));
    FakeObserver.scrollToEnd();
    await screen.findByText("Client 30");
    expect(items()).toHaveLength(30);
    expect(server.calls).toEqual(["", "?cursor=20"]);
    // The last page is in: nothing left to watch.
    await waitFor(() => expect(FakeObserver.all.size).toBe(0));
  });

  it("sends the search with the cursor", async () => {
    const server = pagedServer(25);
    stubFetch(server.fetch);
    renderWithProviders(<SavedBundles openId={null} onOpen={() => {}} />);
    await screen.findByText("Client 1");
    fireEvent.change(screen.getByLabelText("Search saved bundles"), { target: { value: "Ohio" } });
    await waitFor(() => expect(server.calls).toContain("?search=Ohio"));
    await waitFor(() => expect(screen.getByRole("button", { name: "Load more" })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: "Load more" }));
    await waitFor(() => expect(server.calls).toContain("?search=Ohio&cursor=20"));
  });
});
