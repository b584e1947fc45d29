import { INVITE_ROLES } from "@buildr/contracts/admin";
import { Mail } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useSendInvite } from "../api/send-invite";
import { errorText } from "../error-text";

type InviteRole = (typeof INVITE_ROLES)[number];

/** Invite User (docs/product/rules-and-figures.md#validation): a trimmed, lower-cased address; role user or admin only. */
export function InviteCard() {
  const { t } = useTranslation();
  const id = useId();
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<InviteRole>("user");
  const invite = useSendInvite();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address) {
      toast.error(t("admin.toasts.enterEmail"));
      return;
    }
    try {
      await invite.mutateAsync({ email: address, role });
      toast.success(t("admin.toasts.inviteSent"), {
        description: t("admin.toasts.inviteSentBody", { email: address }),
      });
      setEmail("");
      setRole("user");
    } catch (error) {
      toast.error(t("admin.toasts.inviteFailedTitle"), {
        description: errorText(error, t("admin.toasts.inviteFailed")),
      });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">{t("admin.invite.title")}</CardTitle>
        <CardDescription>{t("admin.invite.description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-email`}>{t("admin.invite.email")}</Label>
            <Input
              id={`${id}-email`}
              type="email"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={`${id}-role`}>{t("admin.invite.role")}</Label>
            <NativeSelect
              id={`${id}-role`}
              value={role}
              onChange={(e) => setRole(e.target.value as InviteRole)}
            >
              {INVITE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {t(`admin.roles.${r}`)}
                </option>
              ))}
            </NativeSelect>
          </div>
          <Button type="submit" disabled={invite.isPending} className="justify-self-start">
            <Mail aria-hidden />
            {invite.isPending ? t("admin.invite.submitting") : t("admin.invite.submit")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
