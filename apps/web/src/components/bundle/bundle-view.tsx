import type { Bundle, ClientHandout, ClientProfile } from "@buildr/contracts";
import { AlertTriangle, HelpCircle, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatDate } from "@/lib/format";
import { cn } from "@/lib/utils";
import { BookNotices } from "./book-notices";
import { Section } from "./bundle-section";
import { BundleTotals } from "./bundle-totals";
import { FactChips } from "./fact-chips";
import { PolicyCard } from "./policy-card";
import { SellingMaterial } from "./selling-material";
import { TimingSection } from "./timing-section";

export type BundleCopy = "agent" | "client";

/**
 * The one-page bundle (docs/product/screens.md), as the bundles page and the chat show it. Pure: it renders what it is
 * given. The agent copy carries commissions and the selling material (talk track, scripts, objections,
 * follow-up); the client copy shows only what a client may read, never a commission (docs/product/decisions.md#d-14), even when
 * handed a full bundle. The agent copy shows what was read from the lead as chips; with `onCorrect` the
 * agent can fix them and the bundle is built again.
 */
export function BundleView({
  bundle,
  copy,
  className,
  onCorrect,
  correcting = false,
}: {
  bundle: Bundle | ClientHandout;
  copy: BundleCopy;
  className?: string;
  /** The corrected profile, to build the bundle again (agent copy only). */
  onCorrect?: (profile: ClientProfile) => void;
  /** A correction is being built. */
  correcting?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const agent = copy === "agent";
  const name = [bundle.client.firstName, bundle.client.lastName].filter(Boolean).join(" ");
  const headingId = `bundle-${bundle.id}-title`;
  const compliance = agent ? bundle.compliance : bundle.compliance.filter((line) => !mentionsPay(line));

  return (
    <article aria-labelledby={headingId} className={cn("grid min-w-0 gap-4", className)}>
      <header className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span
            className={cn(
              "rounded-full px-2.5 py-0.5 font-semibold",
              agent ? "bg-primary/15 text-primary" : "bg-success/15 text-success",
            )}
          >
            {agent ? t("bundles.view.agentCopy") : t("bundles.view.clientCopy")}
          </span>
          <span className="text-muted-foreground">
            {t("bundles.view.language", { language: t(`common.languages.${bundle.language}`) })}
          </span>
          <span className="text-muted-foreground" aria-hidden>
            ·
          </span>
          <span className="text-muted-foreground">
            {t("bundles.view.created", { date: formatDate(bundle.createdAt, i18n.language) })}
          </span>
        </div>
        <h2 id={headingId} className="text-xl font-semibold tracking-tight sm:text-2xl">
          {t("bundles.view.label", { name: name || t("bundles.view.unnamed") })}
        </h2>
        <p lang={bundle.language} className="text-base leading-relaxed text-foreground/90">
          {bundle.summary}
        </p>
        <p className={cn("flex items-start gap-2 text-sm", agent ? "text-muted-foreground" : "text-success")}>
          {agent ? (
            <AlertTriangle className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          ) : (
            <ShieldCheck className="mt-0.5 size-4 shrink-0" aria-hidden />
          )}
          {agent ? t("bundles.view.agentNotice") : t("bundles.view.clientNotice")}
        </p>
        {agent ? <BookNotices bundle={bundle as Bundle} /> : null}
        {agent ? (
          <FactChips
            bundle={bundle as Bundle}
            onCorrect={onCorrect}
            pending={correcting}
            className="border-t pt-3"
          />
        ) : null}
      </header>

      <section aria-labelledby={`${headingId}-policies`} className="grid gap-3">
        <h3 id={`${headingId}-policies`} className="text-lg font-semibold">
          {t("bundles.view.policies")}
        </h3>
        <ul className={cn("grid gap-3", bundle.policies.length >= 3 ? "lg:grid-cols-3" : "md:grid-cols-2")}>
          {bundle.policies.map((policy) => (
            <li key={policy.product} className="min-w-0">
              <PolicyCard
                policy={policy}
                agent={agent}
                language={bundle.language}
                planYear={bundle.planYear}
              />
            </li>
          ))}
        </ul>
      </section>

      <BundleTotals bundle={bundle} agent={agent} />

      {agent ? <TimingSection bundle={bundle as Bundle} /> : null}

      {agent && "talkTrack" in bundle ? <SellingMaterial bundle={bundle as Bundle} /> : null}

      <div className="grid items-start gap-4 md:grid-cols-2">
        {bundle.missing.length > 0 ? (
          <Section
            title={t("bundles.view.missing")}
            icon={<HelpCircle className="size-4 text-primary" aria-hidden />}
          >
            <ul lang={bundle.language} className="grid list-disc gap-1 pl-5 text-sm leading-relaxed">
              {bundle.missing.map((fact) => (
                <li key={fact}>{fact}</li>
              ))}
            </ul>
          </Section>
        ) : null}
        {compliance.length > 0 ? (
          <Section
            title={t("bundles.view.compliance")}
            icon={<ShieldCheck className="size-4 text-primary" aria-hidden />}
            className={bundle.missing.length > 0 ? undefined : "md:col-span-2"}
          >
            <ul lang={bundle.language} className="grid gap-1.5 text-xs leading-relaxed text-muted-foreground">
              {compliance.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </Section>
        ) : null}
      </div>
    </article>
  );
}

/** A sentence about the agent's pay; the client copy drops it even from a full bundle (docs/product/decisions.md#d-14). */
function mentionsPay(text: string): boolean {
  return /commission|comisi[oó]n|r[ée]mun[ée]ration|compensaci[oó]n|chargeback/i.test(text);
}
