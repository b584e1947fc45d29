import { FlaskConical } from "lucide-react";
import { useTranslation } from "react-i18next";

/** docs/product/decisions.md#d-10: without Stripe keys every checkout is simulated, and the pages say so. */
export function TestModeNotice({ visible }: { visible: boolean }) {
  const { t } = useTranslation();
  if (!visible) return null;
  return (
    <div
      role="note"
      className="mx-auto flex max-w-2xl items-start gap-3 rounded-lg border border-primary/60 bg-primary/10 px-4 py-3 text-left text-sm"
    >
      <FlaskConical className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <p>
        <strong className="font-semibold">{t("billing.testMode")}</strong>
        <span className="text-muted-foreground"> · {t("billing.testModeBody")}</span>
      </p>
    </div>
  );
}
