import { Sparkles } from "lucide-react";
import type { ComponentProps } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Composer } from "./composer";

/**
 * Under the conversation: the composer, and for a free agent with no bundle left this month the note
 * that follow-ups and coaching still work, with the Upgrade button at hand.
 */
export function ChatFooter({
  noBundlesLeft,
  onUpgrade,
  ...composer
}: { noBundlesLeft: boolean; onUpgrade: () => void } & ComponentProps<typeof Composer>) {
  const { t } = useTranslation();
  return (
    <div className="border-t bg-background/95 px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] sm:px-6">
      <div className="mx-auto w-full max-w-3xl">
        {noBundlesLeft && (
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            <span>{t("chat.upgrade.noBundlesLeft")}</span>
            <Button size="sm" onClick={onUpgrade}>
              <Sparkles aria-hidden />
              {t("chat.upgrade.button")}
            </Button>
          </div>
        )}
        <Composer {...composer} />
      </div>
    </div>
  );
}
