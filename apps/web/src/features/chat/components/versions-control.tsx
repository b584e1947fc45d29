import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** "◀ 1/2 ▶" under a reply the coach gave more than once: the earlier answers, kept by a regenerate. */
export function VersionsControl({
  current,
  count,
  onChange,
}: {
  /** 1-based: `count` is the latest. */
  current: number;
  count: number;
  onChange: (version: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex items-center text-sm text-muted-foreground">
      <legend className="sr-only">{t("chatTools.versions")}</legend>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => onChange(current - 1)}
        disabled={current <= 1}
        aria-label={t("chatTools.previousVersion")}
      >
        <ChevronLeft aria-hidden />
      </Button>
      <span className="min-w-10 text-center tabular-nums" aria-live="polite">
        <span aria-hidden>
          {current}/{count}
        </span>
        <span className="sr-only">{t("chatTools.versionOf", { current, count })}</span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        onClick={() => onChange(current + 1)}
        disabled={current >= count}
        aria-label={t("chatTools.nextVersion")}
      >
        <ChevronRight aria-hidden />
      </Button>
    </fieldset>
  );
}
