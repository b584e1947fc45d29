import type { ReactNode } from "react";
import { ErrorBoundary, type FallbackProps } from "react-error-boundary";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { Button } from "@/components/ui/button";
import { isChunkLoadError, reloadOnceForNewVersion } from "@/lib/chunk-reload";

function PageFailed({ error }: FallbackProps) {
  const { t } = useTranslation();
  const newVersion = isChunkLoadError(error);
  return (
    <div role="alert" className="mx-auto grid max-w-md gap-4 px-6 py-16 text-center">
      <h1 className="text-2xl font-semibold">{t("errors.pageFailed")}</h1>
      <p className="text-muted-foreground">
        {newVersion ? t("errors.newVersion") : t("errors.pageFailedBody")}
      </p>
      <div>
        <Button onClick={() => window.location.reload()}>{t("errors.reload")}</Button>
      </div>
    </div>
  );
}

/**
 * Catches what a page throws while it renders, or its code failing to load, so the rest of the app (the
 * header, the menu) stays and the agent gets words instead of a white screen. A missing code chunk
 * reloads the page once by itself. Moving to another page clears the error.
 */
export function PageErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary
      FallbackComponent={PageFailed}
      resetKeys={[pathname]}
      onError={(error) => {
        if (isChunkLoadError(error)) reloadOnceForNewVersion();
      }}
    >
      {children}
    </ErrorBoundary>
  );
}
