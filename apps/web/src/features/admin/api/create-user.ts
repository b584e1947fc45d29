import type { AdminCreateUserRequest, AdminUser } from "@buildr/contracts/admin";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiFetch } from "@/lib/api-client";
import { adminAuditKey } from "./get-audit-log";
import { adminUsersKey } from "./get-users";

/** `POST /api/admin/users`: Add New User. */
export function createUser(body: AdminCreateUserRequest) {
  return apiFetch<Pick<AdminUser, "id" | "email" | "name" | "role">>("/api/admin/users", {
    method: "POST",
    body: JSON.stringify(body),
  });
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminUsersKey });
      void queryClient.invalidateQueries({ queryKey: adminAuditKey });
    },
  });
}
