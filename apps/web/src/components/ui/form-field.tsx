import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";

/**
 * A labelled control with its error (announced) or hint below it, tied to the control by
 * `${id}-message` (the control sets `aria-describedby` to it). The one field wrapper of every form.
 */
export function FormField({
  id,
  label,
  error,
  hint,
  hintTone = "muted",
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  hintTone?: "muted" | "success";
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-2">
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
