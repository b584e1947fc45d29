import type { Bundle, ClientProfile } from "@buildr/contracts";
import { Plus, Quote } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { type Editing, FactEditor } from "./fact-editor";
import { factText, plain } from "./fact-text";
import { type Fact, missingKinds, profileFacts } from "./profile-facts";

/** Chips whose text is the bare value ("71", "FL", "COPD"): their name says what kind of fact it is. */
const NAMED_BY_KIND = new Set([
  "age",
  "gender",
  "state",
  "smoker",
  "marital",
  "condition",
  "medication",
  "carrier",
]);

/**
 * What the engine read from the lead, as chips (docs/engine/reading.md): each names its fact and, on hover or focus,
 * the words it came from. With `onCorrect`, a chip opens a small form to change or remove the fact, facts
 * the bundle still needs are chips to fill in ("State?"), and the corrected profile goes back to be built
 * again. Without it the chips only show.
 */
export function FactChips({
  bundle,
  onCorrect,
  pending = false,
  className,
}: {
  bundle: Pick<Bundle, "id" | "client" | "missingFacts" | "language">;
  onCorrect?: (profile: ClientProfile) => void;
  pending?: boolean;
  className?: string;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const facts = profileFacts(bundle.client);
  const missing = onCorrect ? missingKinds(bundle.missingFacts, bundle.client) : [];
  const [shown, setShown] = useState<Fact | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const language = i18n.resolvedLanguage ?? "en";
  // Only a profile read with its sources can say a fact is not from the lead (older readers keep none).
  const withSources = (bundle.client.sources?.length ?? 0) > 0;

  if (facts.length === 0 && missing.length === 0) return null;

  function open(next: Editing, from: HTMLElement) {
    opener.current = from;
    setEditing(next);
  }
  function close() {
    setEditing(null);
    opener.current?.focus();
  }
  function submit(profile: ClientProfile) {
    setEditing(null);
    onCorrect?.(profile);
  }

  const chipClass =
    "inline-flex min-h-8 max-w-full items-center gap-1 rounded-full border px-3 py-1 text-left text-sm leading-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring";

  return (
    <section aria-labelledby={`${id}-title`} className={cn("grid gap-2", className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold">
          {t("bundles.facts.title")}
        </h3>
        {onCorrect ? <p className="text-xs text-muted-foreground">{t("bundles.facts.hint")}</p> : null}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-busy={pending || undefined}>
        {facts.map((fact) => {
          const text = factText(fact, t, language);
          const kind = t(`bundles.facts.kinds.${fact.kind}`, { defaultValue: plain(fact.kind) });
          const selected = editing?.mode === "fact" && editing.fact.key === fact.key;
          const content = (
            <>
              {fact.who === "client" && NAMED_BY_KIND.has(fact.kind) ? (
                <span className="sr-only">{`${kind}:`}</span>
              ) : null}{" "}
              <span className="truncate">{text}</span>
            </>
          );
          // Outside the chip, so it describes the chip without becoming part of its name.
          const description = withSources ? (
            <span id={`${id}-${fact.key}`} className="sr-only">
              {fact.source
                ? t("bundles.facts.readFrom", { text: fact.source.text })
                : t("bundles.facts.noSource")}
            </span>
          ) : null;
          const common = {
            "aria-describedby": withSources ? `${id}-${fact.key}` : undefined,
            onMouseEnter: () => setShown(fact),
            onFocus: () => setShown(fact),
            className: cn(
              chipClass,
              fact.who === "client" ? "bg-card" : "bg-muted/60",
              selected && "border-primary bg-primary/10",
              withSources && !fact.source && "border-dashed",
            ),
          };
          return (
            <li key={fact.key} className="max-w-full">
              {description}
              {onCorrect ? (
                <button
                  type="button"
                  {...common}
                  aria-expanded={selected}
                  aria-controls={selected ? `${id}-editor` : undefined}
                  disabled={pending}
                  onClick={(e) => open({ mode: "fact", fact }, e.currentTarget)}
                >
                  {content}
                </button>
              ) : (
                // Focusable so the words it was read from can be reached without a mouse.
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a chip shows its source on focus
                <span tabIndex={0} {...common}>
                  {content}
                </span>
              )}
            </li>
          );
        })}
        {missing.map((kind) => (
          <li key={`missing-${kind}`}>
            <button
              type="button"
              disabled={pending}
              aria-expanded={editing?.mode === "fill" && editing.kind === kind}
              onClick={(e) => open({ mode: "fill", kind }, e.currentTarget)}
              className={cn(
                chipClass,
                "border-dashed border-primary/70 bg-primary/5 font-medium text-primary",
                editing?.mode === "fill" && editing.kind === kind && "bg-primary/15",
              )}
            >
              <span className="sr-only">{t("bundles.facts.fillLabel")}</span>{" "}
              {t("bundles.facts.ask", { fact: t(`bundles.facts.kinds.${kind}`) })}
            </button>
          </li>
        ))}
        {onCorrect ? (
          <li>
            <button
              type="button"
              disabled={pending}
              aria-expanded={editing?.mode === "add"}
              onClick={(e) => open({ mode: "add" }, e.currentTarget)}
              className={cn(chipClass, "border-transparent text-muted-foreground hover:text-foreground")}
            >
              <Plus className="size-3.5" aria-hidden />
              {t("bundles.facts.add")}
            </button>
          </li>
        ) : null}
      </ul>
      {withSources ? (
        // The words of the chip under the pointer or the focus (screen readers get them as its description).
        <p className="flex min-h-5 items-start gap-1.5 text-xs text-muted-foreground" aria-hidden>
          {shown ? (
            <>
              <Quote className="mt-0.5 size-3 shrink-0" />
              <span>
                {shown.source
                  ? t("bundles.facts.readFrom", { text: shown.source.text })
                  : t("bundles.facts.noSource")}
              </span>
            </>
          ) : (
            t("bundles.facts.hover")
          )}
        </p>
      ) : null}
      {editing && onCorrect ? (
        <FactEditor
          id={`${id}-editor`}
          editing={editing}
          profile={bundle.client}
          language={language}
          onCancel={close}
          onSubmit={submit}
        />
      ) : null}
      {pending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {t("bundles.facts.rebuilding")}
        </p>
      ) : null}
    </section>
  );
}
