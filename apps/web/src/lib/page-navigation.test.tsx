import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Link, NavigationProvider, useLocation } from "./navigation";
import { changesQueryOnly, navigateByPage, PAGE_NAVIGATION } from "./page-navigation";

const at = (address: string) => new URL(address, "http://localhost");

afterEach(() => window.history.replaceState(null, "", "/"));

describe("which moves of the public pages stay on the page (decision 008)", () => {
  it("changes the query of the same page in place", () => {
    expect(changesQueryOnly("/pricing?signup=free-2-bundles", at("/pricing"))).toBe(true);
    expect(changesQueryOnly("/pricing", at("/pricing?signup=free-2-bundles"))).toBe(true);
    expect(changesQueryOnly("?signup=free-2-bundles", at("/"))).toBe(true);
  });

  it("loads any other page, the same address again, and leaves a hash to the browser", () => {
    expect(changesQueryOnly("/auth?mode=signup", at("/pricing"))).toBe(false);
    expect(changesQueryOnly("/app", at("/"))).toBe(false);
    expect(changesQueryOnly("/pricing", at("/pricing"))).toBe(false);
    expect(changesQueryOnly("/#try-the-coach", at("/?lng=fr"))).toBe(false);
    expect(changesQueryOnly("https://elsewhere.example/pricing?x=1", at("/pricing"))).toBe(false);
  });
});

function Address() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

function renderPage() {
  return render(
    <NavigationProvider value={PAGE_NAVIGATION}>
      <Link to="/pricing?signup=free-2-bundles">Start Free</Link>
      <Link to="/pricing?signup=free-2-bundles" target="_blank">
        Start Free elsewhere
      </Link>
      <Address />
    </NavigationProvider>,
  );
}

describe("the public entry's links", () => {
  it("follow a query change in place, so the page sees it and Back undoes it", async () => {
    window.history.replaceState(null, "", "/pricing");
    renderPage();
    const link = screen.getByRole("link", { name: "Start Free" });
    expect(link.getAttribute("href")).toBe("/pricing?signup=free-2-bundles");
    // The browser's own navigation was prevented: no page load.
    expect(fireEvent.click(link)).toBe(false);
    expect(window.location.search).toBe("?signup=free-2-bundles");
    screen.getByText("at /pricing?signup=free-2-bundles");
    act(() => window.history.back());
    await screen.findByText("at /pricing");
  });

  it("leave a click with a modifier key, or into another tab, to the browser", () => {
    window.history.replaceState(null, "", "/pricing");
    renderPage();
    // After the page's own handlers: stands in for the browser, which would open a tab (jsdom cannot).
    const browser = (event: Event) => event.preventDefault();
    document.addEventListener("click", browser);
    try {
      const link = screen.getByRole("link", { name: "Start Free" });
      fireEvent.click(link, { ctrlKey: true });
      fireEvent.click(link, { metaKey: true });
      fireEvent.click(screen.getByRole("link", { name: "Start Free elsewhere" }));
      expect(window.location.search).toBe("");
      screen.getByText("at /pricing");
    } finally {
      document.removeEventListener("click", browser);
    }
  });

  it("replace the entry when asked, as the router does", async () => {
    window.history.replaceState(null, "", "/pricing?signup=free-2-bundles");
    renderPage();
    const entries = window.history.length;
    act(() => navigateByPage("/pricing", { replace: true }));
    await waitFor(() => screen.getByText("at /pricing"));
    expect(window.history.length).toBe(entries);
  });
});
