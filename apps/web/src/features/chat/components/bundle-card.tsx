import type { Bundle } from "@buildr/contracts";
import { AlertCircle, ArrowRight, Package } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { BookNotices } from "@/components/bundle/book-notices";
import { FactChips } from "@/components/bundle/fact-chips";
import { TimingSection } from "@/components/bundle/timing-section";
import { Badge } from "@/components/ui/badge";
import { formatUsdRange } from "@/lib/format";
import { useCorrectBundle } from "../api/correct-bundle";

/**
 * A bundle reply at a glance for the agent: each policy with its carriers, premium and first-year
 * commission, and the totals. This is the agent's own screen, so commissions show (docs/product/decisions.md#d-14 keeps them out of
 * the client copy only); the one-page bundle has everything else. What was read from the message shows as
 * chips the agent can correct: the corrected bundle opens on the bundles page. The first timing items
 * show, with the rest one click away. The agent's book shapes it as on the bundles page: its warnings
 * first, the carriers marked appointed or not, the commission at the agent's contract level.
 */
export function BundleCard({ bundle }: { bundle: Bundle }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const correct = useCorrectBundle(bundle.id);
  const lng = i18n.resolvedLanguage ?? "en";
  const premium = (p: Bundle["policies"][number]) =>
    t(p.premium.mode === "monthly" ? "chat.bundleCard.monthly" : "chat.bundleCard.single", {
      range: formatUsdRange(p.premium.amount, lng),
    });
  const { totals } = bundle;
  return (
    <section
      aria-label={t("chat.bundleCard.title")}
      className="grid gap-3 rounded-xl border border-primary/40 bg-background/60 p-3 sm:p-4"
    >
      <h3 className="flex items-center gap-2 text-sm font-semibold">
        <Package className="size-4 text-primary" aria-hidden />
        {t("chat.bundleCard.title")}
      </h3>
      <BookNotices bundle={bundle} invite={false} />
      <FactChips
        bundle={bundle}
        pending={correct.isPending}
        onCorrect={(profile) =>
          correct.mutate(profile, {
            onSuccess: (next) => navigate(`/app/bundles?bundle=${encodeURIComponent(next.id)}`),
          })
        }
      />
      {correct.isError ? (
        <p role="alert" className="flex items-center gap-2 text-sm">
          <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden />
          {t("chat.bundleCard.correctFailed")}
        </p>
      ) : null}
      <ul className="grid gap-2">
        {bundle.policies.map((policy) => (
          <li key={`${policy.product}-${policy.name}`} className="grid gap-1.5 rounded-lg border bg-card p-3">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{policy.name}</span>
              <Badge variant={policy.role === "core" ? "default" : "secondary"}>
                {t(policy.role === "core" ? "chat.bundleCard.core" : "chat.bundleCard.addOn")}
              </Badge>
            </div>
            <p className="text-sm text-muted-foreground">{policy.coverage}</p>
            <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
              <dt className="text-muted-foreground">{t("chat.bundleCard.carriers")}</dt>
              <dd>
                {policy.carriers
                  .map((c) =>
                    c.appointed === undefined
                      ? c.name
                      : `${c.name} (${t(c.appointed ? "book.bundle.appointed" : "book.bundle.notAppointed")})`,
                  )
                  .join(", ")}
              </dd>
              <dt className="text-muted-foreground">{t("chat.bundleCard.premium")}</dt>
              <dd className="font-medium">{premium(policy)}</dd>
              <dt className="text-muted-foreground">{t("chat.bundleCard.commission")}</dt>
              <dd className="font-medium text-success">
                {formatUsdRange(policy.commission.firstYear, lng)}
                {policy.commission.level ? (
                  <span className="block text-xs font-normal text-muted-foreground">
                    {t("book.bundle.level", {
                      share: `${Math.round(policy.commission.level.share * 100)}%`,
                      carrier: policy.commission.level.carrier,
                      street: formatUsdRange(policy.commission.level.street, lng),
                    })}
                  </span>
                ) : null}
              </dd>
            </dl>
          </li>
        ))}
      </ul>
      <div className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
        <p className="font-semibold">{t("chat.bundleCard.totals")}</p>
        <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
          {totals.monthlyPremium.high > 0 && (
            <>
              <dt className="text-muted-foreground">{t("chat.bundleCard.premium")}</dt>
              <dd className="font-medium">
                {t("chat.bundleCard.monthly", { range: formatUsdRange(totals.monthlyPremium, lng) })}
              </dd>
            </>
          )}
          {totals.singlePremium.high > 0 && (
            <>
              <dt className="text-muted-foreground">{t("chat.bundleCard.premium")}</dt>
              <dd className="font-medium">
                {t("chat.bundleCard.single", { range: formatUsdRange(totals.singlePremium, lng) })}
              </dd>
            </>
          )}
          <dt className="text-muted-foreground">{t("chat.bundleCard.commission")}</dt>
          <dd className="font-semibold text-success">{formatUsdRange(totals.firstYearCommission, lng)}</dd>
        </dl>
      </div>
      <TimingSection bundle={bundle} limit={3} className="bg-background/60 p-3 sm:p-4" />
      <Link
        to={`/app/bundles?bundle=${encodeURIComponent(bundle.id)}`}
        className="inline-flex items-center gap-1.5 justify-self-start rounded-md text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {t("chat.actions.openBundle")}
        <ArrowRight className="size-4" aria-hidden />
      </Link>
    </section>
  );
}
