import type { GuestBundle } from "@buildr/contracts/guest";
import { ArrowUp, Bot, Loader2, Sparkles } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";
import { formatUsdRange } from "@/lib/format";
import { currentLanguage } from "@/lib/i18n";
import { readReferralCode } from "@/lib/referral";
import { cn } from "@/lib/utils";
import { registerGuestLead } from "../api/register-guest-lead";
import { requestGuestBundle } from "../api/request-guest-bundle";

/** docs/product/rules-and-figures.md#validation: non-space text, an at sign, text, a dot, text. */
const LOOSE_EMAIL = /^\S+@\S+\.\S+$/;

type Stage = "email" | "lead" | "done";
type Message = { id: number; from: "coach" | "you"; body: ReactNode };

/**
 * The guest coach of docs/product/decisions.md#d-21 (docs/product/chat-coach.md#flow e-mail gate): the e-mail first, kept as a lead with the
 * referral code; then one sample bundle from the engine; then the invitation to create an account.
 */
export function GuestCoach({ onCreateAccount }: { onCreateAccount: () => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? "en";
  const [stage, setStage] = useState<Stage>("email");
  const [email, setEmail] = useState("");
  const [draft, setDraft] = useState("");
  const [messages, setMessages] = useState<Message[]>([]);
  const nextId = useRef(1);
  const logRef = useRef<HTMLOListElement>(null);
  // The request on its way, in plain state: the landing ships without the query library (decision 008).
  const [pending, setPending] = useState<"lead" | "bundle" | null>(null);
  const busy = pending !== null;

  const say = (from: Message["from"], body: ReactNode) =>
    setMessages((list) => [...list, { id: nextId.current++, from, body }]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows each new message.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [messages.length, busy]);

  const invite = (reason?: string) => {
    setStage("done");
    say(
      "coach",
      <div className="grid gap-3">
        {reason && <p>{reason}</p>}
        <p>{t("landing.guest.invite")}</p>
        <Button
          size="sm"
          className="w-fit whitespace-normal"
          aria-haspopup="dialog"
          onClick={onCreateAccount}
        >
          <Sparkles aria-hidden />
          {t("landing.guest.inviteCta")}
        </Button>
      </div>,
    );
  };

  const refusal = (error: unknown) => {
    if (error instanceof ApiError && error.status === 429) return invite(t("landing.guest.rateLimited"));
    if (error instanceof ApiError && error.status === 403) return invite(t("landing.guest.alreadyUsed"));
    say("coach", t("landing.guest.failed"));
  };

  async function giveEmail(text: string) {
    const candidate = text.trim();
    if (!LOOSE_EMAIL.test(candidate)) {
      toast.error(t("landing.guest.invalidToastTitle"), { description: t("landing.guest.invalidToastBody") });
      say("coach", t("landing.guest.invalidReply"));
      return;
    }
    setPending("lead");
    try {
      const lead = await registerGuestLead({
        email: candidate,
        referralCode: readReferralCode() ?? undefined,
        language: currentLanguage(),
      });
      setEmail(lead.email);
      if (lead.bundlesRemaining === 0) return invite(t("landing.guest.alreadyUsed"));
      setStage("lead");
      say("coach", t("landing.guest.thanks"));
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        say("coach", t("landing.guest.invalidReply"));
        return;
      }
      refusal(error);
    } finally {
      setPending(null);
    }
  }

  async function describeLead(text: string) {
    setPending("bundle");
    try {
      const bundle = await requestGuestBundle({ email, lead: text, language: currentLanguage() });
      say("coach", <SampleBundle bundle={bundle} language={language} />);
      invite();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        say("coach", t("landing.guest.vague"));
        return;
      }
      refusal(error);
    } finally {
      setPending(null);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const text = draft.trim();
    if (!text || busy || stage === "done") return;
    say("you", text);
    setDraft("");
    void (stage === "email" ? giveEmail(text) : describeLead(text));
  }

  const inputLabel =
    stage === "email"
      ? t("landing.guest.emailLabel")
      : stage === "lead"
        ? t("landing.guest.leadLabel")
        : t("landing.guest.doneLabel");

  return (
    <div className="flex h-[34rem] flex-col overflow-hidden rounded-2xl border bg-card shadow-xl shadow-black/20">
      <div className="flex items-center gap-3 border-b px-4 py-3">
        <span className="grid size-9 place-items-center rounded-full bg-primary text-primary-foreground">
          <Bot className="size-5" aria-hidden />
        </span>
        <div className="grid">
          <h3 className="text-sm font-semibold">{t("landing.guest.panelTitle")}</h3>
          <p className="flex items-center gap-1.5 text-xs text-muted-foreground">
            <span aria-hidden className="size-2 rounded-full bg-success" />
            {t("landing.guest.online")}
          </p>
        </div>
      </div>

      <ol
        ref={logRef}
        aria-label={t("landing.guest.log")}
        aria-live="polite"
        className="grid flex-1 content-start gap-3 overflow-y-auto p-4"
      >
        <Bubble from="coach" label={t("landing.guest.coach")}>
          {t("landing.guest.greeting")}
        </Bubble>
        {messages.map((m) => (
          <Bubble
            key={m.id}
            from={m.from}
            label={m.from === "coach" ? t("landing.guest.coach") : t("landing.guest.you")}
          >
            {m.body}
          </Bubble>
        ))}
        {busy && (
          <li className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
            <Loader2 className="size-4 animate-spin" aria-hidden />
            {pending === "bundle" ? t("landing.guest.thinking") : t("common.loading")}
          </li>
        )}
      </ol>

      <form onSubmit={onSubmit} noValidate className="flex items-center gap-2 border-t p-3">
        <label htmlFor="guest-coach-input" className="sr-only">
          {inputLabel}
        </label>
        <Input
          id="guest-coach-input"
          type={stage === "email" ? "email" : "text"}
          inputMode={stage === "email" ? "email" : "text"}
          autoComplete={stage === "email" ? "email" : "off"}
          placeholder={
            stage === "email"
              ? t("landing.guest.emailPlaceholder")
              : stage === "lead"
                ? t("landing.guest.leadPlaceholder")
                : t("landing.guest.doneLabel")
          }
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          disabled={stage === "done"}
          maxLength={stage === "email" ? 254 : 5000}
          className="min-w-0 flex-1"
        />
        <Button type="submit" size="icon" disabled={busy || stage === "done" || !draft.trim()}>
          <ArrowUp aria-hidden />
          <span className="sr-only">{t("landing.guest.send")}</span>
        </Button>
      </form>
    </div>
  );
}

function Bubble({ from, label, children }: { from: Message["from"]; label: string; children: ReactNode }) {
  return (
    <li className={cn("grid max-w-[90%] gap-1", from === "you" && "justify-self-end")}>
      <span className={cn("text-xs text-muted-foreground", from === "you" && "text-right")}>{label}</span>
      <div
        className={cn(
          "rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed",
          from === "coach" ? "rounded-tl-sm bg-muted" : "rounded-tr-sm bg-primary text-primary-foreground",
        )}
      >
        {children}
      </div>
    </li>
  );
}

/** The sample, compact and agent-facing: products, premiums, carriers, commission, the talk track's start. */
function SampleBundle({ bundle, language }: { bundle: GuestBundle; language: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-3">
      <p className="font-medium">{t("landing.guest.bundleIntro")}</p>
      <p className="text-muted-foreground">{bundle.summary}</p>
      <ul className="grid gap-2">
        {bundle.policies.map((policy) => (
          <li key={policy.name} className="grid gap-0.5 rounded-lg border bg-card px-3 py-2">
            <span className="flex flex-wrap items-baseline justify-between gap-x-3">
              <span className="font-semibold">{policy.name}</span>
              <span className="font-semibold tabular-nums">
                {policy.premium.mode === "monthly"
                  ? t("landing.guest.monthly", { amount: formatUsdRange(policy.premium.amount, language) })
                  : t("landing.guest.single", { amount: formatUsdRange(policy.premium.amount, language) })}
              </span>
            </span>
            <span className="text-xs text-muted-foreground">{policy.coverage}</span>
            {policy.carriers.length > 0 && (
              <span className="text-xs text-muted-foreground">
                {t("landing.guest.carriers", { names: policy.carriers.join(", ") })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-lg border border-primary/40 bg-primary/10 px-3 py-2">
        <dt>{t("landing.guest.totalMonthly")}</dt>
        <dd className="text-right font-semibold tabular-nums">
          {formatUsdRange(bundle.totals.monthlyPremium, language)}
        </dd>
        <dt>{t("landing.guest.commission")}</dt>
        <dd className="text-right font-semibold text-amber-700 tabular-nums dark:text-primary">
          {formatUsdRange(bundle.totals.firstYearCommission, language)}
        </dd>
      </dl>
      {bundle.talkTrack.length > 0 && (
        <div className="grid gap-1">
          <p className="font-medium">{t("landing.guest.talkTrack")}</p>
          <ol className="list-decimal space-y-1 pl-5 text-muted-foreground">
            {bundle.talkTrack.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </div>
      )}
      {bundle.compliance.length > 0 && (
        <details className="text-xs text-muted-foreground">
          <summary className="cursor-pointer rounded-sm font-medium text-foreground">
            {t("landing.guest.complianceNotes", { count: bundle.compliance.length })}
          </summary>
          <ul className="mt-2 grid list-disc gap-1.5 pl-4">
            {bundle.compliance.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
