import { fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { BundlesWorkspace } from "./bundles-workspace";

/** The server, as far as this page talks to it: each path answers what the test says. */
function server(routes: Record<string, [number, unknown]>) {
  stubFetch((input) => {
    const path = new URL(String(input), "http://localhost").pathname;
    const [status, body] = routes[path] ?? [404, { error: { code: "not_found", message: "Not found." } }];
    return jsonResponse(body, status);
  });
}

const EMPTY_LIST: [number, unknown] = [200, { bundles: [], savedThisMonth: 0, monthlyLimit: 2 }];

afterEach(() => vi.unstubAllGlobals());

function generate(lead: string) {
  fireEvent.change(screen.getByLabelText("Your lead"), { target: { value: lead } });
  fireEvent.click(screen.getByRole("button", { name: "Generate bundle" }));
}

describe("the bundles workspace", () => {
  it("turns a 422 lead_too_vague into the questions to ask", async () => {
    server({
      "/api/bundles": EMPTY_LIST,
      "/api/bundles/generate": [
        422,
        {
          error: {
            code: "lead_too_vague",
            message: "Tell me a little more about the client: at least their age or what they need.",
            missing: ["How old is the client?", "What would they like the coverage to take care of?"],
          },
        },
      ],
    });
    renderWithProviders(<BundlesWorkspace unlimited={false} creditsLeft={2} upgradeGate={<p>gate</p>} />);
    generate("call back tomorrow");
    expect(await screen.findByRole("heading", { name: "Tell me a bit more about this client" })).toBeTruthy();
    expect(screen.getByText("How old is the client?")).toBeTruthy();
    expect(screen.getByText("What would they like the coverage to take care of?")).toBeTruthy();
  });

  it("shows the upgrade gate instead of the generator when the server says the credits are spent", async () => {
    server({
      "/api/bundles": EMPTY_LIST,
      "/api/bundles/generate": [
        402,
        {
          error: {
            code: "upgrade_required",
            message: "You've used your free credits. Upgrade to continue.",
          },
        },
      ],
    });
    renderWithProviders(
      <BundlesWorkspace unlimited={false} creditsLeft={1} upgradeGate={<h2>Upgrade Required</h2>} />,
    );
    generate("Linda, 67, Ohio, wants final expense");
    expect(await screen.findByRole("heading", { name: "Upgrade Required" })).toBeTruthy();
    expect(screen.queryByLabelText("Your lead")).toBeNull();
  });

  it("opens straight on the gate for a free account with no credits, and keeps the saved list", async () => {
    server({ "/api/bundles": EMPTY_LIST });
    renderWithProviders(
      <BundlesWorkspace unlimited={false} creditsLeft={0} upgradeGate={<h2>Upgrade Required</h2>} />,
    );
    expect(screen.getByRole("heading", { name: "Upgrade Required" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Generate bundle" })).toBeNull();
    expect(
      await screen.findByText("No saved bundles yet. Generate a bundle and press Save to keep it here."),
    ).toBeTruthy();
  });
});
