import { Construction } from "lucide-react";
import { useTranslation } from "react-i18next";
import type { Translation } from "@/locales/en";

type PageKey = Exclude<keyof Translation["pages"], "comingSoon" | "signedInAs">;

/**
 * A navigable page whose screen a later issue builds: the real title and purpose, and an honest note
 * that the screen is not there yet.
 */
export function PlaceholderPage({ page }: { page: PageKey }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto grid max-w-3xl gap-4 py-4">
      <h1 className="text-3xl font-bold tracking-tight">{t(`pages.${page}.title`)}</h1>
      <p className="text-lg text-muted-foreground">{t(`pages.${page}.description`)}</p>
      <div className="flex items-start gap-3 rounded-xl border border-dashed bg-card p-5 text-sm text-muted-foreground">
        <Construction className="size-5 shrink-0 text-primary" aria-hidden />
        <p>
          <span className="mr-2 rounded-full bg-primary/15 px-2 py-0.5 text-xs font-semibold text-primary">
            {t("common.comingSoonBadge")}
          </span>
          {t("pages.comingSoon")}
        </p>
      </div>
    </section>
  );
}
