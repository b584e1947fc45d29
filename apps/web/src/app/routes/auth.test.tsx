import { screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { AuthPage } from "./auth";

vi.mock("@/lib/auth-client", () => ({
  authClient: {
    signUp: { email: vi.fn() },
    signIn: { email: vi.fn(), magicLink: vi.fn(), social: vi.fn() },
  },
}));

const emailField = () => screen.getByLabelText("Email", { selector: "input" }) as HTMLInputElement;

describe("/auth opened from a link", () => {
  it("starts an invited person's sign-up with the invited address", () => {
    renderWithProviders(<AuthPage />, {
      route: "/auth?mode=signup&email=new.agent%40agency.example&invite=tok123",
    });
    expect(screen.getByRole("button", { name: "Create account" })).toBeTruthy();
    expect(emailField().value).toBe("new.agent@agency.example");
  });

  it("does not fill the form from an address in an ordinary link", () => {
    renderWithProviders(<AuthPage />, { route: "/auth?mode=signup&email=someone%40example.com" });
    expect(emailField().value).toBe("");
  });
});
