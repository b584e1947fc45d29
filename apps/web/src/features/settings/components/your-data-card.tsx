import { confirmsAccountDeletion } from "@buildr/contracts/account";
import { Database, Download, Trash2 } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { useDeleteAccount } from "../api/delete-account";
import { useExportData } from "../api/export-data";

/** docs/product/screens.md: the agent takes a copy of their data, or deletes the account behind a typed confirmation. */
export function YourDataCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const exporter = useExportData();
  const [open, setOpen] = useState(false);

  function exportNow() {
    exporter.mutate(undefined, {
      onSuccess: () => toast.success(t("workspace.settings.data.exported")),
      onError: (error) =>
        toast.error(
          t(
            error instanceof ApiError && error.code === "rate_limited"
              ? "workspace.settings.data.exportTooMany"
              : "workspace.settings.data.exportFailed",
          ),
        ),
    });
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Database className="size-5 text-primary" aria-hidden />
          {t("workspace.settings.data.title")}
        </CardTitle>
        <CardDescription>{t("workspace.settings.data.description")}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-3">
          <div>
            <p className="font-medium">{t("workspace.settings.data.exportTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("workspace.settings.data.exportBody")}</p>
          </div>
          <Button
            variant="outline"
            onClick={exportNow}
            disabled={exporter.isPending}
            className="sm:justify-self-start"
          >
            <Download aria-hidden />
            {exporter.isPending
              ? t("workspace.settings.data.exporting")
              : t("workspace.settings.data.export")}
          </Button>
        </div>
        <div className="grid gap-3 rounded-lg border border-destructive/40 bg-destructive/5 p-4">
          <div>
            <p className="font-medium">{t("workspace.settings.data.deleteTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("workspace.settings.data.deleteBody")}</p>
          </div>
          <Button variant="destructive" onClick={() => setOpen(true)} className="sm:justify-self-start">
            <Trash2 aria-hidden />
            {t("workspace.settings.data.delete")}
          </Button>
        </div>
      </CardContent>
      <Dialog open={open} onOpenChange={setOpen}>
        {open && <DeleteAccountDialog email={email} onCancel={() => setOpen(false)} />}
      </Dialog>
    </Card>
  );
}

function DeleteAccountDialog({ email, onCancel }: { email: string; onCancel: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount(() => {
    toast.success(t("workspace.settings.data.deleted"), {
      description: t("workspace.settings.data.deletedBody"),
    });
    navigate("/", { replace: true });
  });
  const [typed, setTyped] = useState("");
  const [error, setError] = useState<string | undefined>();
  const confirmed = confirmsAccountDeletion(typed, email);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed) {
      setError(t("workspace.settings.data.confirmMismatch"));
      return;
    }
    remove.mutate(
      { confirm: typed },
      {
        onError: (err) => {
          const code = err instanceof ApiError ? err.code : "";
          setError(
            code === "conflict"
              ? t("workspace.settings.data.subscriptionActive")
              : code === "bad_request"
                ? t("workspace.settings.data.confirmMismatch")
                : t("workspace.settings.data.deleteFailed"),
          );
        },
      },
    );
  }

  return (
    <DialogContent closeLabel={t("workspace.settings.data.cancel")}>
      <DialogTitle className="pr-6">{t("workspace.settings.data.dialogTitle")}</DialogTitle>
      <DialogDescription>{t("workspace.settings.data.dialogBody")}</DialogDescription>
      <p className="text-sm text-muted-foreground">{t("workspace.settings.data.dialogExportHint")}</p>
      <form onSubmit={onSubmit} noValidate className="grid gap-4">
        <FormField
          id="delete-confirm"
          label={
            <span className="grid gap-1">
              {t("workspace.settings.data.confirmLabel")}
              <span className="break-all font-mono text-xs font-normal text-muted-foreground">{email}</span>
            </span>
          }
          error={error}
        >
          <Input
            id="delete-confirm"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setError(undefined);
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "delete-confirm-message" : undefined}
          />
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel}>
            {t("workspace.settings.data.cancel")}
          </Button>
          <Button type="submit" variant="destructive" disabled={!confirmed || remove.isPending}>
            {remove.isPending
              ? t("workspace.settings.data.deleting")
              : t("workspace.settings.data.confirmDelete")}
          </Button>
        </div>
      </form>
    </DialogContent>
  );
}
