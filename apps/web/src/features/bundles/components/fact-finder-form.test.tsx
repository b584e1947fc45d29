import type { ClientProfileInput } from "@buildr/contracts";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { chooseLanguage } from "@/lib/i18n";
import { renderWithProviders } from "@/test/render";
import { FactFinderForm } from "./fact-finder-form";

describe("the fact-finder form", () => {
  it("says what's missing instead of sending an empty profile", async () => {
    const onGenerate = vi.fn();
    renderWithProviders(<FactFinderForm pending={false} onGenerate={onGenerate} />);
    fireEvent.click(screen.getByRole("button", { name: "Generate bundle" }));
    expect(
      await screen.findByText("Give at least the client's age, or tick a goal or a health condition."),
    ).toBeTruthy();
    expect(screen.getByLabelText("Age").getAttribute("aria-invalid")).toBe("true");
    expect(onGenerate).not.toHaveBeenCalled();
  });

  it("checks each field and sends a clean profile", async () => {
    const onGenerate = vi.fn<(profile: ClientProfileInput) => void>();
    renderWithProviders(<FactFinderForm pending={false} onGenerate={onGenerate} />);
    fireEvent.change(screen.getByLabelText("First name"), { target: { value: "James" } });
    fireEvent.change(screen.getByLabelText("Age"), { target: { value: "300" } });
    fireEvent.blur(screen.getByLabelText("Age"));
    expect(await screen.findByText("Enter an age between 18 and 120.")).toBeTruthy();

    fireEvent.change(screen.getByLabelText("Age"), { target: { value: "34" } });
    await waitFor(() => expect(screen.queryByText("Enter an age between 18 and 120.")).toBeNull());
    fireEvent.change(screen.getByLabelText("Marital status"), { target: { value: "married" } });
    fireEvent.change(screen.getByLabelText("Dependents"), { target: { value: "2" } });
    fireEvent.change(screen.getByLabelText("State"), { target: { value: "GA" } });
    fireEvent.change(screen.getByLabelText("Yearly income"), { target: { value: "$85,000" } });
    fireEvent.click(screen.getByLabelText("Protect the family"));
    fireEvent.click(screen.getByLabelText("Pay off the mortgage"));
    fireEvent.click(screen.getByRole("button", { name: "Generate bundle" }));

    await waitFor(() => expect(onGenerate).toHaveBeenCalledTimes(1));
    expect(onGenerate.mock.calls[0]![0]).toMatchObject({
      firstName: "James",
      age: 34,
      maritalStatus: "married",
      dependents: 2,
      state: "GA",
      income: 85000,
      goals: ["protect_family", "mortgage"],
    });
  });

  it.each([
    ["es", "Edad", "Ingrese una edad entre 18 y 120."],
    ["fr", "Âge", "Entrez un âge entre 18 et 120 ans."],
  ] as const)("speaks %s", async (language, ageLabel, ageMessage) => {
    await chooseLanguage(language);
    renderWithProviders(<FactFinderForm pending={false} onGenerate={vi.fn()} />);
    fireEvent.change(screen.getByLabelText(ageLabel), { target: { value: "7" } });
    fireEvent.blur(screen.getByLabelText(ageLabel));
    expect(await screen.findByText(ageMessage)).toBeTruthy();
  });
});
