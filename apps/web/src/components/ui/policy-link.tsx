import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";

/**
 * A Terms, Privacy or Refund link inside a sentence of a form or a checkout: it opens in a new tab, so
 * the form being filled in or the plan being chosen is still there when the reader comes back.
 */
export function PolicyLink({ href, children }: { href: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener"
      className="rounded-sm font-medium text-foreground underline underline-offset-4"
    >
      {children}
      <span className="sr-only"> {t("common.opensInNewTab")}</span>
    </a>
  );
}
