import { type Bundle, handoutLines } from "@buildr/contracts";
import { useQueryClient } from "@tanstack/react-query";
import {
  BookmarkCheck,
  BookmarkPlus,
  ChevronDown,
  ClipboardCopy,
  FileDown,
  FileText,
  Lock,
  Presentation,
  Sparkles,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { ApiError } from "@/lib/api-client";
import { bundlePdfUrl } from "../api/bundle-pdf";
import { clientCopyQueryOptions } from "../api/get-client-copy";
import { useSaveBundle } from "../api/save-bundle";
import { bundleToText } from "../lib/bundle-text";
import { SaveLeadButton } from "./save-lead-dialog";

/**
 * What an agent does with a bundle: keep it (docs/product/decisions.md#d-4 limit enforced by the server), take it along as a PDF
 * or as text, or turn it into a pitch (paid plans, docs/product/decisions.md#d-5).
 */
export function BundleActions({
  bundle,
  saved,
  canPitch,
  saveLimit,
  onSaved,
}: {
  bundle: Bundle;
  saved: boolean;
  canPitch: boolean;
  /** Free accounts' monthly save limit, for the refusal's words. */
  saveLimit: number;
  onSaved: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const save = useSaveBundle();
  const limitReached = save.error instanceof ApiError && save.error.code === "upgrade_required";

  function onSave() {
    save.mutate(bundle.id, {
      onSuccess: () => {
        toast.success(t("bundles.actions.savedToast"));
        onSaved();
      },
      onError: (error) => {
        if (!(error instanceof ApiError && error.code === "upgrade_required"))
          toast.error(errorText(error, t));
      },
    });
  }

  async function copyText(copy: "agent" | "client") {
    try {
      const source =
        copy === "agent" ? bundle : await queryClient.fetchQuery(clientCopyQueryOptions(bundle.id));
      await navigator.clipboard.writeText(bundleToText(source, copy, i18n.getFixedT(bundle.language)));
      toast.success(t("bundles.actions.copied"));
    } catch {
      toast.error(t("bundles.actions.copyFailed"));
    }
  }

  return (
    <div className="grid gap-3">
      <fieldset className="grid min-w-0 grid-cols-2 gap-2 sm:flex sm:flex-wrap [&>a]:h-auto [&>a]:min-h-10 [&>a]:whitespace-normal [&>button]:h-auto [&>button]:min-h-10 [&>button]:whitespace-normal">
        <legend className="sr-only">{t("bundles.actions.label")}</legend>
        <Button onClick={onSave} disabled={saved || save.isPending} variant={saved ? "secondary" : "default"}>
          {saved ? <BookmarkCheck aria-hidden /> : <BookmarkPlus aria-hidden />}
          {saved
            ? t("bundles.actions.saved")
            : save.isPending
              ? t("bundles.actions.saving")
              : t("bundles.actions.save")}
        </Button>
        <SaveLeadButton bundle={bundle} />
        <Button asChild variant="outline">
          <a href={bundlePdfUrl(bundle.id, "agent")} download>
            <FileDown aria-hidden />
            {t("bundles.actions.downloadPdf")}
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={bundlePdfUrl(bundle.id, "client")} download>
            <FileText aria-hidden />
            {t("bundles.actions.clientPdf")}
          </a>
        </Button>
        {/* A bundle stored before the one-line rule: the other line's products are their own handout. */}
        {handoutLines(bundle)
          .slice(1)
          .map((line) => (
            <Button asChild variant="outline" key={line}>
              <a href={bundlePdfUrl(bundle.id, "client", line)} download>
                <FileText aria-hidden />
                {t(`bundles.actions.clientPdfLine.${line}`)}
              </a>
            </Button>
          ))}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline">
              <ClipboardCopy aria-hidden />
              {t("bundles.actions.copyText")}
              <ChevronDown aria-hidden />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="start">
            <DropdownMenuItem onSelect={() => void copyText("agent")}>
              {t("bundles.actions.copyAgent")}
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void copyText("client")}>
              {t("bundles.actions.copyClient")}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        {canPitch ? (
          <Button asChild variant="outline">
            <Link to={`/app/pitches?bundle=${encodeURIComponent(bundle.id)}`}>
              <Presentation aria-hidden />
              {t("bundles.actions.createPitch")}
            </Link>
          </Button>
        ) : (
          <Button asChild variant="outline" aria-describedby={`pitch-hint-${bundle.id}`}>
            <Link to="/pricing">
              <Lock aria-hidden />
              {t("bundles.actions.createPitch")}
            </Link>
          </Button>
        )}
      </fieldset>
      {canPitch ? null : (
        <p id={`pitch-hint-${bundle.id}`} className="text-sm text-muted-foreground">
          {t("bundles.actions.pitchUpgrade")}
        </p>
      )}
      {limitReached ? (
        <div
          role="alert"
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/50 bg-destructive/10 p-4"
        >
          <div className="grid gap-1">
            <p className="font-semibold">{t("bundles.saveLimit.title")}</p>
            <p className="text-sm">{t("bundles.saveLimit.body", { limit: saveLimit })}</p>
          </div>
          <Button asChild>
            <Link to="/pricing">
              <Sparkles aria-hidden />
              {t("bundles.saveLimit.upgrade")}
            </Link>
          </Button>
        </div>
      ) : null}
    </div>
  );
}

export function errorText(
  error: unknown,
  t: (key: "bundles.errors.network" | "bundles.errors.invalid" | "bundles.errors.generic") => string,
) {
  if (error instanceof ApiError && error.code === "network_error") return t("bundles.errors.network");
  if (error instanceof ApiError && error.status === 400) return t("bundles.errors.invalid");
  return t("bundles.errors.generic");
}
