import type { AdminUser } from "@buildr/contracts/admin";
import { useTranslation } from "react-i18next";
import { Badge } from "@/components/ui/badge";

/** What the users list says of an account at a glance: whether it is active, and what access it has. */

export function StatusBadge({ status }: { status: AdminUser["status"] }) {
  const { t } = useTranslation();
  return <Badge variant={status === "Active" ? "success" : "secondary"}>{t(`admin.status.${status}`)}</Badge>;
}

export function AccessBadge({ user }: { user: AdminUser }) {
  const { t } = useTranslation();
  if (user.plan) return <Badge variant="default">{t(`admin.plans.${user.plan}`)}</Badge>;
  if (user.role !== "user" || user.isUnlimited)
    return <Badge variant="secondary">{t("admin.users.unlimited")}</Badge>;
  return <Badge variant="outline">{t("admin.users.free")}</Badge>;
}
