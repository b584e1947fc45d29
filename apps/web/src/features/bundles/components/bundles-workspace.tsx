import type { GenerateBundleRequest } from "@buildr/contracts";
import { AlertCircle, Plus } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { BundleView } from "@/components/bundle/bundle-view";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ApiError } from "@/lib/api-client";
import { cn } from "@/lib/utils";
import { LeadTooVagueError, useGenerateBundle } from "../api/generate-bundle";
import { useBundle } from "../api/get-bundle";
import { useClientCopy } from "../api/get-client-copy";
import { useSavedBundles } from "../api/list-bundles";
import { FREE_SAVES } from "../lib/profile-ids";
import { BundleActions, errorText } from "./bundle-actions";
import { FactFinderForm } from "./fact-finder-form";
import { GeneratingProgress } from "./generating-progress";
import { LeadForm } from "./lead-form";
import { SavedBundles } from "./saved-bundles";
import { TooVagueNotice } from "./too-vague-notice";

/**
 * /app/bundles (docs/product/screens.md): a lead or the fact-finder in, the one-page bundle out, and the saved list
 * beside it. The open bundle lives in the address (`?bundle=`), so a saved bundle can be linked to and
 * the back button closes it. Who the agent is comes from the page: features don't read each other.
 */
export function BundlesWorkspace({
  unlimited,
  creditsLeft,
  upgradeGate,
}: {
  /** Paid or otherwise unlimited (docs/product/decisions.md#d-3): no credit spent, no save limit, pitches open. */
  unlimited: boolean;
  /** Trial credits left for a free account (docs/product/decisions.md#d-2); null when unlimited. */
  creditsLeft: number | null;
  /** The "Upgrade Required" gate with the plans (docs/product/decisions.md#d-22), shown instead of the generator at 0 credits. */
  upgradeGate: ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const openId = params.get("bundle");
  const generate = useGenerateBundle();
  const bundle = useBundle(openId);
  const saved = useSavedBundles("");
  const [justSaved, setJustSaved] = useState<ReadonlySet<string>>(new Set());
  const [copy, setCopy] = useState<"agent" | "client">("agent");
  const clientCopy = useClientCopy(openId ?? "", copy === "client" && openId !== null);
  const bundleHeading = useRef<HTMLDivElement>(null);

  const outOfCredits =
    (!unlimited && creditsLeft !== null && creditsLeft <= 0) ||
    (generate.error instanceof ApiError && generate.error.code === "upgrade_required");

  function open(id: string | null) {
    setCopy("agent");
    setParams(id ? { bundle: id } : {});
  }

  function run(request: GenerateBundleRequest) {
    generate.mutate(request, { onSuccess: (result) => open(result.id) });
  }

  // A new bundle takes the focus, so keyboard and screen-reader users land on what they asked for.
  const shownId = bundle.data?.id;
  useEffect(() => {
    if (shownId && generate.isSuccess) bundleHeading.current?.focus();
  }, [shownId, generate.isSuccess]);

  const isSaved =
    openId !== null && (justSaved.has(openId) || (saved.data?.bundles.some((b) => b.id === openId) ?? false));

  return (
    // An open bundle takes the page's whole width (its policies side by side); the saved list then
    // follows it. Without one, the list sits beside the form on a wide screen.
    <div className={cn("grid gap-6", !openId && "xl:grid-cols-[minmax(0,1fr)_22rem]")}>
      <div className="grid min-w-0 content-start gap-6">
        {outOfCredits ? (
          // With a bundle open (often the one that spent the last credit) the bundle comes first.
          openId ? null : (
            upgradeGate
          )
        ) : (
          <section className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
            <Tabs defaultValue="lead" className="grid gap-5">
              <TabsList
                aria-label={t("bundles.inputTabs.label")}
                className="h-auto w-full sm:w-auto sm:justify-self-start"
              >
                <TabsTrigger value="lead" className="min-h-8 text-balance sm:whitespace-nowrap sm:px-4">
                  {t("bundles.inputTabs.lead")}
                </TabsTrigger>
                <TabsTrigger value="factFinder" className="min-h-8 text-balance sm:whitespace-nowrap sm:px-4">
                  {t("bundles.inputTabs.factFinder")}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="lead" className="focus-visible:outline-none">
                <LeadForm pending={generate.isPending} onGenerate={(lead) => run({ lead })} />
              </TabsContent>
              <TabsContent value="factFinder" className="focus-visible:outline-none">
                <FactFinderForm
                  pending={generate.isPending}
                  onGenerate={(profile) => run({ profile } as GenerateBundleRequest)}
                />
              </TabsContent>
            </Tabs>
          </section>
        )}

        {generate.isPending ? <GeneratingProgress /> : null}
        {generate.error instanceof LeadTooVagueError ? (
          <TooVagueNotice missing={generate.error.missing} />
        ) : null}
        {generate.error && !(generate.error instanceof LeadTooVagueError) && !outOfCredits ? (
          <p
            role="alert"
            className="flex items-center gap-2 rounded-lg border border-destructive/50 p-3 text-sm"
          >
            <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden />
            {errorText(generate.error, t)}
          </p>
        ) : null}

        {openId && !generate.isPending ? (
          <div ref={bundleHeading} tabIndex={-1} className="grid min-w-0 gap-4 outline-none">
            {bundle.isPending ? (
              <p role="status" className="text-muted-foreground">
                {t("common.loading")}
              </p>
            ) : bundle.isError ? (
              <p
                role="alert"
                className="flex items-center gap-2 rounded-lg border border-destructive/50 p-3 text-sm"
              >
                <AlertCircle className="size-4 shrink-0 text-destructive" aria-hidden />
                {errorText(bundle.error, t)}
              </p>
            ) : (
              <>
                <div className="flex flex-wrap items-center justify-between gap-3">
                  <CopyToggle value={copy} onChange={setCopy} />
                  <Button variant="ghost" size="sm" onClick={() => open(null)}>
                    <Plus aria-hidden />
                    {t("bundles.actions.newBundle")}
                  </Button>
                </div>
                <BundleActions
                  bundle={bundle.data}
                  saved={isSaved}
                  canPitch={unlimited}
                  saveLimit={saved.data?.monthlyLimit ?? FREE_SAVES}
                  onSaved={() => setJustSaved((s) => new Set(s).add(bundle.data.id))}
                />
                {copy === "agent" ? (
                  <BundleView
                    bundle={bundle.data}
                    copy="agent"
                    correcting={generate.isPending}
                    onCorrect={(profile) => run({ profile, correctsBundleId: bundle.data.id })}
                  />
                ) : clientCopy.data ? (
                  <BundleView bundle={clientCopy.data} copy="client" />
                ) : (
                  <p role="status" className="text-muted-foreground">
                    {t("bundles.view.loadingClient")}
                  </p>
                )}
              </>
            )}
          </div>
        ) : null}
        {outOfCredits && openId ? upgradeGate : null}
      </div>
      <aside className="min-w-0">
        <div className="xl:sticky xl:top-20">
          <SavedBundles openId={openId} onOpen={open} />
        </div>
      </aside>
    </div>
  );
}

/** Agent or client copy of the open bundle: two pressed-or-not buttons, like a segmented control. */
function CopyToggle({
  value,
  onChange,
}: {
  value: "agent" | "client";
  onChange: (copy: "agent" | "client") => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="inline-flex min-w-0 rounded-md bg-muted p-1">
      <legend className="sr-only">{t("bundles.view.viewAs")}</legend>
      {(["agent", "client"] as const).map((copy) => (
        <button
          key={copy}
          type="button"
          aria-pressed={value === copy}
          onClick={() => onChange(copy)}
          className={cn(
            "whitespace-nowrap rounded-sm px-4 py-1.5 text-sm font-medium text-muted-foreground transition-colors focus-visible:outline-2 focus-visible:outline-ring",
            value === copy && "bg-background text-foreground shadow-sm",
          )}
        >
          {copy === "agent" ? t("bundles.view.agentCopy") : t("bundles.view.clientCopy")}
        </button>
      ))}
    </fieldset>
  );
}
