import type { ReactNode, RefObject } from "react";
import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogTitle } from "@/components/ui/dialog";

/**
 * The conversation history as a drawer (phones and tablets; it sits beside the conversation on wide
 * screens). Opened by the search shortcut (`searchOnOpen`), the search box takes the focus.
 */
export function HistoryDrawer({
  open,
  onOpenChange,
  searchOnOpen,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  searchOnOpen: RefObject<boolean>;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        closeLabel={t("chat.close")}
        aria-describedby={undefined}
        onEscapeKeyDown={(event) => {
          // Escape in a title being renamed gives up the rename, not the drawer.
          if ((event.target as HTMLElement | null)?.closest("[data-rename]")) event.preventDefault();
        }}
        onOpenAutoFocus={(event) => {
          if (!searchOnOpen.current) return;
          searchOnOpen.current = false;
          const input = (event.currentTarget as HTMLElement | null)?.querySelector<HTMLInputElement>(
            "[data-chat-search]",
          );
          if (input) {
            event.preventDefault();
            input.focus();
          }
        }}
        className="top-0 left-0 flex h-dvh max-h-dvh w-[min(22rem,88vw)] max-w-none translate-x-0 translate-y-0 flex-col rounded-none border-y-0 border-l-0 p-4 pt-5"
      >
        <DialogTitle className="pr-8 text-lg">{t("chat.history.title")}</DialogTitle>
        <div className="min-h-0 flex-1">{children}</div>
      </DialogContent>
    </Dialog>
  );
}

/** Focuses the history's search box where it is on screen (beside the conversation); false when hidden. */
export function focusHistorySearch(): boolean {
  const shown = [...document.querySelectorAll<HTMLInputElement>("[data-chat-search]")].find(
    (input) => input.offsetParent !== null,
  );
  if (!shown) return false;
  shown.focus();
  shown.select();
  return true;
}
