/**
 * The pitch generator: the choices, the pitch, its variants and the copy and download actions, one form
 * whose pieces share the generated pitch's state.
 */
import type { PitchBundle, PitchLength, PitchResponse, PitchTone } from "@buildr/contracts/pitches";
import { Check, Copy, Download, Loader2, RefreshCw, ShieldCheck } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError, saveFile } from "@/lib/api-client";
import { useGeneratePitch } from "../api/generate-pitch";
import { bundleTitle, clientName, safeFileTitle } from "../bundle-title";
import { useCopied } from "../hooks/use-copied";

const TONES: readonly PitchTone[] = ["professional", "conversational", "educational"];
const LENGTHS: readonly PitchLength[] = ["concise", "standard", "detailed"];
const MEDICARE = new Set(["medicare_advantage", "medicare_supplement", "part_d"]);

const fieldClass =
  "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-base focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-50 md:text-sm";

function usd(amount: number): string {
  return `$${Math.round(amount).toLocaleString("en-US")}`;
}

function usdRange(amount: { low: number; high: number }): string {
  const low = usd(amount.low);
  const high = usd(amount.high);
  return low === high ? low : `${low}–${high}`;
}

function wordCount(text: string): number {
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Pitch Generator for one bundle (docs/product/screens.md#routes, docs/product/decisions.md#d-15). The server writes the pitch: the first
 * wording when the bundle arrives or the tone or length changes, the next wording of the same facts on
 * Regenerate. The agent may edit the text before copying or downloading it.
 */
export function PitchGenerator({ bundle }: { bundle: PitchBundle }) {
  const { t } = useTranslation();
  const ids = useId();
  const [tone, setTone] = useState<PitchTone>("professional");
  const [length, setLength] = useState<PitchLength>("standard");
  const [result, setResult] = useState<PitchResponse | null>(null);
  const [text, setText] = useState("");
  const pitchCopy = useCopied();
  const scriptCopy = useCopied();
  const mutation = useGeneratePitch();
  const generating = mutation.isPending;
  const { mutate } = mutation;

  useEffect(() => {
    // Only the newest request's answer lands (TanStack runs per-call callbacks for the latest call only).
    mutate(
      { bundleId: bundle.id, tone, length },
      {
        onSuccess: (pitch) => {
          setResult(pitch);
          setText(pitch.pitch);
        },
        onError: (error) => {
          const upgrade = error instanceof ApiError && error.code === "upgrade_required";
          toast.error(upgrade ? t("pitches.toast.upgrade") : t("pitches.toast.failed"));
        },
      },
    );
  }, [bundle.id, tone, length, mutate, t]);

  function regenerate() {
    toast(t("pitches.toast.regenerating"));
    mutate(
      { bundleId: bundle.id, tone, length, variant: (result?.variant ?? 0) + 1 },
      {
        onSuccess: (pitch) => {
          setResult(pitch);
          setText(pitch.pitch);
        },
        onError: () => toast.error(t("pitches.toast.failed")),
      },
    );
  }

  async function copy(value: string, state: ReturnType<typeof useCopied>) {
    if (await copyText(value)) {
      state.markCopied();
      toast.success(t("pitches.toast.copied"));
    } else {
      toast.error(t("pitches.toast.copyFailed"));
    }
  }

  function download() {
    const title = safeFileTitle(bundleTitle(bundle));
    saveFile(new Blob([text], { type: "text/plain;charset=utf-8" }), t("pitches.fileName", { title }));
    toast.success(t("pitches.toast.downloaded"));
  }

  const name = clientName(bundle);
  const hasMedicare = bundle.policies.some((p) => MEDICARE.has(p.product));
  const busy = generating || result === null;

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid gap-1.5">
            <CardTitle>{name ? t("pitches.bundleFor", { name }) : t("pitches.bundleUntitled")}</CardTitle>
            <CardDescription>{bundle.summary}</CardDescription>
          </div>
          <Button asChild variant="outline" className="shrink-0 self-start">
            <Link to="/app/bundles">{t("pitches.changeBundle")}</Link>
          </Button>
        </CardHeader>
        <CardContent className="grid gap-5">
          <ul className="flex flex-wrap gap-2" aria-label={t("pitches.policiesLabel")}>
            {bundle.policies.map((p) => (
              <li key={p.product} className="rounded-lg border bg-muted/50 px-3 py-1 text-sm">
                <span className="font-medium">{p.name}</span>
                <span className="text-muted-foreground">
                  {" · "}
                  {p.premium.mode === "monthly"
                    ? t("pitches.perMonth", { amount: usdRange(p.premium.amount) })
                    : t("pitches.singlePremium", { amount: usdRange(p.premium.amount) })}
                </span>
              </li>
            ))}
          </ul>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-tone`}>{t("pitches.tone.label")}</Label>
              <select
                id={`${ids}-tone`}
                className={fieldClass}
                value={tone}
                onChange={(e) => setTone(e.target.value as PitchTone)}
              >
                {TONES.map((value) => (
                  <option key={value} value={value}>
                    {t(`pitches.tone.${value}`)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={`${ids}-length`}>{t("pitches.length.label")}</Label>
              <select
                id={`${ids}-length`}
                className={fieldClass}
                value={length}
                onChange={(e) => setLength(e.target.value as PitchLength)}
              >
                {LENGTHS.map((value) => (
                  <option key={value} value={value}>
                    {t(`pitches.length.${value}`)}
                  </option>
                ))}
              </select>
            </div>
          </div>
        </CardContent>
      </Card>

      <Tabs defaultValue="pitch" className="grid gap-4">
        <TabsList aria-label={t("pitches.tabs.label")} className="grid h-auto w-full grid-cols-3">
          <TabsTrigger value="pitch" className="h-full leading-tight whitespace-normal">
            {t("pitches.tabs.pitch")}
          </TabsTrigger>
          <TabsTrigger value="follow-up" className="h-full leading-tight whitespace-normal">
            {t("pitches.tabs.followUp")}
          </TabsTrigger>
          <TabsTrigger value="referral" className="h-full leading-tight whitespace-normal">
            {t("pitches.tabs.referral")}
          </TabsTrigger>
        </TabsList>

        <TabsContent value="pitch" className="grid gap-4 focus-visible:outline-2 focus-visible:outline-ring">
          <Card>
            <CardContent className="grid gap-4 p-4 sm:p-6">
              {hasMedicare ? (
                <p className="flex items-start gap-2 rounded-md bg-muted/60 p-3 text-sm">
                  <ShieldCheck className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                  {t("pitches.medicareNote")}
                </p>
              ) : null}
              <div className="grid gap-2">
                <div className="flex items-center justify-between gap-2">
                  <Label htmlFor={`${ids}-pitch`}>{t("pitches.pitchLabel")}</Label>
                  <span className="text-xs text-muted-foreground" aria-live="polite">
                    {busy ? t("pitches.generating") : t("pitches.wordCount", { count: wordCount(text) })}
                  </span>
                </div>
                <textarea
                  id={`${ids}-pitch`}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                  aria-busy={busy}
                  rows={16}
                  className="min-h-72 w-full resize-y rounded-md border border-input bg-background px-3 py-2 text-base leading-relaxed focus-visible:outline-2 focus-visible:outline-ring md:text-sm"
                />
              </div>
              <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
                <Button disabled={busy} onClick={() => copy(text, pitchCopy)}>
                  {pitchCopy.copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {pitchCopy.copied ? t("pitches.copied") : t("pitches.copy")}
                </Button>
                <Button variant="outline" disabled={busy} onClick={download}>
                  <Download aria-hidden />
                  {t("pitches.download")}
                </Button>
                <Button variant="outline" disabled={busy} onClick={regenerate}>
                  {generating ? (
                    <Loader2 className="animate-spin motion-reduce:animate-none" aria-hidden />
                  ) : (
                    <RefreshCw aria-hidden />
                  )}
                  {t("pitches.regenerate")}
                </Button>
              </div>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="follow-up" className="focus-visible:outline-2 focus-visible:outline-ring">
          <Card>
            <CardHeader>
              <CardTitle>{t("pitches.tabs.followUp")}</CardTitle>
              <CardDescription>{t("pitches.followUpIntro")}</CardDescription>
            </CardHeader>
            <CardContent>
              <ol className="grid gap-3" aria-busy={busy}>
                {(result?.followUpStrategy ?? []).map((step, i) => {
                  const [when, ...rest] = step.split(" — ");
                  return (
                    <li key={step} className="flex gap-3 rounded-lg border p-3">
                      <span
                        className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground"
                        aria-hidden
                      >
                        {i + 1}
                      </span>
                      <span className="sr-only">{t("pitches.stepLabel", { number: i + 1 })}</span>
                      <div className="grid gap-0.5">
                        <p className="font-medium">{rest.length > 0 ? when : null}</p>
                        <p className="text-sm text-muted-foreground">
                          {rest.length > 0 ? rest.join(" — ") : step}
                        </p>
                      </div>
                    </li>
                  );
                })}
              </ol>
            </CardContent>
          </Card>
        </TabsContent>

        <TabsContent value="referral" className="focus-visible:outline-2 focus-visible:outline-ring">
          <Card>
            <CardHeader>
              <CardTitle>{t("pitches.tabs.referral")}</CardTitle>
              <CardDescription>{t("pitches.referralIntro")}</CardDescription>
            </CardHeader>
            <CardContent className="grid gap-5">
              <blockquote className="rounded-lg border-l-4 border-primary bg-muted/50 p-4 leading-relaxed">
                {result?.referralScript}
              </blockquote>
              <div>
                <Button disabled={busy} onClick={() => copy(result?.referralScript ?? "", scriptCopy)}>
                  {scriptCopy.copied ? <Check aria-hidden /> : <Copy aria-hidden />}
                  {scriptCopy.copied ? t("pitches.copied") : t("pitches.copyScript")}
                </Button>
              </div>
              <div className="grid gap-2">
                <h3 className="font-semibold">{t("pitches.referralTipsTitle")}</h3>
                <ul className="grid gap-2">
                  {(result?.referralTips ?? []).map((tip) => (
                    <li key={tip} className="flex gap-2 text-sm">
                      <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
                      <span>{tip}</span>
                    </li>
                  ))}
                </ul>
              </div>
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
    </div>
  );
}
