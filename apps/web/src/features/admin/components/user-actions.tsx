import { type AdminUser, ROLES, type Role } from "@buildr/contracts/admin";
import { KeyRound } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { useSendPasswordReset } from "../api/send-password-reset";
import { useUpdateUserRole } from "../api/update-user-role";
import { errorText } from "../error-text";

/** What an admin can do to one account from the users list: change its role, send it a password reset. */

export function RoleSelect({ user, isSelf }: { user: AdminUser; isSelf: boolean }) {
  const { t } = useTranslation();
  const update = useUpdateUserRole();
  async function change(role: Role) {
    try {
      await update.mutateAsync({ id: user.id, role });
      toast.success(t("admin.toasts.roleUpdated"), {
        description: t("admin.toasts.roleUpdatedBody", { email: user.email, role: t(`admin.roles.${role}`) }),
      });
    } catch (error) {
      toast.error(t("admin.toasts.failedUpdateRoleTitle"), {
        description: errorText(error, t("admin.toasts.failedUpdateRole")),
      });
    }
  }
  return (
    <NativeSelect
      aria-label={t("admin.users.changeRole", { name: user.name })}
      title={isSelf ? t("admin.users.ownRole") : undefined}
      className="w-36"
      value={update.isPending && update.variables ? update.variables.role : user.role}
      disabled={isSelf || update.isPending}
      onChange={(e) => void change(e.target.value as Role)}
    >
      {ROLES.map((r) => (
        <option key={r} value={r}>
          {t(`admin.roles.${r}`)}
        </option>
      ))}
    </NativeSelect>
  );
}

export function ResetButton({ user, compact = false }: { user: AdminUser; compact?: boolean }) {
  const { t } = useTranslation();
  const reset = useSendPasswordReset();
  async function send() {
    try {
      await reset.mutateAsync(user.id);
      toast.success(t("admin.toasts.passwordResetSent"), {
        description: t("admin.toasts.passwordResetSentBody", { email: user.email }),
      });
    } catch (error) {
      toast.error(t("admin.toasts.failedResetTitle"), {
        description: errorText(error, t("admin.toasts.failedReset")),
      });
    }
  }
  return (
    <Button
      variant="outline"
      size={compact ? "icon" : "sm"}
      className={compact ? undefined : "h-10"}
      disabled={reset.isPending}
      aria-label={t("admin.users.sendResetFor", { email: user.email })}
      title={compact ? t("admin.users.sendResetFor", { email: user.email }) : undefined}
      onClick={() => void send()}
    >
      <KeyRound aria-hidden />
      {compact ? null : reset.isPending ? t("admin.users.sending") : t("admin.users.sendReset")}
    </Button>
  );
}
