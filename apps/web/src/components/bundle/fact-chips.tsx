import type { Bundle, ClientProfile } from "@buildr/contracts";
import { Plus, Quote } from "lucide-react";
import { type FormEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { CONDITION_IDS, COVERAGE_CHOICES, GOAL_CHOICES } from "@/features/bundles/lib/profile-ids";
import { US_STATES } from "@/features/bundles/lib/us-states";
import { formatUsd } from "@/lib/format";
import { cn } from "@/lib/utils";
import {
  correctProfile,
  EDITABLE_KINDS,
  type EditableKind,
  type Fact,
  isEditable,
  missingKinds,
  NUMBER_KINDS,
  parseNumber,
  profileFacts,
} from "./profile-facts";

type TFunction = ReturnType<typeof useTranslation>["t"];

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

/** The choices of a picked kind, as [value, label]; null for a typed number. */
function choicesOf(kind: EditableKind, t: TFunction): [string, string][] | null {
  const ids = (list: readonly string[], prefix: string) =>
    list.map((id) => [id, t(`${prefix}.${id}`)] as [string, string]);
  switch (kind) {
    case "gender":
      return ids(["male", "female"], "bundles.options.gender");
    case "smoker":
      return ids(["never", "former", "current"], "bundles.options.smoker");
    case "marital":
      return ids(["single", "married", "divorced", "widowed"], "bundles.options.maritalStatus");
    case "state":
      return US_STATES.map(([code, name]) => [code, `${name} (${code})`]);
    case "condition":
      return ids(CONDITION_IDS, "bundles.conditions");
    case "coverage":
      return ids(COVERAGE_CHOICES, "bundles.coverage");
    case "goal":
      return ids(GOAL_CHOICES, "bundles.goals");
    default:
      return null;
  }
}

/** An id the interface has no word for yet (a newer engine's): readable rather than raw. */
function plain(id: string): string {
  return id.replace(/_/g, " ");
}

/** The chip's text: short, the way an agent notes a client ("71", "FL", "COPD", "Wants final expense"). */
export function factText(fact: Pick<Fact, "who" | "kind" | "value">, t: TFunction, language: string): string {
  const label = (prefix: string) => t(`${prefix}.${fact.value}`, { defaultValue: plain(fact.value) });
  const money = () => formatUsd(Number(fact.value), language);
  let text: string;
  switch (fact.kind) {
    case "age":
    case "state":
    case "medication":
    case "carrier":
      text = fact.value;
      break;
    case "gender":
      text = label("bundles.options.gender");
      break;
    case "smoker":
      text = label("bundles.options.smoker");
      break;
    case "marital":
      text = label("bundles.options.maritalStatus");
      break;
    case "dependents":
      text = t("bundles.facts.show.dependents", { count: Number(fact.value) });
      break;
    case "condition":
      text = label("bundles.conditions");
      break;
    case "coverage":
      text = t("bundles.facts.show.coverage", { value: label("bundles.coverage") });
      break;
    case "interest":
      text = t("bundles.facts.show.interest", { value: label("bundles.products") });
      break;
    case "goal":
      text = t("bundles.facts.show.goal", { value: label("bundles.goals") });
      break;
    case "budget":
      text = t("bundles.facts.show.budget", { amount: money() });
      break;
    case "income":
      text = t("bundles.facts.show.income", { amount: money() });
      break;
    case "savings":
      text = t("bundles.facts.show.savings", { amount: money() });
      break;
    case "medicaid":
      text = t("bundles.facts.show.medicaid", {
        value:
          fact.value === "full" || fact.value === "partial"
            ? t(`bundles.facts.medicaidLevels.${fact.value}`)
            : fact.value.toUpperCase(),
      });
      break;
    case "veteran":
      text = t("bundles.facts.show.veteran");
      break;
    default:
      text = plain(fact.value);
  }
  if (fact.who === "spouse") return t("bundles.facts.spouse", { fact: text });
  if (fact.who === "other") return t("bundles.facts.other", { fact: text });
  return text;
}

type Editing = { mode: "fact"; fact: Fact } | { mode: "fill"; kind: EditableKind } | { mode: "add" };

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

function FactEditor({
  id,
  editing,
  profile,
  language,
  onCancel,
  onSubmit,
}: {
  id: string;
  editing: Editing;
  profile: ClientProfile;
  language: string;
  onCancel: () => void;
  onSubmit: (profile: ClientProfile) => void;
}) {
  const { t } = useTranslation();
  const fact = editing.mode === "fact" ? editing.fact : null;
  const editable = fact ? isEditable(fact) : true;
  const [kind, setKind] = useState<EditableKind>(
    editing.mode === "fill" ? editing.kind : fact && isEditable(fact) ? fact.kind : "age",
  );
  const [value, setValue] = useState(fact && isEditable(fact) ? fact.value : "");
  const [error, setError] = useState<string | null>(null);
  const choices = choicesOf(kind, t);

  const title =
    editing.mode === "fact" && fact
      ? t("bundles.facts.editTitle", { fact: factText(fact, t, language) })
      : editing.mode === "fill"
        ? t("bundles.facts.fillTitle", { fact: t(`bundles.facts.kinds.${editing.kind}`) })
        : t("bundles.facts.addTitle");

  function save(event: FormEvent) {
    event.preventDefault();
    if (!editable) return;
    const text = value.trim();
    if (text === "") return setError(t("bundles.facts.required"));
    if (NUMBER_KINDS.has(kind)) {
      const n = parseNumber(text);
      const max = kind === "age" ? 120 : kind === "dependents" ? 20 : 100_000_000;
      if (n === undefined || n > max || ((kind === "age" || kind === "dependents") && !Number.isInteger(n)))
        return setError(
          kind === "age"
            ? t("bundles.facts.badAge")
            : kind === "dependents"
              ? t("bundles.validation.dependents")
              : t("bundles.validation.amount"),
        );
    }
    onSubmit(correctProfile(profile, { ...(fact ? { remove: fact } : {}), set: { kind, value: text } }));
  }

  const valueId = `${id}-value`;
  const errorId = `${id}-error`;
  return (
    <form
      id={id}
      onSubmit={save}
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onCancel();
        }
      }}
      aria-labelledby={`${id}-title`}
      className="grid gap-3 rounded-lg border border-primary/40 bg-background p-3"
    >
      <h4 id={`${id}-title`} className="text-sm font-semibold">
        {title}
      </h4>
      {fact?.source ? (
        <p className="text-xs text-muted-foreground">
          {t("bundles.facts.readFrom", { text: fact.source.text })}
        </p>
      ) : null}
      {editable ? (
        <div className="grid gap-3 sm:grid-cols-2">
          {editing.mode === "add" ? (
            <div className="grid gap-1.5">
              <label htmlFor={`${id}-kind`} className="text-sm font-medium">
                {t("bundles.facts.kindLabel")}
              </label>
              <NativeSelect
                id={`${id}-kind`}
                value={kind}
                autoFocus
                onChange={(e) => {
                  setKind(e.target.value as EditableKind);
                  setValue("");
                  setError(null);
                }}
              >
                {EDITABLE_KINDS.map((k) => (
                  <option key={k} value={k}>
                    {t(`bundles.facts.kinds.${k}`)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          ) : null}
          <div className="grid gap-1.5">
            <label htmlFor={valueId} className="text-sm font-medium">
              {t(`bundles.facts.kinds.${kind}`)}
            </label>
            {choices ? (
              <NativeSelect
                id={valueId}
                value={value}
                autoFocus={editing.mode !== "add"}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
              >
                <option value="">{t("bundles.facts.choose")}</option>
                {choices.map(([v, label]) => (
                  <option key={v} value={v}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            ) : (
              <Input
                id={valueId}
                inputMode="decimal"
                autoComplete="off"
                value={value}
                autoFocus={editing.mode !== "add"}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? errorId : undefined}
                onChange={(e) => {
                  setValue(e.target.value);
                  setError(null);
                }}
              />
            )}
            {error ? (
              <p id={errorId} className="text-sm text-destructive">
                {error}
              </p>
            ) : null}
          </div>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">{t("bundles.facts.removeOnly")}</p>
      )}
      <div className="flex flex-wrap gap-2">
        {editable ? (
          <Button type="submit" size="sm">
            {t("bundles.facts.save")}
          </Button>
        ) : null}
        {fact ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            autoFocus={!editable}
            onClick={() => onSubmit(correctProfile(profile, { remove: fact }))}
          >
            {t("bundles.facts.remove")}
          </Button>
        ) : null}
        <Button type="button" size="sm" variant="ghost" onClick={onCancel}>
          {t("bundles.facts.cancel")}
        </Button>
      </div>
    </form>
  );
}
