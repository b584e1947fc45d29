/**
 * After a deploy an open tab may ask for code chunks that no longer exist. These helpers recognise that
 * failure and reload the page once to pick up the new build; no dependency, so both entries can use them.
 */
const RELOADED_AT = "buildr.chunkReloadAt";
/** One automatic reload per this long: a second failure right after it shows the message instead. */
const RELOAD_GUARD_MS = 60_000;

/**
 * A page's code that can no longer be fetched: after a deploy, the chunk names an open tab knows are gone.
 * Vite reports it as `vite:preloadError`; the browsers' own words differ.
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|ChunkLoadError|Loading chunk \S+ failed/i.test(
    message,
  );
}

/**
 * Reloads the page once to pick up the new build, unless it was just done (then the caller shows a
 * message rather than looping). Returns whether a reload was started.
 */
export function reloadOnceForNewVersion(storage: Storage = window.sessionStorage, now = Date.now()): boolean {
  const last = Number(storage.getItem(RELOADED_AT) ?? 0);
  if (now - last < RELOAD_GUARD_MS) return false;
  storage.setItem(RELOADED_AT, String(now));
  window.location.reload();
  return true;
}
