import { BookOpen, ClipboardList, type LucideIcon, PlayCircle } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";

const GUIDES = [
  { key: "lead", to: "/app/bundles" },
  { key: "objections", to: "/app" },
  { key: "followUp", to: "/app/pitches" },
] as const;
const WALKTHROUGHS = [
  { key: "firstBundle", to: "/app/bundles" },
  { key: "pitch", to: "/app/pitches" },
] as const;
const REFERENCES = {
  enrollment: ["iep", "aep", "maOep", "medigap"],
  figures: ["partB", "partBDeductible", "partADeductible", "penalty"],
  compliance: ["zeroPremium", "tpmo", "commission"],
} as const;

function SectionTitle({ icon: Icon, children }: { icon: LucideIcon; children: string }) {
  return (
    <h3 className="flex items-center gap-2 text-lg font-semibold">
      <Icon className="size-5 text-primary" aria-hidden />
      {children}
    </h3>
  );
}

/**
 * Guides, step-by-step walkthroughs and quick references. The figures are the sourced ones of the
 * coach's knowledge base (docs/product/decisions.md#d-20), so the help page never contradicts a bundle.
 */
export function Resources() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <section className="grid gap-3" aria-labelledby="resources-guides">
        <div id="resources-guides">
          <SectionTitle icon={BookOpen}>{t("workspace.support.resources.guidesTitle")}</SectionTitle>
        </div>
        <div className="grid gap-4 md:grid-cols-3">
          {GUIDES.map(({ key, to }) => (
            <Card key={key} className="flex flex-col gap-3 p-5">
              <h4 className="font-semibold">{t(`workspace.support.resources.guides.${key}.title`)}</h4>
              <p className="flex-1 text-sm text-muted-foreground">
                {t(`workspace.support.resources.guides.${key}.body`)}
              </p>
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link to={to}>{t("workspace.support.resources.open")}</Link>
              </Button>
            </Card>
          ))}
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="resources-walkthroughs">
        <div id="resources-walkthroughs">
          <SectionTitle icon={PlayCircle}>{t("workspace.support.resources.walkthroughsTitle")}</SectionTitle>
        </div>
        <div className="grid gap-4 md:grid-cols-2">
          {WALKTHROUGHS.map(({ key, to }) => (
            <Card key={key} className="flex flex-col gap-2 p-5">
              <h4 className="font-semibold">{t(`workspace.support.resources.walkthroughs.${key}.title`)}</h4>
              <ol className="grid gap-1 text-sm text-muted-foreground">
                {t(`workspace.support.resources.walkthroughs.${key}.steps`)
                  .split(" · ")
                  .map((step) => step.charAt(0).toLocaleUpperCase() + step.slice(1))
                  .map((step, i) => (
                    <li key={step} className="flex gap-2">
                      <span className="grid size-5 shrink-0 place-items-center rounded-full bg-primary/15 text-xs font-semibold text-primary">
                        {i + 1}
                      </span>
                      <span>{step}</span>
                    </li>
                  ))}
              </ol>
              <Button asChild variant="link" size="sm" className="self-start px-0">
                <Link to={to}>{t("workspace.support.resources.open")}</Link>
              </Button>
            </Card>
          ))}
        </div>
      </section>
      <section className="grid gap-3" aria-labelledby="resources-references">
        <div id="resources-references">
          <SectionTitle icon={ClipboardList}>{t("workspace.support.resources.referencesTitle")}</SectionTitle>
        </div>
        <div className="grid gap-4 lg:grid-cols-3">
          {(Object.keys(REFERENCES) as (keyof typeof REFERENCES)[]).map((group) => (
            <Card key={group} className="p-5">
              <h4 className="mb-3 font-semibold">
                {t(`workspace.support.resources.references.${group}.title`)}
              </h4>
              <ul className="grid list-disc gap-2 pl-5 text-sm text-muted-foreground marker:text-primary">
                {REFERENCES[group].map((item) => (
                  <li key={item}>{t(`workspace.support.resources.references.${group}.items.${item}`)}</li>
                ))}
              </ul>
            </Card>
          ))}
        </div>
        <p className="text-xs text-muted-foreground">{t("workspace.support.resources.source")}</p>
      </section>
    </div>
  );
}
