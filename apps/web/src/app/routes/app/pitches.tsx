import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useBundle } from "@/features/pitches/api/get-bundle";
import { NoBundle } from "@/features/pitches/components/no-bundle";
import { PitchGenerator } from "@/features/pitches/components/pitch-generator";
import { ApiError } from "@/lib/api-client";

/** The last bundle chosen for a pitch, so coming back to the page in this tab keeps it. */
const LAST_BUNDLE_KEY = "buildr.pitches.bundleId";

function lastBundle(): string | null {
  try {
    return sessionStorage.getItem(LAST_BUNDLE_KEY);
  } catch {
    return null;
  }
}

function rememberBundle(id: string | null) {
  try {
    if (id) sessionStorage.setItem(LAST_BUNDLE_KEY, id);
    else sessionStorage.removeItem(LAST_BUNDLE_KEY);
  } catch {
    // Storage may be off (private mode); the query string still works.
  }
}

/** /app/pitches (docs/product/screens.md#routes, docs/product/decisions.md#d-5 paid only): `?bundle=<id>` from the bundles page, or the last one chosen. */
export function PitchesPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const bundleId = params.get("bundle")?.trim() || lastBundle();
  const bundle = useBundle(bundleId);
  const notFound = bundle.error instanceof ApiError && bundle.error.status === 404;

  useEffect(() => {
    if (bundle.data) rememberBundle(bundle.data.id);
    else if (notFound) rememberBundle(null);
  }, [bundle.data, notFound]);

  return (
    <section className="mx-auto grid w-full max-w-4xl gap-6 py-4">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight">{t("pitches.title")}</h1>
        <p className="text-muted-foreground">{t("pitches.description")}</p>
      </header>
      {!bundleId ? (
        <NoBundle />
      ) : bundle.data ? (
        <PitchGenerator key={bundle.data.id} bundle={bundle.data} />
      ) : bundle.isError ? (
        <NoBundle notFound />
      ) : (
        <p role="status" className="text-muted-foreground">
          {t("pitches.loadingBundle")}
        </p>
      )}
    </section>
  );
}
