import { Download, Eraser, History, Keyboard } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** The bar above the conversation: the history (a drawer on phones), its title, shortcuts, export, clear. */
export function ChatToolbar({
  title,
  mac,
  onHistory,
  onShortcuts,
  onExport,
  canExport,
  onClear,
  canClear,
}: {
  title: string;
  mac: boolean;
  onHistory: () => void;
  onShortcuts: () => void;
  onExport: () => void;
  canExport: boolean;
  onClear: () => void;
  canClear: boolean;
}) {
  const { t } = useTranslation();
  return (
    <div className="flex items-center gap-1 border-b px-2 py-2 sm:px-4">
      <Button variant="ghost" size="sm" className="lg:hidden" onClick={onHistory} aria-haspopup="dialog">
        <History aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("chat.history.open")}</span>
      </Button>
      <h1 className="min-w-0 flex-1 truncate px-1 text-base font-semibold">{title}</h1>
      <Button
        variant="ghost"
        size="sm"
        onClick={onShortcuts}
        aria-haspopup="dialog"
        aria-keyshortcuts={mac ? "Meta+/" : "Control+/"}
      >
        <Keyboard aria-hidden />
        <span className="sr-only">{t("chatTools.shortcuts.open")}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onExport} disabled={!canExport}>
        <Download aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("chat.actions.export")}</span>
      </Button>
      <Button variant="ghost" size="sm" onClick={onClear} disabled={!canClear}>
        <Eraser aria-hidden />
        <span className="sr-only sm:not-sr-only">{t("chat.actions.reset")}</span>
      </Button>
    </div>
  );
}
