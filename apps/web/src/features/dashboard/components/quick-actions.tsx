import { Bot, type LucideIcon, Package, Presentation, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Card, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";

interface Action {
  key: "newBundle" | "askCoach" | "pitches" | "upgrade";
  to: string;
  icon: LucideIcon;
  newTab?: boolean;
}

/** The screens an agent reaches for next; free accounts also see the way to upgrade. */
export function QuickActions({ showUpgrade }: { showUpgrade: boolean }) {
  const { t } = useTranslation();
  const actions: Action[] = [
    { key: "newBundle", to: "/app/bundles", icon: Package },
    { key: "askCoach", to: "/app", icon: Bot },
    { key: "pitches", to: "/app/pitches", icon: Presentation },
  ];
  // docs/product/screens.md#routes: upgrade links open in a new tab.
  if (showUpgrade) actions.push({ key: "upgrade", to: "/pricing", icon: Sparkles, newTab: true });

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-lg">{t("workspace.dashboard.actions.title")}</CardTitle>
      </CardHeader>
      <ul className="grid gap-2 px-6 pb-6">
        {actions.map(({ key, to, icon: Icon, newTab }) => (
          <li key={key}>
            <Link
              to={to}
              target={newTab ? "_blank" : undefined}
              rel={newTab ? "noopener" : undefined}
              className={cn(
                "flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                key === "upgrade" && "border-primary/60 bg-primary/10",
              )}
            >
              <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/15 text-primary">
                <Icon className="size-4" aria-hidden />
              </span>
              <span className="min-w-0">
                <span className="block font-medium">
                  {t(`workspace.dashboard.actions.${key}`)}
                  {newTab && <span className="sr-only"> {t("workspace.dashboard.actions.opensNewTab")}</span>}
                </span>
                <span className="block text-sm text-muted-foreground">
                  {t(`workspace.dashboard.actions.${key}Hint`)}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
