import { act, fireEvent, screen } from "@testing-library/react";
import i18n from "i18next";
import { describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "@/test/render";
import { AuthForm } from "./auth-form";

// The auth library's client, answering as the server would; each test says what it answers.
const signUpEmail = vi.hoisted(() => vi.fn());
vi.mock("@/lib/auth-client", () => ({
  authClient: {
    signUp: { email: signUpEmail },
    signIn: { email: vi.fn(), magicLink: vi.fn(), social: vi.fn() },
  },
}));

function type(label: string | RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label, { selector: "input" }), { target: { value } });
}

describe("the /auth form validates live with the docs/product/decisions.md#d-7 rules", () => {
  it("tells a new agent what is wrong with each field as they type, then that the password is fine", async () => {
    renderWithProviders(<AuthForm mode="signup" onModeChange={vi.fn()} />);
    type("Full name", "M");
    expect(await screen.findByText("Full name must be at least 2 characters long")).toBeTruthy();
    type("Email", "maria@");
    expect(await screen.findByText("Please enter a valid email address")).toBeTruthy();
    type("Password", "short1");
    expect(await screen.findByText("Password must be at least 8 characters long")).toBeTruthy();
    type("Password", "longenough");
    expect(
      await screen.findByText("Password should contain at least one number or special character"),
    ).toBeTruthy();
    type("Password", "closer-2026");
    expect(await screen.findByText("Password meets requirements")).toBeTruthy();
  });

  it("lists every missing field on submit, without calling the server", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    renderWithProviders(<AuthForm mode="signup" onModeChange={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(await screen.findByText("Please enter your full name.")).toBeTruthy();
    expect(screen.getByText("Email is required")).toBeTruthy();
    expect(screen.getByText("Password is required")).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("speaks Spanish and French", async () => {
    await act(() => i18n.changeLanguage("es"));
    const { unmount } = renderWithProviders(<AuthForm mode="login" onModeChange={vi.fn()} />);
    type("Correo electrónico", "no-es-correo");
    expect(await screen.findByText("Escriba un correo electrónico válido")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Iniciar sesión" })).toBeTruthy();
    unmount();
    await act(() => i18n.changeLanguage("fr"));
    renderWithProviders(<AuthForm mode="signup" onModeChange={vi.fn()} />);
    type("Mot de passe", "abc");
    expect(await screen.findByText("Le mot de passe doit comporter au moins 8 caractères")).toBeTruthy();
  });

  it("shows and hides the password from a labelled toggle", () => {
    renderWithProviders(<AuthForm mode="login" onModeChange={vi.fn()} />);
    const input = screen.getByLabelText("Password", { selector: "input" }) as HTMLInputElement;
    expect(input.type).toBe("password");
    fireEvent.click(screen.getByRole("button", { name: "Show password" }));
    expect(input.type).toBe("text");
    fireEvent.click(screen.getByRole("button", { name: "Hide password" }));
    expect(input.type).toBe("password");
  });
});

describe("the /auth form turns the auth library's refusals into the words of docs/product/rules-and-figures.md#errors", () => {
  it("switches an already registered address to login, keeping the address and saying why", async () => {
    await act(() => i18n.changeLanguage("en"));
    signUpEmail.mockResolvedValueOnce({
      data: null,
      error: { code: "USER_ALREADY_EXISTS", status: 422, message: "User already exists" },
    });
    const onModeChange = vi.fn();
    renderWithProviders(<AuthForm mode="signup" onModeChange={onModeChange} />);
    type("Full name", "Maria Lopez");
    type("Email", " Maria@Example.com ");
    type("Password", "closer-2026");
    fireEvent.click(screen.getByRole("button", { name: "Create account" }));
    await vi.waitFor(() =>
      expect(onModeChange).toHaveBeenCalledWith("login", {
        email: "maria@example.com",
        banner: "An account with this email already exists. Please try logging in instead.",
      }),
    );
    expect(signUpEmail).toHaveBeenCalledWith(expect.objectContaining({ email: "maria@example.com" }));
  });

  it("opens the login form with the carried address and reason", () => {
    renderWithProviders(
      <AuthForm
        mode="login"
        onModeChange={vi.fn()}
        carry={{ email: "maria@example.com", banner: "An account with this email already exists." }}
      />,
    );
    expect((screen.getByLabelText("Email", { selector: "input" }) as HTMLInputElement).value).toBe(
      "maria@example.com",
    );
    expect(screen.getByRole("alert").textContent).toContain("An account with this email already exists.");
  });
});
