import { Download } from "lucide-react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { useExportUsersCsv } from "../api/export-users-csv";
import { errorText } from "../error-text";

/** Export CSV (docs/product/rules-and-figures.md#figures): every account as `users-{date}.csv`. */
export function ExportCsvButton() {
  const { t } = useTranslation();
  const exportCsv = useExportUsersCsv();
  async function run() {
    try {
      const file = await exportCsv.mutateAsync();
      toast.success(t("admin.toasts.exportComplete"), {
        description: t("admin.toasts.exportCompleteBody", { file }),
      });
    } catch (error) {
      toast.error(t("admin.toasts.exportFailedTitle"), {
        description: errorText(error, t("admin.toasts.exportFailed")),
      });
    }
  }
  return (
    <Button variant="outline" onClick={() => void run()} disabled={exportCsv.isPending}>
      <Download aria-hidden />
      {exportCsv.isPending ? t("admin.export.exporting") : t("admin.export.button")}
    </Button>
  );
}
