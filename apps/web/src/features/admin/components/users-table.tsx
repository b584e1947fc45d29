import { ADMIN_PAGE_SIZES, type AdminUserSort, ROLES, type Role } from "@buildr/contracts/admin";
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useDebounced } from "@/lib/use-debounced";
import { useUsers } from "../api/get-users";
import { errorText, formatDate } from "../error-text";
import { Pager } from "./pager";
import { ResetButton, RoleSelect } from "./user-actions";
import { AccessBadge, StatusBadge } from "./user-badges";

/** Typing waits this long before asking the server, so a name typed at speed is one request. */
const SEARCH_DELAY_MS = 250;

const ROLE_BADGE = { admin: "destructive", vip: "secondary", user: "outline" } as const;

export function UsersTable({ currentUserId }: { currentUserId: string }) {
  const { t, i18n } = useTranslation();
  const ids = { search: useId(), role: useId(), size: useId() };
  const [search, setSearch] = useState("");
  const [role, setRole] = useState<Role | "all">("all");
  const [sort, setSort] = useState<AdminUserSort>("createdAt");
  const [order, setOrder] = useState<"asc" | "desc">("desc");
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(25);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DELAY_MS);

  // A new search or filter starts again at the first page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect runs because these changed
  useEffect(() => setPage(1), [debouncedSearch, role, pageSize]);

  const users = useUsers({ search: debouncedSearch || undefined, role, sort, order, page, pageSize });

  useEffect(() => {
    if (users.error)
      toast.error(t("admin.toasts.errorLoadingUsers"), {
        description: errorText(users.error, t("admin.toasts.failedLoadUsers")),
      });
  }, [users.error, t]);

  const total = users.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  function sortBy(column: AdminUserSort) {
    if (sort === column) setOrder(order === "asc" ? "desc" : "asc");
    else {
      setSort(column);
      setOrder(column === "createdAt" ? "desc" : "asc");
    }
  }

  function sortButton(column: AdminUserSort, label: string) {
    const active = sort === column;
    const Icon = !active ? ArrowUpDown : order === "asc" ? ArrowUp : ArrowDown;
    return (
      <button
        type="button"
        onClick={() => sortBy(column)}
        className="inline-flex items-center gap-1 rounded-sm hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        aria-label={t("admin.users.sortBy", { column: label })}
        aria-pressed={active}
      >
        {label}
        <Icon className={active ? "size-3.5 text-foreground" : "size-3.5 opacity-50"} aria-hidden />
      </button>
    );
  }

  function ariaSort(...columns: AdminUserSort[]) {
    if (!columns.includes(sort)) return "none" as const;
    return order === "asc" ? ("ascending" as const) : ("descending" as const);
  }

  return (
    <Card>
      <CardHeader className="gap-4">
        <div>
          <CardTitle>{t("admin.users.title")}</CardTitle>
          <CardDescription>{t("admin.users.description")}</CardDescription>
        </div>
        <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor={ids.search}>{t("admin.users.searchLabel")}</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id={ids.search}
                type="search"
                className="pl-9"
                placeholder={t("admin.users.searchPlaceholder")}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.role}>{t("admin.users.roleFilter")}</Label>
            <NativeSelect
              id={ids.role}
              className="sm:w-40"
              value={role}
              onChange={(e) => setRole(e.target.value as Role | "all")}
            >
              <option value="all">{t("admin.users.allRoles")}</option>
              {ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.roles.${r}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={ids.size}>{t("admin.users.pageSize")}</Label>
            <NativeSelect
              id={ids.size}
              className="sm:w-28"
              value={pageSize}
              onChange={(e) => setPageSize(Number(e.target.value))}
            >
              {ADMIN_PAGE_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {users.isPending ? t("admin.users.loading") : t("admin.users.total", { count: total })}
        </p>

        {users.data && users.data.users.length === 0 ? (
          <p className="rounded-lg border border-dashed p-6 text-center text-muted-foreground">
            {t("admin.users.empty")}
          </p>
        ) : null}

        {users.data && users.data.users.length > 0 ? (
          <>
            <div className="hidden overflow-x-auto rounded-lg border lg:block">
              <table className="w-full text-sm" aria-busy={users.isFetching}>
                <caption className="sr-only">{t("admin.users.title")}</caption>
                <thead className="bg-muted/50 text-muted-foreground">
                  <tr>
                    <th
                      scope="col"
                      aria-sort={ariaSort("name", "email")}
                      className="px-3 py-2 text-left font-medium"
                    >
                      <span className="inline-flex flex-wrap items-center gap-x-3">
                        {sortButton("name", t("admin.users.columns.name"))}
                        {sortButton("email", t("admin.users.columns.email"))}
                      </span>
                    </th>
                    <th scope="col" aria-sort={ariaSort("role")} className="px-3 py-2 text-left font-medium">
                      {sortButton("role", t("admin.users.columns.role"))}
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t("admin.users.columns.status")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t("admin.users.columns.access")}
                    </th>
                    <th scope="col" className="px-3 py-2 text-left font-medium">
                      {t("admin.users.columns.referral")}
                    </th>
                    <th
                      scope="col"
                      aria-sort={ariaSort("createdAt")}
                      className="px-3 py-2 text-left font-medium"
                    >
                      {sortButton("createdAt", t("admin.users.columns.created"))}
                    </th>
                    <th scope="col" className="px-3 py-2 text-right font-medium">
                      {t("admin.users.columns.actions")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.users.map((user) => (
                    <tr key={user.id} className="border-t align-middle">
                      <td className="px-3 py-2">
                        <span className="block font-medium">
                          {user.name}
                          {user.id === currentUserId ? (
                            <span className="ml-1 font-normal text-muted-foreground">
                              ({t("admin.users.you")})
                            </span>
                          ) : null}
                        </span>
                        <span className="block text-muted-foreground [overflow-wrap:anywhere]">
                          {user.email}
                        </span>
                        {!user.emailVerified ? (
                          <span className="block text-xs text-muted-foreground">
                            {t("admin.users.unverified")}
                          </span>
                        ) : null}
                      </td>
                      <td className="px-3 py-2">
                        <RoleSelect user={user} isSelf={user.id === currentUserId} />
                      </td>
                      <td className="px-3 py-2">
                        <StatusBadge status={user.status} />
                      </td>
                      <td className="px-3 py-2">
                        <AccessBadge user={user} />
                      </td>
                      <td className="px-3 py-2 font-mono text-xs">{user.referralCode ?? ""}</td>
                      <td className="px-3 py-2 whitespace-nowrap">
                        {formatDate(user.createdAt, i18n.language)}
                      </td>
                      <td className="px-3 py-2 text-right">
                        <ResetButton user={user} compact />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>

            <ul className="grid gap-3 lg:hidden" aria-label={t("admin.users.title")}>
              {users.data.users.map((user) => (
                <li key={user.id} className="grid gap-3 rounded-lg border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div className="min-w-0">
                      <p className="font-medium">
                        {user.name}
                        {user.id === currentUserId ? (
                          <span className="ml-1 text-muted-foreground">({t("admin.users.you")})</span>
                        ) : null}
                      </p>
                      <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">{user.email}</p>
                    </div>
                    <Badge variant={ROLE_BADGE[user.role]}>{t(`admin.roles.${user.role}`)}</Badge>
                  </div>
                  <div className="flex flex-wrap gap-2 text-xs">
                    <StatusBadge status={user.status} />
                    <AccessBadge user={user} />
                    {user.referralCode ? (
                      <Badge variant="outline" className="font-mono">
                        {t("admin.users.columns.referral")}: {user.referralCode}
                      </Badge>
                    ) : null}
                    <span className="text-muted-foreground">
                      {t("admin.users.columns.created")}: {formatDate(user.createdAt, i18n.language)}
                    </span>
                  </div>
                  <div className="grid gap-2 sm:grid-cols-2">
                    <RoleSelect user={user} isSelf={user.id === currentUserId} />
                    <ResetButton user={user} />
                  </div>
                </li>
              ))}
            </ul>

            <Pager page={page} pages={pages} onPage={setPage} />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
