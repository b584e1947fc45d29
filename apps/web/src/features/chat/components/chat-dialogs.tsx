import { Check, Loader2, Rocket, Sparkles } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";

const UPGRADE_FEATURES = ["unlimited", "pitches", "pdf"] as const;

/**
 * docs/product/screens.md#chat upgrade modal (docs/product/decisions.md#d-22): opens when the allowance is spent. "Upgrade Now" starts the
 * yearly checkout in a new tab; "Upgrading..." lasts until the checkout has been opened.
 */
export function UpgradeDialog({
  open,
  onOpenChange,
  upgrading,
  onUpgrade,
  message,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  upgrading: boolean;
  onUpgrade: () => void;
  /** The server's words for what ran out (this month's bundles, today's coaching questions). */
  message?: string | null;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("chat.close")}>
        <div className="grid justify-items-center gap-2 pt-2 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
            <Sparkles className="size-6" aria-hidden />
          </span>
          <DialogTitle>{t("chat.upgrade.title")}</DialogTitle>
          <DialogDescription>{message || t("chat.upgrade.body")}</DialogDescription>
          {message && <p className="text-sm text-muted-foreground">{t("chat.upgrade.body")}</p>}
        </div>
        <ul className="grid gap-2 text-sm">
          {UPGRADE_FEATURES.map((feature) => (
            <li key={feature} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {t(`chat.upgrade.features.${feature}`)}
            </li>
          ))}
        </ul>
        <p className="text-center text-xs text-muted-foreground">{t("chat.upgrade.price")}</p>
        <div className="grid gap-2">
          <Button size="lg" onClick={onUpgrade} disabled={upgrading} aria-busy={upgrading || undefined}>
            {upgrading ? <Loader2 className="animate-spin" aria-hidden /> : <Sparkles aria-hidden />}
            {upgrading ? t("chat.upgrade.working") : t("chat.upgrade.cta")}
            {!upgrading && <span className="sr-only"> {t("common.opensInNewTab")}</span>}
          </Button>
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            {t("chat.upgrade.later")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** docs/product/screens.md#chat early-access modal: once, for agents on the free allowance (docs/product/decisions.md#d-9: no early-bird talk). */
export function EarlyAccessDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("chat.close")}>
        <div className="grid justify-items-center gap-2 pt-2 text-center">
          <span className="grid size-12 place-items-center rounded-full bg-primary/15 text-primary">
            <Rocket className="size-6" aria-hidden />
          </span>
          <DialogTitle>{t("chat.earlyAccess.title")}</DialogTitle>
          <DialogDescription>{t("chat.earlyAccess.body")}</DialogDescription>
        </div>
        <div className="grid gap-2 sm:grid-cols-2">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("chat.earlyAccess.dismiss")}
          </Button>
          {/* docs/product/screens.md#routes: upgrade links open in a new tab, so the conversation stays open here. */}
          <Button asChild>
            <a href="/pricing" target="_blank" rel="noopener" onClick={() => onOpenChange(false)}>
              {t("chat.earlyAccess.cta")}
              <span className="sr-only"> {t("common.opensInNewTab")}</span>
            </a>
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** Clearing a conversation cannot be undone: the coach forgets the client (docs/product/chat-coach.md#flow "Reset"). */
export function ResetDialog({
  open,
  onOpenChange,
  onConfirm,
  pending,
  title,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: () => void;
  pending: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t("chat.close")}>
        <DialogTitle className="pr-6">{t("chat.reset.title")}</DialogTitle>
        <DialogDescription>{t("chat.reset.body", { title })}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t("chat.reset.cancel")}
          </Button>
          <Button variant="destructive" onClick={onConfirm} disabled={pending}>
            {t("chat.reset.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
