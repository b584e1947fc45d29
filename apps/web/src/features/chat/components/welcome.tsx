import { Check, ChevronDown, MessageSquareText } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const POINTS = ["combos", "scripts", "saves", "producers", "factFinder", "personalised", "coaching"] as const;
const EXAMPLES = ["lead", "objection", "product"] as const;

/**
 * docs/product/chat-coach.md: before the first question, why agents use the coach (collapsible) and a few
 * prompts to start from. A prompt fills the composer; the agent still decides to send it.
 */
export function Welcome({ onExample }: { onExample: (text: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  const panel = useId();
  return (
    <div className="grid gap-4">
      <section className="rounded-xl border bg-card">
        <h2>
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panel}
            onClick={() => setOpen((o) => !o)}
            className="flex w-full items-center justify-between gap-3 rounded-xl px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-ring"
          >
            {t("chat.welcome.title")}
            <ChevronDown
              className={cn("size-4 shrink-0 transition-transform", open && "rotate-180")}
              aria-hidden
            />
          </button>
        </h2>
        <div id={panel} hidden={!open} className="border-t px-4 py-3">
          <ul className="grid gap-2 text-sm sm:grid-cols-2">
            {POINTS.map((point) => (
              <li key={point} className="flex items-start gap-2">
                <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                {t(`chat.welcome.points.${point}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="grid gap-2" aria-labelledby={`${panel}-try`}>
        <h2 id={`${panel}-try`} className="text-sm font-medium text-muted-foreground">
          {t("chat.welcome.tryTitle")}
        </h2>
        <div className="grid gap-2">
          {EXAMPLES.map((example) => (
            <button
              key={example}
              type="button"
              onClick={() => onExample(t(`chat.welcome.examples.${example}`))}
              className="flex items-start gap-2 rounded-lg border bg-card px-3 py-2.5 text-left text-sm hover:border-primary/60 hover:bg-accent focus-visible:outline-2 focus-visible:outline-ring"
            >
              <MessageSquareText className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {t(`chat.welcome.examples.${example}`)}
            </button>
          ))}
        </div>
      </section>
    </div>
  );
}
