import { useEffect } from "react";

/** What the browser's tab says when no page has named itself (index.html's title). */
export const APP_TITLE = "Buildr AI — Elite Insurance Sales Coach";

/**
 * Names the browser tab, the history entry and the screen reader's page announcement after the page:
 * "Settings · Buildr AI". Without a title (still loading), the app's own name.
 */
export function useDocumentTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} · Buildr AI` : APP_TITLE;
  }, [title]);
}
