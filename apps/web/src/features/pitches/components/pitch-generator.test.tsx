import type { Bundle } from "@buildr/contracts";
import type { PitchRequest } from "@buildr/contracts/pitches";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "@/lib/i18n";
import { EMPTY_BUNDLE, policyOf } from "@/test/bundle";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { PitchGenerator } from "./pitch-generator";

const FOLLOW_UP = [
  "Day 1 — Send a thank-you note",
  "Day 3 — Call with the quotes",
  "Week 1 — Review the application",
  "Month 1 — Check in after the first bill",
  "Every year — Review the coverage",
];

/**
 * `POST /api/pitches` as the screen sees it: each variant of a request is its own wording, unless
 * `refuse` answers first. The bodies it received, in order.
 */
function pitchServer(refuse?: (body: PitchRequest) => Response | undefined) {
  const bodies: PitchRequest[] = [];
  stubFetch((_input, init) => {
    const body = JSON.parse(String(init?.body)) as PitchRequest;
    bodies.push(body);
    const refusal = refuse?.(body);
    if (refusal) return refusal;
    const variant = (body.variant ?? 0) % 18;
    return jsonResponse({
      pitch: `${body.tone} ${body.length} wording ${variant}`,
      variant,
      followUpStrategy: FOLLOW_UP,
      referralScript: "Who else do you know who is turning 65 this year?",
      referralTips: ["Ask after a solved problem", "Name a kind of person", "Thank them", "Follow up"],
    });
  });
  return bodies;
}

const refusal = (status: number, code: string) =>
  jsonResponse({ error: { code, message: `The server's own words for ${code}.` } }, status);

function renderGenerator(bundle: Bundle = EMPTY_BUNDLE) {
  return renderWithProviders(
    <>
      <Toaster />
      <PitchGenerator bundle={bundle} />
    </>,
  );
}

const pitchBox = () => screen.getByLabelText(/Sales pitch text/) as HTMLTextAreaElement;
const button = (name: string) => screen.getByRole("button", { name }) as HTMLButtonElement;

async function firstPitch(text = "professional standard wording 0") {
  await waitFor(() => expect(pitchBox().value).toBe(text));
  await waitFor(() => expect(button("Regenerate").disabled).toBe(false));
}

/** The browser's clipboard, writing through `writeText`. */
function clipboard(writeText: (text: string) => Promise<void>) {
  const fake = vi.fn(writeText);
  Object.defineProperty(navigator, "clipboard", { value: { writeText: fake }, configurable: true });
  return fake;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, "clipboard");
});

describe("the pitch generator", () => {
  it("writes the first pitch when it opens, with nothing to copy until it is there", async () => {
    const bodies = pitchServer();
    renderGenerator();
    // While the server writes, the agent is told so and cannot copy, download or regenerate.
    expect(screen.getByText("Writing your pitch...")).toBeTruthy();
    expect(pitchBox().getAttribute("aria-busy")).toBe("true");
    for (const name of ["Copy to Clipboard", "Download as Text", "Regenerate"])
      expect(button(name).disabled).toBe(true);

    await firstPitch();
    expect(bodies).toEqual([{ bundleId: "b-1", tone: "professional", length: "standard" }]);
    expect(screen.getByText("4 words")).toBeTruthy();
    expect(pitchBox().getAttribute("aria-busy")).toBe("false");
    expect(button("Copy to Clipboard").disabled).toBe(false);
    expect(button("Download as Text").disabled).toBe(false);
  });

  it("names the client and lists each policy's premium, with the Medicare note only for Medicare", async () => {
    pitchServer();
    const medicare: Bundle = {
      ...EMPTY_BUNDLE,
      policies: [
        policyOf("medicare_supplement", {
          name: "Medigap Plan G",
          premium: { mode: "monthly", amount: { low: 120, high: 180 } },
        }),
        policyOf("fixed_annuity", {
          name: "Fixed annuity",
          premium: { mode: "single", amount: { low: 50000, high: 50000 } },
        }),
      ],
    };
    const { unmount } = renderGenerator(medicare);
    await firstPitch();
    expect(screen.getByText("Bundle for Linda")).toBeTruthy();
    const policies = within(screen.getByRole("list", { name: "Policies in this bundle" }));
    expect(policies.getAllByRole("listitem").map((li) => li.textContent)).toEqual([
      "Medigap Plan G · $120–$180/mo",
      "Fixed annuity · $50,000 single premium",
    ]);
    expect(screen.getByText(/Medicare disclaimer required by CMS/)).toBeTruthy();
    unmount();

    const unnamed: Bundle = {
      ...EMPTY_BUNDLE,
      client: { healthConditions: [], goals: [], currentCoverage: [] },
      policies: [policyOf("final_expense", { name: "Final expense" })],
    };
    renderGenerator(unnamed);
    await firstPitch();
    expect(screen.getByText("Selected bundle")).toBeTruthy();
    expect(screen.queryByText(/Medicare disclaimer required by CMS/)).toBeNull();
  });

  it("writes the pitch again for a new length, from the first wording", async () => {
    const bodies = pitchServer();
    renderGenerator();
    await firstPitch();
    fireEvent.change(screen.getByLabelText("Pitch Length"), { target: { value: "concise" } });
    await waitFor(() => expect(pitchBox().value).toBe("professional concise wording 0"));
    expect(bodies.at(-1)).toEqual({ bundleId: "b-1", tone: "professional", length: "concise" });
  });

  it("asks for the next wording on each Regenerate, and starts again from the first on a new tone", async () => {
    const bodies = pitchServer();
    renderGenerator();
    await firstPitch();

    const regenerate = async () => {
      await waitFor(() => expect(button("Regenerate").disabled).toBe(false));
      fireEvent.click(button("Regenerate"));
    };
    await regenerate();
    expect(await screen.findByText("Regenerating Pitch")).toBeTruthy();
    await waitFor(() => expect(pitchBox().value).toBe("professional standard wording 1"));
    await regenerate();
    await waitFor(() => expect(pitchBox().value).toBe("professional standard wording 2"));
    expect(bodies.map((b) => b.variant)).toEqual([undefined, 1, 2]);

    // The agent's edits give way to the next wording too.
    fireEvent.change(pitchBox(), { target: { value: "my own words" } });
    await regenerate();
    await waitFor(() => expect(pitchBox().value).toBe("professional standard wording 3"));

    fireEvent.change(screen.getByLabelText("Pitch Tone"), { target: { value: "conversational" } });
    await waitFor(() => expect(pitchBox().value).toBe("conversational standard wording 0"));
    expect(bodies.at(-1)).toEqual({ bundleId: "b-1", tone: "conversational", length: "standard" });
  });

  it("keeps the pitch it has when a Regenerate fails, and says so", async () => {
    pitchServer((body) => (body.variant ? refusal(500, "internal_error") : undefined));
    renderGenerator();
    await firstPitch();
    fireEvent.click(button("Regenerate"));
    expect(await screen.findByText("We couldn't write the pitch. Please try again.")).toBeTruthy();
    expect(pitchBox().value).toBe("professional standard wording 0");
  });
});

describe("copying and downloading", () => {
  it("copies the text as the agent edited it, and shows it was copied", async () => {
    pitchServer();
    const writeText = clipboard(async () => {});
    renderGenerator();
    await firstPitch();
    fireEvent.change(pitchBox(), { target: { value: "Linda, here is my own pitch." } });
    expect(screen.getByText("6 words")).toBeTruthy();
    fireEvent.click(button("Copy to Clipboard"));
    expect(await screen.findByText("Copied to Clipboard")).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith("Linda, here is my own pitch.");
    expect(button("Copied!")).toBeTruthy();
  });

  it("says how to copy by hand when the browser blocks the clipboard", async () => {
    pitchServer();
    clipboard(async () => {
      throw new DOMException("Denied", "NotAllowedError");
    });
    renderGenerator();
    await firstPitch();
    fireEvent.click(button("Copy to Clipboard"));
    expect(
      await screen.findByText("Your browser blocked the clipboard. Select the text and copy it by hand."),
    ).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Copied!" })).toBeNull();
  });

  it("copies the referral script from its own tab", async () => {
    pitchServer();
    const writeText = clipboard(async () => {});
    renderGenerator();
    await firstPitch();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Referral Script" }));
    expect(await screen.findByText("Who else do you know who is turning 65 this year?")).toBeTruthy();
    expect(screen.getByText("Name a kind of person")).toBeTruthy();
    fireEvent.click(button("Copy Script"));
    await waitFor(() =>
      expect(writeText).toHaveBeenCalledWith("Who else do you know who is turning 65 this year?"),
    );
  });

  it("shows the five follow-up steps, each with when and what", async () => {
    pitchServer();
    renderGenerator();
    await firstPitch();
    fireEvent.mouseDown(screen.getByRole("tab", { name: "Follow-Up Strategy" }));
    const steps = within(await screen.findByRole("tabpanel", { name: "Follow-Up Strategy" })).getAllByRole(
      "listitem",
    );
    expect(steps).toHaveLength(5);
    expect(within(steps[1]!).getByText("Day 3")).toBeTruthy();
    expect(within(steps[1]!).getByText("Call with the quotes")).toBeTruthy();
    expect(within(steps[1]!).getByText("Step 2")).toBeTruthy();
  });

  it("downloads the edited text as a file named after the client and the policies", async () => {
    pitchServer();
    const files: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((file) => {
      files.push(file as Blob);
      return "blob:pitch";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderGenerator({
      ...EMPTY_BUNDLE,
      policies: [policyOf("medicare_supplement", { name: "Medigap Plan G" })],
    });
    await firstPitch();
    fireEvent.change(pitchBox(), { target: { value: "Edited before the call." } });
    fireEvent.click(button("Download as Text"));
    expect(await screen.findByText("Downloaded")).toBeTruthy();
    expect(names).toEqual(["Sales Pitch - Linda - Medigap Plan G.txt"]);
    expect(await files[0]!.text()).toBe("Edited before the call.");
  });
});

describe("a pitch the server refuses", () => {
  it("tells a free agent that pitches come with the paid plans", async () => {
    pitchServer(() => refusal(402, "upgrade_required"));
    renderGenerator();
    expect(
      await screen.findByText("Pitches are part of the paid plans. Upgrade to unlock them."),
    ).toBeTruthy();
    // Nothing was written, so there is nothing to copy.
    expect(button("Copy to Clipboard").disabled).toBe(true);
  });

  it("says any other failure in the agent's own language, not the server's English", async () => {
    await chooseLanguage("es");
    pitchServer(() => refusal(500, "internal_error"));
    renderGenerator();
    expect(await screen.findByText("No pudimos preparar la presentación. Inténtelo de nuevo.")).toBeTruthy();
    expect(screen.queryByText(/The server's own words/)).toBeNull();
  });

  it("translates the upgrade message too", async () => {
    await chooseLanguage("es");
    pitchServer(() => refusal(402, "upgrade_required"));
    renderGenerator();
    expect(
      await screen.findByText(
        "Las presentaciones son parte de los planes de pago. Mejore su plan para usarlas.",
      ),
    ).toBeTruthy();
  });
});
