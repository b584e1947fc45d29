import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ME_QUERY_KEY } from "@/lib/query-client";

/**
 * The upgrade modal and the checkout behind it. The server's refusal words show in the modal; the
 * checkout opens in a new tab, and when the agent comes back to this one the account is read again: once
 * it is unlimited the modal closes and says so.
 */
export function useUpgrade(unlimited: boolean, startCheckout: () => Promise<void>) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [upgrading, setUpgrading] = useState(false);

  // After checkout the agent comes back to this tab: ask the server whether the plan changed.
  const awaitingUpgrade = useRef(false);
  useEffect(() => {
    const refresh = () => {
      if (awaitingUpgrade.current && document.visibilityState === "visible")
        void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    };
    window.addEventListener("focus", refresh);
    document.addEventListener("visibilitychange", refresh);
    return () => {
      window.removeEventListener("focus", refresh);
      document.removeEventListener("visibilitychange", refresh);
    };
  }, [queryClient]);
  const wasUnlimited = useRef(unlimited);
  useEffect(() => {
    if (unlimited && !wasUnlimited.current && awaitingUpgrade.current) {
      awaitingUpgrade.current = false;
      setOpen(false);
      toast.success(t("chat.upgrade.successTitle"), { description: t("chat.upgrade.successBody") });
    }
    wasUnlimited.current = unlimited;
  }, [unlimited, t]);

  return {
    open,
    message,
    upgrading,
    /** Opens the modal, with the server's words when a refusal brought it. */
    show: (words: string | null = null) => {
      if (words !== null) setMessage(words);
      setOpen(true);
    },
    onOpenChange: (value: boolean) => {
      setOpen(value);
      if (!value) setMessage(null);
    },
    upgrade: async () => {
      setUpgrading(true);
      try {
        awaitingUpgrade.current = true;
        await startCheckout();
      } finally {
        setUpgrading(false);
      }
    },
  };
}
