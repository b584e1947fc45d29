import type { BookPolicy, HandoutPolicy, RecommendedPolicy } from "@buildr/contracts";
import { AlertTriangle, Building2 } from "lucide-react";
import { useTranslation } from "react-i18next";
import { formatUsdRange } from "@/lib/format";
import { cn } from "@/lib/utils";

/**
 * One recommended policy on the bundle page: its role, premium, coverage, why it fits and its carriers;
 * on the agent copy also the commission and, from the agent's book, appointments and readiness to sell.
 */
export function PolicyCard({
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
