import { CHAT_MESSAGE_MAX } from "@buildr/contracts/chat";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/**
 * The agent's last message, edited in place: Send asks the coach again with the new words (Enter too),
 * Cancel or Escape leaves it as it was.
 */
export function EditMessage({
  content,
  onSend,
  onCancel,
}: {
  content: string;
  onSend: (message: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [value, setValue] = useState(content);
  const area = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const el = area.current;
    if (!el) return;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  }, []);
  const text = value.trim();
  function send() {
    if (text) onSend(text);
  }
  return (
    <form
      className="ml-auto grid w-full max-w-[85%] gap-2 sm:max-w-[75%]"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t("chatTools.editLabel")}
      </label>
      <textarea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.preventDefault();
            event.stopPropagation();
            onCancel();
          } else if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            send();
          }
        }}
        aria-describedby={`${id}-hint`}
        maxLength={CHAT_MESSAGE_MAX}
        rows={3}
        className="min-h-20 w-full resize-y rounded-2xl border border-input bg-card px-4 py-2.5 text-base outline-none focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t("chatTools.editHint")}
      </p>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
          {t("chatTools.editCancel")}
        </Button>
        <Button type="submit" size="sm" disabled={!text || text === content.trim()}>
          {t("chatTools.editSend")}
        </Button>
      </div>
    </form>
  );
}
