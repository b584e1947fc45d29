import { AdminDashboard } from "@/features/admin/components/admin-dashboard";
import { useMe } from "@/features/auth/api/get-me";

/** /app/admin, behind RequireAdmin (docs/product/decisions.md#d-5); the admin API checks the role again on every call. */
export function AdminPage() {
  const me = useMe();
  if (!me.data) return null;
  return <AdminDashboard currentUserId={me.data.id} />;
}
