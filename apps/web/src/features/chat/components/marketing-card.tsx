import { Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/** docs/product/rules-and-figures.md#records: beneath a reply with a bundle in it, the way to the whole bundles workspace. */
export function MarketingCard() {
  const { t } = useTranslation();
  return (
    <aside className="flex flex-wrap items-center gap-3 rounded-xl border border-dashed border-primary/40 bg-primary/5 p-3 text-sm">
      <Sparkles className="size-5 shrink-0 text-primary" aria-hidden />
      <div className="grid min-w-0 flex-1 basis-56 gap-0.5">
        <p className="font-semibold">{t("chat.marketing.title")}</p>
        <p className="text-muted-foreground">{t("chat.marketing.body")}</p>
      </div>
      <Link
        to="/app/bundles"
        className="rounded-md border border-primary/50 px-3 py-1.5 font-medium text-primary hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t("chat.marketing.cta")}
      </Link>
    </aside>
  );
}
