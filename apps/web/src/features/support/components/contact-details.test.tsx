import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "@/test/render";
import { ContactDetails } from "./contact-details";

const hrefOf = (name: string) => screen.getByRole("link", { name }).getAttribute("href");

describe("the support contact details", () => {
  it("shows the configured e-mail and phone line as links to write and to dial", () => {
    renderWithProviders(<ContactDetails email="help@agency.example" phone="+1 (614) 555-0199" />);
    expect(hrefOf("help@agency.example")).toBe("mailto:help@agency.example");
    expect(hrefOf("+1 (614) 555-0199")).toBe("tel:+16145550199");
  });

  it("leaves the phone out when the deployment publishes none", () => {
    renderWithProviders(<ContactDetails email="help@agency.example" phone={null} />);
    expect(screen.queryByRole("link", { name: /555/ })).toBeNull();
    expect(hrefOf("help@agency.example")).toBe("mailto:help@agency.example");
  });
});
