import { ArrowUp, Square } from "lucide-react";
import { type KeyboardEvent, type RefObject, useId, useLayoutEffect } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** docs/product/screens.md#chat: the input grows with its text between 40 and 120 px. */
const MIN_HEIGHT = 40;
const MAX_HEIGHT = 120;

export function Composer({
  value,
  onChange,
  onSend,
  onStop,
  sending,
  blocked,
  onBlocked,
  textareaRef,
}: {
  value: string;
  onChange: (value: string) => void;
  onSend: () => void;
  onStop: () => void;
  sending: boolean;
  /** The allowance is spent (docs/product/decisions.md#d-22): the history stays readable, the input asks for an upgrade. */
  blocked: boolean;
  onBlocked: () => void;
  textareaRef: RefObject<HTMLTextAreaElement | null>;
}) {
  const { t } = useTranslation();
  const hint = useId();
  const canSend = !sending && value.trim().length > 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the height follows the text as it changes.
  useLayoutEffect(() => {
    const area = textareaRef.current;
    if (!area) return;
    area.style.height = "auto";
    area.style.height = `${Math.min(MAX_HEIGHT, Math.max(MIN_HEIGHT, area.scrollHeight))}px`;
  }, [value, textareaRef]);

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (blocked) {
      if (event.key === "Enter") {
        event.preventDefault();
        onBlocked();
      }
      return;
    }
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      if (canSend) onSend();
    }
  }

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (blocked) onBlocked();
        else if (canSend) onSend();
      }}
    >
      <div
        className={cn(
          "flex items-end gap-2 rounded-2xl border border-input bg-card p-1.5 pl-3 focus-within:border-ring",
          blocked && "opacity-70",
        )}
      >
        <label htmlFor={`${hint}-input`} className="sr-only">
          {t("chat.composer.label")}
        </label>
        <textarea
          id={`${hint}-input`}
          ref={textareaRef}
          rows={1}
          value={blocked ? "" : value}
          readOnly={blocked}
          aria-disabled={blocked || undefined}
          aria-describedby={hint}
          placeholder={blocked ? t("chat.composer.upgradePlaceholder") : t("chat.composer.placeholder")}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          onClick={blocked ? onBlocked : undefined}
          maxLength={4000}
          className="block max-h-[120px] min-h-10 flex-1 resize-none bg-transparent py-2 text-base leading-6 outline-none placeholder:text-muted-foreground aria-disabled:cursor-not-allowed md:text-sm"
        />
        {sending ? (
          <Button type="button" size="icon" variant="secondary" className="rounded-xl" onClick={onStop}>
            <Square className="fill-current" aria-hidden />
            <span className="sr-only">{t("chat.composer.stop")}</span>
          </Button>
        ) : (
          <Button
            type="submit"
            size="icon"
            className="rounded-xl"
            // When the allowance is spent the button still answers: it opens the upgrade modal (docs/product/decisions.md#d-22).
            disabled={!blocked && !canSend}
          >
            <ArrowUp aria-hidden />
            <span className="sr-only">{t("chat.composer.send")}</span>
          </Button>
        )}
      </div>
      <p id={hint} className="hidden px-3 text-xs text-muted-foreground sm:block">
        {blocked ? t("chat.composer.blockedHint") : t("chat.composer.hint")}
      </p>
    </form>
  );
}
