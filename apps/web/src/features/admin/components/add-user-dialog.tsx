import { ROLES, type Role } from "@buildr/contracts/admin";
import { UserPlus } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useCreateUser } from "../api/create-user";
import { errorText } from "../error-text";

const EMPTY = { name: "", email: "", password: "", role: "user" as Role };

/** Add New User (docs/product/rules-and-figures.md#validation): name, e-mail and password required; the account is verified at once. */
export function AddUserDialog() {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState(EMPTY);
  const create = useCreateUser();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const name = form.name.trim();
    const email = form.email.trim().toLowerCase();
    if (!name || !email || !form.password) {
      toast.error(t("admin.toasts.missingInformation"), { description: t("admin.toasts.fillAllFields") });
      return;
    }
    try {
      const created = await create.mutateAsync({ name, email, password: form.password, role: form.role });
      toast.success(t("admin.toasts.userCreated"), {
        description: t("admin.toasts.userCreatedBody", { email: created.email }),
      });
      setForm(EMPTY);
      setOpen(false);
    } catch (error) {
      toast.error(t("admin.toasts.failedCreateUserTitle"), {
        description: errorText(error, t("admin.toasts.failedCreateUser")),
      });
    }
  }

  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <UserPlus aria-hidden />
        {t("admin.addUser.open")}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent closeLabel={t("admin.common.close")}>
          <DialogTitle>{t("admin.addUser.title")}</DialogTitle>
          <DialogDescription>{t("admin.addUser.description")}</DialogDescription>
          <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-name`}>{t("admin.addUser.name")}</Label>
              <Input
                id={`${id}-name`}
                autoComplete="off"
                value={form.name}
                required
                onChange={(e) => setForm({ ...form, name: e.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-email`}>{t("admin.addUser.email")}</Label>
              <Input
                id={`${id}-email`}
                type="email"
                autoComplete="off"
                value={form.email}
                required
                onChange={(e) => setForm({ ...form, email: e.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-password`}>{t("admin.addUser.password")}</Label>
              <Input
                id={`${id}-password`}
                type="password"
                autoComplete="new-password"
                value={form.password}
                required
                aria-describedby={`${id}-password-hint`}
                onChange={(e) => setForm({ ...form, password: e.target.value })}
              />
              <p id={`${id}-password-hint`} className="text-sm text-muted-foreground">
                {t("admin.addUser.passwordHint")}
              </p>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${id}-role`}>{t("admin.addUser.role")}</Label>
              <NativeSelect
                id={`${id}-role`}
                value={form.role}
                onChange={(e) => setForm({ ...form, role: e.target.value as Role })}
              >
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {t(`admin.roles.${r}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="outline" onClick={() => setOpen(false)}>
                {t("admin.common.cancel")}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? t("admin.addUser.submitting") : t("admin.addUser.submit")}
              </Button>
            </div>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
