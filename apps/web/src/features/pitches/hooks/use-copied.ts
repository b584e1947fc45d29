import { useEffect, useRef, useState } from "react";

/** docs/product/rules-and-figures.md#states: a copy button shows its "copied" state for 2 seconds. */
export const COPIED_MS = 2000;

export function useCopied(): { copied: boolean; markCopied: () => void } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return {
    copied,
    markCopied: () => {
      clearTimeout(timer.current);
      setCopied(true);
      timer.current = setTimeout(() => setCopied(false), COPIED_MS);
    },
  };
}
