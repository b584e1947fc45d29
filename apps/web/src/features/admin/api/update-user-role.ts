import type { AdminUser, Role } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";
import { adminUsersKey } from "./get-users";

/** `PATCH /api/admin/users/:id`: the account's role (user, vip, admin). */
export function updateUserRole({ id, role }: { id: string; role: Role }) {
  return apiFetch<Pick<AdminUser, "id" | "email" | "name" | "role">>(
    `/api/admin/users/${encodeURIComponent(id)}`,
    { method: "PATCH", body: JSON.stringify({ role }) },
  );
}

export function useUpdateUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserRole,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
