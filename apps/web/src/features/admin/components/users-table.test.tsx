import type { AdminUser, AdminUserList } from "@buildr/contracts/admin";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Toaster } from "sonner";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, stubFetch } from "@/test/fake-fetch";
import { renderWithProviders } from "@/test/render";
import { UsersTable } from "./users-table";

function account(overrides: Partial<AdminUser> & Pick<AdminUser, "id" | "name" | "email">): AdminUser {
  return {
    role: "user",
    status: "Active",
    emailVerified: true,
    isUnlimited: false,
    plan: null,
    referralCode: null,
    createdAt: "2026-11-02T10:00:00.000Z",
    ...overrides,
  };
}

const ADMIN = account({
  id: "me",
  name: "Ada Admin",
  email: "admin@agency.com",
  role: "admin",
  isUnlimited: true,
});
const NORA = account({ id: "u1", name: "Nora Newhire", email: "nora@agency.com", emailVerified: false });
const LIFER = account({
  id: "u2",
  name: "Leo Lifetime",
  email: "leo@agency.com",
  plan: "lifetime",
  isUnlimited: true,
  referralCode: "leo42abc",
});

/**
 * The admin users API: `GET /api/admin/users` answers with `users` and `total` whatever it is asked,
 * `PATCH /api/admin/users/:id` changes the role it lists (or refuses with `patch`); the requests it got.
 */
function server({
  users = [ADMIN, NORA, LIFER],
  total = users.length,
  patch = 200,
}: {
  users?: AdminUser[];
  total?: number;
  patch?: number;
} = {}) {
  const requests: { method: string; url: URL; body?: unknown }[] = [];
  let roles: Record<string, AdminUser["role"]> = {};
  stubFetch((input, init) => {
    const url = new URL(String(input), "http://localhost");
    const method = init?.method ?? "GET";
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    requests.push({ method, url, body });
    if (method === "PATCH") {
      if (patch !== 200)
        return jsonResponse({ error: { code: "forbidden", message: "Not allowed today." } }, patch);
      const id = url.pathname.split("/").at(-1)!;
      roles = { ...roles, [id]: body.role };
      return jsonResponse({ ...users.find((u) => u.id === id), role: body.role });
    }
    const list: AdminUserList = {
      users: users.map((u) => ({ ...u, role: roles[u.id] ?? u.role })),
      total,
      page: Number(url.searchParams.get("page") ?? 1),
      pageSize: Number(url.searchParams.get("pageSize") ?? 25),
    };
    return jsonResponse(list);
  });
  return {
    requests,
    lists: () =>
      requests.filter((r) => r.method === "GET").map((r) => Object.fromEntries(r.url.searchParams)),
  };
}

function renderTable() {
  renderWithProviders(
    <>
      <Toaster />
      <UsersTable currentUserId="me" />
    </>,
  );
}

/** The desktop table (the phone list below it shows the same accounts). */
const table = () => within(screen.getByRole("table", { name: "Users" }));
const row = (name: string) => within(table().getByText(name).closest("tr")!);

afterEach(() => vi.unstubAllGlobals());

describe("the admin users table (docs/product/screens.md#admin)", () => {
  it("lists the accounts with their role, access and state, the admin's own role locked", async () => {
    server();
    renderTable();
    expect(await screen.findByText("3 users")).toBeTruthy();

    const own = row("Ada Admin");
    expect(own.getByText("(you)")).toBeTruthy();
    const ownRole = own.getByRole("combobox", { name: "Role for Ada Admin" }) as HTMLSelectElement;
    expect(ownRole.value).toBe("admin");
    expect(ownRole.disabled).toBe(true);
    expect(own.getByText("Unlimited")).toBeTruthy();

    const nora = row("Nora Newhire");
    expect(nora.getByText("Email not confirmed")).toBeTruthy();
    expect(nora.getByText("Trial")).toBeTruthy();
    expect(
      (nora.getByRole("combobox", { name: "Role for Nora Newhire" }) as HTMLSelectElement).disabled,
    ).toBe(false);

    const leo = row("Leo Lifetime");
    expect(leo.getByText("Lifetime")).toBeTruthy();
    expect(leo.getByText("leo42abc")).toBeTruthy();
    expect(leo.getByRole("button", { name: "Send a password reset email to leo@agency.com" })).toBeTruthy();
  });

  it("changes an account's role and says so, then shows the role the server now holds", async () => {
    const api = server();
    renderTable();
    const select = (await screen.findAllByRole("combobox", { name: "Role for Nora Newhire" }))[0]!;
    fireEvent.change(select, { target: { value: "vip" } });

    expect(await screen.findByText("Role Updated")).toBeTruthy();
    expect(screen.getByText("nora@agency.com is now VIP.")).toBeTruthy();
    expect(api.requests.filter((r) => r.method === "PATCH")).toEqual([
      { method: "PATCH", url: new URL("http://localhost/api/admin/users/u1"), body: { role: "vip" } },
    ]);
    await waitFor(() =>
      expect((row("Nora Newhire").getByRole("combobox") as HTMLSelectElement).value).toBe("vip"),
    );
    expect(row("Nora Newhire").getByText("Unlimited")).toBeTruthy();
  });

  it("keeps the role when the server refuses the change, with the server's words", async () => {
    server({ patch: 403 });
    renderTable();
    const select = (await screen.findAllByRole("combobox", { name: "Role for Nora Newhire" }))[0]!;
    fireEvent.change(select, { target: { value: "admin" } });
    expect(await screen.findByText("Failed to Update Role")).toBeTruthy();
    expect(screen.getByText("Not allowed today.")).toBeTruthy();
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe("user"));
  });

  it("asks the server for a search once typing pauses, for a role, and in the order of a column", async () => {
    const api = server();
    renderTable();
    await screen.findByText("3 users");
    expect(api.lists()).toEqual([{ sort: "createdAt", order: "desc", page: "1", pageSize: "25" }]);

    const search = screen.getByLabelText("Search users");
    for (const typed of ["n", "no", "nora "]) fireEvent.change(search, { target: { value: typed } });
    await waitFor(() => expect(api.lists().at(-1)).toMatchObject({ search: "nora" }));
    expect(api.lists().filter((q) => q.search !== undefined)).toHaveLength(1);

    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "vip" } });
    await waitFor(() => expect(api.lists().at(-1)).toMatchObject({ search: "nora", role: "vip" }));

    fireEvent.click(screen.getByRole("button", { name: "Sort by Name" }));
    await waitFor(() => expect(api.lists().at(-1)).toMatchObject({ sort: "name", order: "asc" }));
    fireEvent.click(screen.getByRole("button", { name: "Sort by Name" }));
    await waitFor(() => expect(api.lists().at(-1)).toMatchObject({ sort: "name", order: "desc" }));
    const byName = screen.getByRole("button", { name: "Sort by Name" });
    expect(byName.getAttribute("aria-pressed")).toBe("true");
    expect(byName.closest("th")?.getAttribute("aria-sort")).toBe("descending");
  });

  it("pages through the accounts, and says when a search finds nobody", async () => {
    const api = server({ total: 60 });
    renderTable();
    const pager = await screen.findByRole("navigation", { name: "Page 1 of 3" });
    expect((within(pager).getByRole("button", { name: "Previous" }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(within(pager).getByRole("button", { name: "Next" }));
    await screen.findByRole("navigation", { name: "Page 2 of 3" });
    expect(api.lists().at(-1)).toMatchObject({ page: "2" });
    vi.unstubAllGlobals();

    server({ users: [] });
    fireEvent.change(screen.getByLabelText("Search users"), { target: { value: "nobody" } });
    expect(await screen.findByText("No users match your search.")).toBeTruthy();
    expect(screen.getByText("0 users")).toBeTruthy();
    expect(screen.queryByRole("table")).toBeNull();
  });
});
