import { useTranslation } from "react-i18next";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { CHAT_SHORTCUTS, type ShortcutId, shortcutKeys } from "../hooks/use-chat-shortcuts";

const LABELS: Record<ShortcutId | "send" | "newLine", string> = {
  newChat: "chatTools.shortcuts.newChat",
  search: "chatTools.shortcuts.search",
  stop: "chatTools.shortcuts.stop",
  focus: "chatTools.shortcuts.focus",
  help: "chatTools.shortcuts.help",
  send: "chatTools.shortcuts.send",
  newLine: "chatTools.shortcuts.newLine",
};

function Keys({ keys }: { keys: string[][] }) {
  const { t } = useTranslation();
  return (
    <span className="flex flex-wrap items-center justify-end gap-1">
      {keys.map((combo, i) => (
        <span key={combo.join("+")} className="flex items-center gap-1">
          {i > 0 && <span className="px-1 text-xs text-muted-foreground">{t("chatTools.shortcuts.or")}</span>}
          {combo.map((key) => (
            <kbd
              key={key}
              className="min-w-7 rounded-md border border-b-2 bg-muted px-1.5 py-0.5 text-center font-mono text-xs"
            >
              {key}
            </kbd>
          ))}
        </span>
      ))}
    </span>
  );
}

/** Every shortcut of the chat screen, opened from the header or with Ctrl+/ (⌘/ on a Mac). */
export function ShortcutsDialog({
  open,
  onOpenChange,
  mac,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mac: boolean;
}) {
  const { t } = useTranslation();
  const rows: { id: keyof typeof LABELS; keys: string[][] }[] = [
    ...CHAT_SHORTCUTS.map((s) => ({ id: s.id, keys: shortcutKeys(s, mac) })),
    { id: "send", keys: [["Enter"]] },
    { id: "newLine", keys: [["Shift", "Enter"]] },
  ];
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("chat.close")} className="max-w-lg">
        <DialogTitle className="pr-8">{t("chatTools.shortcuts.title")}</DialogTitle>
        <DialogDescription>{t("chatTools.shortcuts.description")}</DialogDescription>
        <dl className="grid gap-2">
          {rows.map((row) => (
            <div
              key={row.id}
              className="flex items-center justify-between gap-4 border-b pb-2 last:border-b-0"
            >
              <dt className="text-sm">{t(LABELS[row.id])}</dt>
              <dd>
                <Keys keys={row.keys} />
              </dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
