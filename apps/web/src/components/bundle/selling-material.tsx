import type { Bundle } from "@buildr/contracts";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Section } from "./bundle-section";

/**
 * The agent's selling material on the bundle page: talk track, scripts, objections and follow-up. It
 * opens section by section, at the page's full width: the talk track is open, the rest a click away, so
 * the bundle reads as one page on a desktop and stays short on a phone.
 */
export function SellingMaterial({ bundle }: { bundle: Bundle }) {
  const { t } = useTranslation();
  return (
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
