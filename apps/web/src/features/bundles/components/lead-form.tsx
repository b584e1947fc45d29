import { Sparkles } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { LEAD_CHARACTERS as LEAD_MAX } from "../lib/profile-ids";

/** The free-text lead: how agents jot a lead down after a call, turned into a bundle by the engine. */
export function LeadForm({ pending, onGenerate }: { pending: boolean; onGenerate: (lead: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [lead, setLead] = useState("");
  const [error, setError] = useState<string | null>(null);

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const text = lead.trim();
    if (!text) return setError(t("bundles.validation.leadRequired"));
    if (text.length > LEAD_MAX) return setError(t("bundles.validation.leadTooLong", { max: LEAD_MAX }));
    setError(null);
    onGenerate(text);
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3" aria-busy={pending}>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-lead`}>{t("bundles.lead.label")}</Label>
        <Textarea
          id={`${id}-lead`}
          value={lead}
          onChange={(e) => {
            setLead(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={(e) => {
            // Ctrl/⌘+Enter generates without leaving the keyboard.
            if (e.key === "Enter" && (e.metaKey || e.ctrlKey)) submit(e);
          }}
          placeholder={t("bundles.lead.placeholder")}
          maxLength={LEAD_MAX + 500}
          rows={5}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-lead-message ${id}-lead-count`}
          className="min-h-36 resize-y leading-relaxed"
        />
        <div className="flex flex-wrap items-start justify-between gap-2 text-sm">
          {error ? (
            <p id={`${id}-lead-message`} role="alert" className="text-destructive">
              {error}
            </p>
          ) : (
            <p id={`${id}-lead-message`} className="text-muted-foreground">
              {t("bundles.lead.hint")}
            </p>
          )}
          <p
            id={`${id}-lead-count`}
            className={
              lead.length > LEAD_MAX ? "text-destructive tabular-nums" : "text-muted-foreground tabular-nums"
            }
          >
            {t("bundles.lead.counter", { count: lead.length, max: LEAD_MAX })}
          </p>
        </div>
      </div>
      <div className="grid gap-2 rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
        <p>
          <span className="font-semibold">{t("bundles.lead.exampleLabel")} </span>
          <span className="text-muted-foreground">{t("bundles.lead.example")}</span>
        </p>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => {
            setLead(t("bundles.lead.example"));
            setError(null);
          }}
        >
          {t("bundles.lead.useExample")}
        </Button>
      </div>
      <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto sm:justify-self-start">
        <Sparkles aria-hidden />
        {pending ? t("bundles.generate.working") : t("bundles.generate.submit")}
      </Button>
    </form>
  );
}
