import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/** A labelled control with its error (announced) or hint below it. */
export function Field({
  id,
  label,
  error,
  hint,
  hintTone = "muted",
  children,
}: {
  id: string;
  label: string;
  error?: string;
  hint?: string;
  hintTone?: "muted" | "success";
  children: ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-message`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p
          id={`${id}-message`}
          className={hintTone === "success" ? "text-sm text-success" : "text-sm text-muted-foreground"}
        >
          {hint}
        </p>
      ) : null}
    </div>
  );
}
