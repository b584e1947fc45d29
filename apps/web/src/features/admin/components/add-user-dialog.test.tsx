import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { AddUserDialog } from "./add-user-dialog";

/** `POST /api/admin/users` answering `status` with `body`; the requests it received. */
function server(status: number, body: unknown) {
  const requests: { url: string; method: string; body: unknown }[] = [];
  stubFetch((input, init) => {
    requests.push({
      url: String(input),
      method: init?.method ?? "GET",
      body: JSON.parse(String(init?.body)),
    });
    return jsonResponse(body, status);
  });
  return requests;
}

function openDialog() {
  renderWithProviders(
    <>
      <Toaster />
      <AddUserDialog />
    </>,
  );
  fireEvent.click(screen.getByRole("button", { name: "Add New User" }));
  return screen.getByRole("dialog", { name: "Add New User" });
}

function fill(dialog: HTMLElement, field: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(field), { target: { value } });
}

afterEach(() => vi.unstubAllGlobals());

describe("Add New User (docs/product/rules-and-figures.md#validation)", () => {
  it("refuses a form with a missing field without calling the server", async () => {
    const requests = server(201, {});
    const dialog = openDialog();
    fill(dialog, "Full name", "Nora Newhire");
    fill(dialog, "Email", "nora@example.com");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create user" }));
    expect(await screen.findByText("Missing Information")).toBeTruthy();
    expect(screen.getByText("Please fill in all required fields")).toBeTruthy();
    expect(requests).toEqual([]);
    expect(screen.getByRole("dialog", { name: "Add New User" })).toBeTruthy();
  });

  it("creates the account with a trimmed name and a lower-cased e-mail, the role chosen, then closes", async () => {
    const requests = server(201, { id: "u1", email: "nora@example.com", name: "Nora Newhire", role: "vip" });
    const dialog = openDialog();
    fill(dialog, "Full name", "  Nora Newhire ");
    fill(dialog, "Email", " Nora@Example.COM ");
    fill(dialog, "Password", "closer-2026");
    fireEvent.change(within(dialog).getByLabelText("Role"), { target: { value: "vip" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Create user" }));

    expect(await screen.findByText("User Created")).toBeTruthy();
    expect(screen.getByText("nora@example.com can sign in now.")).toBeTruthy();
    expect(requests).toEqual([
      {
        url: "/api/admin/users",
        method: "POST",
        body: { name: "Nora Newhire", email: "nora@example.com", password: "closer-2026", role: "vip" },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole("dialog", { name: "Add New User" })).toBeNull());

    // Opened again, the form starts empty.
    fireEvent.click(screen.getByRole("button", { name: "Add New User" }));
    const again = screen.getByRole("dialog", { name: "Add New User" });
    expect((within(again).getByLabelText("Full name") as HTMLInputElement).value).toBe("");
    expect((within(again).getByLabelText("Role") as HTMLSelectElement).value).toBe("user");
  });

  it("shows the server's words for a refusal the admin can act on, and keeps what was typed", async () => {
    server(409, { error: { code: "conflict", message: "An account with this email already exists." } });
    const dialog = openDialog();
    fill(dialog, "Full name", "Nora Newhire");
    fill(dialog, "Email", "nora@example.com");
    fill(dialog, "Password", "closer-2026");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create user" }));

    expect(await screen.findByText("Failed to Create User")).toBeTruthy();
    expect(screen.getByText("An account with this email already exists.")).toBeTruthy();
    expect((within(dialog).getByLabelText("Email") as HTMLInputElement).value).toBe("nora@example.com");
  });

  it("falls back to its own words when the server fails", async () => {
    server(500, { error: { code: "internal_error", message: "Something went wrong on our side." } });
    const dialog = openDialog();
    fill(dialog, "Full name", "Nora Newhire");
    fill(dialog, "Email", "nora@example.com");
    fill(dialog, "Password", "closer-2026");
    fireEvent.click(within(dialog).getByRole("button", { name: "Create user" }));

    expect(await screen.findByText("Failed to create user")).toBeTruthy();
    expect(screen.queryByText("Something went wrong on our side.")).toBeNull();
  });
});
