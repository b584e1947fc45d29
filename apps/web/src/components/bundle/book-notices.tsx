import type { Bundle } from "@buildr/contracts";
import { AlertTriangle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

/**
 * What the agent's book says about a bundle: the server's warnings (another state, not ready to sell, no
 * appointed carrier) under "Before you sell", or, without a book and with `invite`, an invitation to set
 * one up. The bundles page and the chat's bundle card show the same warnings from this one place.
 */
export function BookNotices({ bundle, invite = true }: { bundle: Bundle; invite?: boolean }) {
  const { t } = useTranslation();
  if (bundle.book?.applied === false)
    return invite ? (
      <p className="flex flex-wrap items-center gap-2 rounded-lg border bg-muted/40 p-3 text-sm">
        <span>{t("book.bundle.setUp")}</span>
        <Link to="/app/settings#book" className="font-medium text-primary underline underline-offset-2">
          {t("book.bundle.setUpLink")}
        </Link>
      </p>
    ) : null;
  const warnings = bundle.warnings ?? [];
  if (warnings.length === 0) return null;
  return (
    <div
      role="alert"
      className="grid gap-1.5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="size-4 shrink-0" aria-hidden />
        {t("book.bundle.warnings")}
      </p>
      <ul lang={bundle.language} className="grid list-disc gap-1 pl-5">
        {warnings.map((w) => (
          <li key={`${w.code}-${w.product ?? w.state ?? ""}`} data-warning={w.code}>
            {w.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
