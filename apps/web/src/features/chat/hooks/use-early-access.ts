import { useCallback, useEffect, useRef, useState } from "react";

const SEEN_KEY = "buildr.chat.earlyAccessSeen";
/** docs/product/rules-and-figures.md#coach-figures: the early-access modal comes 1000 ms after the first message. */
const DELAY_MS = 1000;

function seen(): boolean {
  try {
    return localStorage.getItem(SEEN_KEY) !== null;
  } catch {
    return true;
  }
}

/**
 * docs/product/screens.md#chat: shown once in this browser, only to agents without unlimited access, a second after
 * their first message is sent.
 */
export function useEarlyAccess(eligible: boolean) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(timer.current ?? undefined), []);

  const messageSent = useCallback(() => {
    if (!eligible || timer.current || seen()) return;
    timer.current = setTimeout(() => {
      try {
        localStorage.setItem(SEEN_KEY, new Date().toISOString());
      } catch {
        // Storage blocked: it shows once per visit instead.
      }
      setOpen(true);
    }, DELAY_MS);
  }, [eligible]);

  return { open, setOpen, messageSent };
}
