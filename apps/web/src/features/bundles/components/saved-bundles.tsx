import type { SavedBundle } from "@buildr/contracts";
import { FolderOpen, Search, Trash2 } from "lucide-react";
import { useDeferredValue, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { formatDate, formatUsdRange } from "@/lib/format";
import { useDeleteBundle } from "../api/delete-bundle";
import { useSavedBundles } from "../api/list-bundles";
import { errorText } from "./bundle-actions";

/** The agent's saved bundles (docs/product/decisions.md#d-4): search by the words of the lead or the summary, open, delete. */
export function SavedBundles({ openId, onOpen }: { openId: string | null; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [search, setSearch] = useState("");
  const query = useDeferredValue(search);
  const list = useSavedBundles(query);
  const [toDelete, setToDelete] = useState<SavedBundle | null>(null);

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="grid content-start gap-4 rounded-xl border bg-card p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`${id}-title`} className="text-lg font-semibold">
          {t("bundles.list.title")}
        </h2>
        {list.data ? (
          <p className="text-xs text-muted-foreground">
            {list.data.monthlyLimit === null
              ? t("bundles.list.unlimited")
              : t("bundles.list.usage", { used: list.data.savedThisMonth, limit: list.data.monthlyLimit })}
          </p>
        ) : null}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-search`} className="sr-only">
          {t("bundles.list.search")}
        </Label>
        <div className="relative">
          <Search
            className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-search`}
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder={t("bundles.list.searchPlaceholder")}
            className="pl-9"
            maxLength={200}
          />
        </div>
      </div>
      <SavedBundleList query={query} state={list} openId={openId} onOpen={onOpen} onDelete={setToDelete} />
      <ConfirmDelete bundle={toDelete} onClose={() => setToDelete(null)} />
    </section>
  );
}

function SavedBundleList({
  query,
  state,
  openId,
  onOpen,
  onDelete,
}: {
  query: string;
  state: ReturnType<typeof useSavedBundles>;
  openId: string | null;
  onOpen: (id: string) => void;
  onDelete: (bundle: SavedBundle) => void;
}) {
  const { t, i18n } = useTranslation();
  if (state.isPending || (!state.data && !state.isError))
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t("bundles.list.loading")}
      </p>
    );
  if (state.isError)
    return (
      <div role="alert" className="grid gap-2 text-sm">
        <p>{t("bundles.list.failed")}</p>
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          onClick={() => void state.refetch()}
        >
          {t("bundles.list.retry")}
        </Button>
      </div>
    );
  const bundles = state.data?.bundles ?? [];
  if (bundles.length === 0)
    return (
      <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground" role="status">
        {query.trim() ? t("bundles.list.noResults", { query: query.trim() }) : t("bundles.list.empty")}
      </p>
    );
  return (
    <div className="grid gap-3">
      <ul className="grid gap-2" aria-busy={state.isFetching}>
        {bundles.map((bundle) => {
          const name = bundle.clientName ?? t("bundles.list.unnamed");
          const current = bundle.id === openId;
          return (
            <li
              key={bundle.id}
              className={
                current
                  ? "grid gap-2 rounded-lg border border-primary/60 bg-primary/5 p-3"
                  : "grid gap-2 rounded-lg border p-3"
              }
            >
              <div className="flex flex-wrap items-baseline justify-between gap-x-2">
                <p className="font-semibold">
                  {name}
                  {bundle.clientAge !== null ? (
                    <span className="font-normal text-muted-foreground">
                      {" "}
                      · {t("bundles.list.age", { age: bundle.clientAge })}
                    </span>
                  ) : null}
                </p>
                <p className="text-xs text-muted-foreground">
                  {t("bundles.list.savedOn", { date: formatDate(bundle.savedAt, i18n.language) })}
                </p>
              </div>
              <p className="line-clamp-2 text-sm text-muted-foreground" lang={bundle.language}>
                {bundle.summary}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="text-sm">
                  <span className="font-medium tabular-nums">
                    {t("bundles.list.monthly", {
                      amount: formatUsdRange(bundle.monthlyPremium, i18n.language),
                    })}
                  </span>
                  <span className="text-muted-foreground">
                    {" "}
                    · {bundle.products.map((p) => t(`bundles.products.${p}`)).join(", ")}
                  </span>
                </p>
                <div className="flex gap-1">
                  <Button
                    size="sm"
                    variant={current ? "secondary" : "outline"}
                    onClick={() => onOpen(bundle.id)}
                    aria-label={t("bundles.list.openLabel", { name })}
                    aria-current={current ? "true" : undefined}
                  >
                    <FolderOpen aria-hidden />
                    {t("bundles.list.open")}
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => onDelete(bundle)}
                    aria-label={t("bundles.list.deleteLabel", { name })}
                    className="text-destructive hover:text-destructive"
                  >
                    <Trash2 aria-hidden />
                    <span className="sr-only sm:not-sr-only">{t("bundles.list.delete")}</span>
                  </Button>
                </div>
              </div>
            </li>
          );
        })}
      </ul>
      <MorePages state={state} />
    </div>
  );
}

/**
 * The next page of the list: loaded by itself when the end of the list scrolls into view, and by the
 * "Load more" button (keyboards, screen readers, browsers without IntersectionObserver).
 */
function MorePages({ state }: { state: ReturnType<typeof useSavedBundles> }) {
  const { t } = useTranslation();
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = state;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchNextPageError || typeof IntersectionObserver === "undefined")
      return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) void fetchNextPage({ cancelRefetch: false });
      },
      { rootMargin: "200px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchNextPageError, fetchNextPage]);

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="grid justify-items-center gap-2">
      {isFetchNextPageError ? (
        <p role="alert" className="text-sm">
          {t("bundles.list.moreFailed")}
        </p>
      ) : null}
      <Button
        variant="outline"
        size="sm"
        disabled={isFetchingNextPage}
        onClick={() => void fetchNextPage({ cancelRefetch: false })}
      >
        {isFetchingNextPage ? t("bundles.list.loadingMore") : t("bundles.list.loadMore")}
      </Button>
    </div>
  );
}

function ConfirmDelete({ bundle, onClose }: { bundle: SavedBundle | null; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteBundle();
  const name = bundle?.clientName ?? t("bundles.list.unnamed");
  return (
    <Dialog open={bundle !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t("bundles.list.close")}>
        <DialogTitle>{t("bundles.list.confirmTitle")}</DialogTitle>
        <DialogDescription>{t("bundles.list.confirmBody", { name })}</DialogDescription>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            {t("bundles.list.cancel")}
          </Button>
          <Button
            variant="destructive"
            disabled={remove.isPending}
            onClick={() => {
              if (!bundle) return;
              remove.mutate(bundle.id, {
                onSuccess: () => {
                  toast.success(t("bundles.list.deleted"));
                  onClose();
                },
                onError: (error) => toast.error(errorText(error, t)),
              });
            }}
          >
            <Trash2 aria-hidden />
            {t("bundles.list.confirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
