import type { ClientProfile } from "@buildr/contracts";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { CONDITION_IDS, COVERAGE_CHOICES, GOAL_CHOICES } from "@/features/bundles/lib/profile-ids";
import { US_STATES } from "@/features/bundles/lib/us-states";
import { factText, type TFunction } from "./fact-text";
import {
  correctProfile,
  EDITABLE_KINDS,
  type EditableKind,
  type Fact,
  isEditable,
  NUMBER_KINDS,
  parseNumber,
} from "./profile-facts";

/**
 * The small form a fact chip opens: change or remove a fact the engine read, fill in one the bundle still
 * needs, or add one. It checks the value the way the fact-finder does and hands back the corrected profile.
 */

export type Editing = { mode: "fact"; fact: Fact } | { mode: "fill"; kind: EditableKind } | { mode: "add" };

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

export function FactEditor({
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
