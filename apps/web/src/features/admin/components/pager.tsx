import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** "Page 2 of 5" with Previous and Next, for the admin lists; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  const label = t("admin.users.pageOf", { page, pages });
  return (
    <nav className="flex flex-wrap items-center justify-between gap-3" aria-label={label}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <div className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t("admin.common.previous")}
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t("admin.common.next")}
        </Button>
      </div>
    </nav>
  );
}
