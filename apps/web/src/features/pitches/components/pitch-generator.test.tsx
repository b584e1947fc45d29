import type { Bundle } from "@buildr/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { PitchGenerator } from "./pitch-generator";

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

/** The server as the screen sees it: each variant of a request is its own wording. */
function pitchServer() {
  const bodies: { tone: string; length: string; variant?: number }[] = [];
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push(body);
    const variant = (body.variant ?? 0) % 18;
    return new Response(
      JSON.stringify({
        pitch: `${body.tone} wording ${variant}`,
        variant,
        followUpStrategy: ["a — 1", "b — 2", "c — 3", "d — 4", "e — 5"],
        referralScript: "Would you share my number?",
        referralTips: ["1", "2", "3", "4"],
      }),
      { status: 200, headers: { "content-type": "application/json" } },
    );
  });
  vi.stubGlobal("fetch", fetch);
  return bodies;
}

const pitchText = () => (screen.getByLabelText(/Sales pitch text/) as HTMLTextAreaElement).value;

afterEach(() => vi.unstubAllGlobals());

describe("the pitch generator's Regenerate", () => {
  it("asks for the next wording each time, and starts again from the first on a new tone", async () => {
    const bodies = pitchServer();
    renderWithProviders(<PitchGenerator bundle={bundle} />);
    await waitFor(() => expect(pitchText()).toBe("professional wording 0"));
    expect(bodies[0]).not.toHaveProperty("variant");

    const button = screen.getByRole("button", { name: "Regenerate" }) as HTMLButtonElement;
    const regenerate = async () => {
      await waitFor(() => expect(button.disabled).toBe(false));
      fireEvent.click(button);
    };
    await regenerate();
    await waitFor(() => expect(pitchText()).toBe("professional wording 1"));
    await regenerate();
    await waitFor(() => expect(pitchText()).toBe("professional wording 2"));
    expect(bodies.map((b) => b.variant)).toEqual([undefined, 1, 2]);

    // The agent's edits give way to the next wording too.
    fireEvent.change(screen.getByLabelText(/Sales pitch text/), { target: { value: "my own words" } });
    await regenerate();
    await waitFor(() => expect(pitchText()).toBe("professional wording 3"));

    fireEvent.change(screen.getByLabelText("Pitch Tone"), { target: { value: "conversational" } });
    await waitFor(() => expect(pitchText()).toBe("conversational wording 0"));
    expect(bodies.at(-1)).toMatchObject({ bundleId: "b-1", tone: "conversational", length: "standard" });
    expect(bodies.at(-1)).not.toHaveProperty("variant");
  });
});
