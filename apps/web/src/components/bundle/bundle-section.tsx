import { ChevronDown } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** A titled block of the bundle page; collapsible ones are native disclosures. */
export function Section({
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
