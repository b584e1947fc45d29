import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";
import { cn } from "@/lib/utils";

/** One headline figure of the dashboard, with what it means underneath. */
export function StatCard({
  icon: Icon,
  label,
  value,
  hint,
  footer,
  tone = "default",
}: {
  icon: LucideIcon;
  label: string;
  value: ReactNode;
  hint?: ReactNode;
  footer?: ReactNode;
  tone?: "default" | "highlight";
}) {
  return (
    <Card className={cn("flex flex-col gap-3 p-5", tone === "highlight" && "border-primary/50 bg-primary/5")}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
        <span className="grid size-8 place-items-center rounded-lg bg-primary/15 text-primary" aria-hidden>
          <Icon className="size-4" />
        </span>
      </div>
      <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
      {hint && <p className="text-sm text-muted-foreground">{hint}</p>}
      {footer}
    </Card>
  );
}
