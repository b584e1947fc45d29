import type {
  BookPolicy,
  Bundle,
  ClientHandout,
  ClientProfile,
  HandoutPolicy,
  RecommendedPolicy,
} from "@buildr/contracts";
import {
  AlertTriangle,
  Building2,
  CheckCircle2,
  ChevronDown,
  HelpCircle,
  ShieldCheck,
  Users,
} from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { formatDate, formatUsdRange } from "@/lib/format";
import { cn } from "@/lib/utils";
import { BookNotices } from "./book-notices";
import { FactChips } from "./fact-chips";
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

      <Totals bundle={bundle} agent={agent} />

      {agent ? <TimingSection bundle={bundle as Bundle} /> : null}

      {agent && "talkTrack" in bundle ? (
        // The selling material opens section by section, at the page's full width: the talk track is
        // open, the rest a click away, so the bundle reads as one page on a desktop and stays short on a
        // phone.
        <div className="grid gap-4">
          <div className="contents">
            <Section title={t("bundles.view.talkTrack")} collapsible defaultOpen>
              <ol lang={bundle.language} className="grid list-decimal gap-2 pl-5 text-sm leading-relaxed">
                {bundle.talkTrack.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ol>
            </Section>
            <Section title={t("bundles.view.scripts")} collapsible>
              <div lang={bundle.language} className="grid gap-3 text-sm leading-relaxed">
                <Script title={t("bundles.view.opening")}>{bundle.scripts.opening}</Script>
                <div className="grid gap-1">
                  <h4 className="font-semibold">{t("bundles.view.discovery")}</h4>
                  <ul className="grid list-disc gap-1 pl-5">
                    {bundle.scripts.discovery.map((question) => (
                      <li key={question}>{question}</li>
                    ))}
                  </ul>
                </div>
                <Script title={t("bundles.view.transition")}>{bundle.scripts.transition}</Script>
                <Script title={t("bundles.view.close")}>{bundle.scripts.close}</Script>
              </div>
            </Section>
          </div>
          <div className="contents">
            <Section title={t("bundles.view.objections")} collapsible count={bundle.objections.length}>
              <dl lang={bundle.language} className="grid gap-3 text-sm leading-relaxed">
                {bundle.objections.map((o) => (
                  <div key={o.objection} className="grid gap-1 rounded-lg bg-muted/50 p-3">
                    <dt className="font-semibold">“{o.objection}”</dt>
                    <dd className="text-foreground/90">{o.response}</dd>
                  </div>
                ))}
              </dl>
            </Section>
            <Section title={t("bundles.view.followUp")} collapsible count={bundle.followUp.length}>
              <ol lang={bundle.language} className="grid gap-2 text-sm leading-relaxed">
                {bundle.followUp.map((step) => (
                  <li
                    key={`${step.when}-${step.action}`}
                    className="grid gap-0.5 border-l-2 border-primary/60 pl-3"
                  >
                    <span className="font-semibold">{step.when}</span>
                    <span className="text-foreground/90">{step.action}</span>
                  </li>
                ))}
              </ol>
            </Section>
          </div>
        </div>
      ) : null}

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

function PolicyCard({
  policy,
  agent,
  language,
  planYear,
}: {
  policy: RecommendedPolicy | HandoutPolicy | BookPolicy;
  agent: boolean;
  language: string;
  planYear?: number;
}) {
  const { t, i18n } = useTranslation();
  const book = agent && "commission" in policy ? (policy as BookPolicy) : null;
  const amount = policy.premium ? formatUsdRange(policy.premium.amount, i18n.language) : "";
  const commission = agent && "commission" in policy ? policy.commission : null;
  return (
    <div className="flex h-full flex-col gap-3 rounded-xl border bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span
          className={cn(
            "rounded-full px-2 py-0.5 text-[0.7rem] font-bold uppercase tracking-wide",
            policy.role === "core" ? "bg-primary text-primary-foreground" : "bg-muted text-foreground",
          )}
        >
          {policy.role === "core" ? t("bundles.view.core") : t("bundles.view.addOn")}
        </span>
        <p className="text-right">
          <span className="sr-only">{t("bundles.view.premium")}: </span>
          {/* Medicare Advantage and Part D plan figures stay off the client's copy (decision 012). */}
          <span
            className={policy.premium ? "text-lg font-bold tabular-nums" : "text-sm text-muted-foreground"}
          >
            {!policy.premium
              ? t("bundles.view.planCostsWithAgent")
              : policy.premium.mode === "monthly"
                ? t("bundles.view.perMonth", { amount })
                : t("bundles.view.oneTime", { amount })}
          </span>
        </p>
      </div>
      <h4 lang={language} className="text-base font-semibold leading-snug">
        {policy.name}
      </h4>
      {book?.readyToSell === false ? (
        <p className="flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 text-xs font-medium text-amber-900">
          <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
          {t("book.bundle.notReady", { year: planYear ?? "" })}
        </p>
      ) : null}
      <dl lang={language} className="grid gap-2 text-sm leading-relaxed">
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t("bundles.view.coverage")}
          </dt>
          <dd>{policy.coverage || "—"}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
            {t("bundles.view.why")}
          </dt>
          <dd>{policy.why}</dd>
        </div>
        {/* Only what is true: no carriers (Medicare Advantage, Part D on the client copy), no heading. */}
        {policy.carriers.length === 0 ? null : (
          <div>
            <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              <Building2 className="size-3.5" aria-hidden />
              {agent ? t("bundles.view.carriers") : t("bundles.view.carriersClient")}
            </dt>
            <dd>
              <ul className="mt-1 grid gap-1.5">
                {(book ? book.carriers : policy.carriers).map((carrier) => (
                  <li key={carrier.name}>
                    <span className="font-medium">{carrier.name}</span>
                    {book && "appointed" in carrier && carrier.appointed !== undefined ? (
                      <span
                        className={cn(
                          "ml-2 inline-block rounded-full px-2 py-0.5 text-[0.7rem] font-semibold",
                          carrier.appointed ? "bg-success/15 text-success" : "bg-muted text-muted-foreground",
                        )}
                      >
                        {carrier.appointed ? t("book.bundle.appointed") : t("book.bundle.notAppointed")}
                      </span>
                    ) : null}
                    {agent ? <span className="text-muted-foreground"> — {carrier.fit}</span> : null}
                  </li>
                ))}
              </ul>
            </dd>
          </div>
        )}
      </dl>
      {commission ? (
        <div className="mt-auto grid gap-0.5 rounded-lg bg-primary/10 p-3 text-sm">
          <p className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-medium">{t("bundles.view.commission")}</span>
            <span className="font-bold tabular-nums">
              {formatUsdRange(commission.firstYear, i18n.language)}
            </span>
          </p>
          <p lang={language} className="text-xs text-muted-foreground">
            {commission.basis}
          </p>
          {book?.commission.level ? (
            <p className="text-xs font-medium">
              {t("book.bundle.level", {
                share: `${Math.round(book.commission.level.share * 100)}%`,
                carrier: book.commission.level.carrier,
                street: formatUsdRange(book.commission.level.street, i18n.language),
              })}
            </p>
          ) : null}
          {commission.renewal ? (
            <p lang={language} className="text-xs text-muted-foreground">
              {t("bundles.view.renewal", { renewal: commission.renewal })}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

function Totals({ bundle, agent }: { bundle: Bundle | ClientHandout; agent: boolean }) {
  const { t, i18n } = useTranslation();
  const commission =
    agent && "firstYearCommission" in bundle.totals ? bundle.totals.firstYearCommission : null;
  const items: { key: string; label: string; value: string; strong?: boolean }[] = [
    {
      key: "monthly",
      label: t("bundles.view.totalMonthly"),
      value: formatUsdRange(bundle.totals.monthlyPremium, i18n.language),
    },
  ];
  if (bundle.totals.singlePremium.high > 0)
    items.push({
      key: "single",
      label: t("bundles.view.totalSingle"),
      value: formatUsdRange(bundle.totals.singlePremium, i18n.language),
    });
  if (commission)
    items.push({
      key: "commission",
      label: t("bundles.view.totalCommission"),
      value: formatUsdRange(commission, i18n.language),
      strong: true,
    });
  return (
    <section
      aria-label={t("bundles.view.totals")}
      className="rounded-xl border border-primary/40 bg-primary/10 p-4"
    >
      <dl className="grid gap-3 sm:grid-flow-col sm:auto-cols-fr">
        {items.map((item) => (
          <div key={item.key} className="grid gap-0.5">
            <dt className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-muted-foreground">
              {item.strong ? (
                <Users className="size-3.5" aria-hidden />
              ) : (
                <CheckCircle2 className="size-3.5" aria-hidden />
              )}
              {item.label}
            </dt>
            <dd className={cn("text-xl font-bold tabular-nums", item.strong && "text-primary")}>
              {item.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Section({
  title,
  icon,
  children,
  className,
  collapsible = false,
  defaultOpen = false,
  count,
}: {
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
  /** A section that opens and closes (a native disclosure: keyboard and screen readers know it). */
  collapsible?: boolean;
  defaultOpen?: boolean;
  /** How many items it holds, shown beside a closed section's title. */
  count?: number;
}) {
  if (collapsible)
    return (
      <details
        open={defaultOpen}
        className={cn("group rounded-xl border bg-card [&[open]>summary]:pb-3", className)}
      >
        <summary className="flex cursor-pointer list-none items-center gap-2 rounded-xl p-4 focus-visible:outline-2 focus-visible:outline-ring sm:px-5 [&::-webkit-details-marker]:hidden">
          <h3 className="flex items-center gap-2 text-base font-semibold">
            {icon}
            {title}
          </h3>
          {count !== undefined ? (
            <span className="rounded-full bg-muted px-2 text-xs font-semibold tabular-nums text-muted-foreground">
              {count}
            </span>
          ) : null}
          <ChevronDown
            className="ml-auto size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
            aria-hidden
          />
        </summary>
        <div className="px-4 pb-4 sm:px-5 sm:pb-5">{children}</div>
      </details>
    );
  return (
    <section className={cn("grid content-start gap-3 rounded-xl border bg-card p-4 sm:p-5", className)}>
      <h3 className="flex items-center gap-2 text-base font-semibold">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

function Script({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="grid gap-1">
      <h4 className="font-semibold">{title}</h4>
      <p className="whitespace-pre-line rounded-lg bg-muted/50 p-3">{children}</p>
    </div>
  );
}
