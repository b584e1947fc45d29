import { useEffect, useRef } from "react";

export type ShortcutId = "newChat" | "search" | "stop" | "focus" | "help";

interface Shortcut {
  id: ShortcutId;
  key: string;
  /** Ctrl, or ⌘ on a Mac. */
  mod?: boolean;
  shift?: boolean;
  /** Another key that does the same, outside text fields ("?" for the help). */
  alone?: string;
}

/** The chat screen's shortcuts, as ChatGPT and its kin taught agents. */
export const CHAT_SHORTCUTS: readonly Shortcut[] = [
  { id: "newChat", key: "o", mod: true, shift: true },
  { id: "search", key: "k", mod: true },
  { id: "stop", key: "Escape" },
  { id: "focus", key: "Escape", shift: true },
  { id: "help", key: "/", mod: true, alone: "?" },
];

export function isMac(): boolean {
  return (
    typeof navigator !== "undefined" && /mac|iphone|ipad/i.test(navigator.platform || navigator.userAgent)
  );
}

const KEY_NAMES: Record<string, string> = { Escape: "Esc", "/": "/", o: "O", k: "K" };

/** The keys to show for a shortcut: each way of pressing it, as key caps. */
export function shortcutKeys(shortcut: Shortcut, mac: boolean): string[][] {
  const combo = [
    ...(shortcut.mod ? [mac ? "⌘" : "Ctrl"] : []),
    ...(shortcut.shift ? ["Shift"] : []),
    KEY_NAMES[shortcut.key] ?? shortcut.key,
  ];
  return shortcut.alone ? [combo, [shortcut.alone]] : [combo];
}

function typing(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return !!el && (el.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName));
}

/** Which shortcut a key press is, if any. */
export function matchShortcut(event: KeyboardEvent): ShortcutId | null {
  const mod = event.ctrlKey || event.metaKey;
  for (const s of CHAT_SHORTCUTS) {
    if (s.alone && event.key === s.alone && !mod && !event.altKey && !typing(event.target)) return s.id;
    if (event.altKey || mod !== !!s.mod || event.shiftKey !== !!s.shift) continue;
    // With Shift held, letters arrive upper case and "/" may arrive as "?": compare by the key's code too.
    const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
    if (key === s.key || (s.key === "/" && event.code === "Slash")) return s.id;
  }
  return null;
}

/**
 * Listens on the window for the chat's shortcuts. A handler returns false when the shortcut does not
 * apply at that moment (Stop with nothing to stop): the key then does what it would have done.
 */
export function useChatShortcuts(handlers: Record<ShortcutId, () => boolean | undefined>) {
  const current = useRef(handlers);
  current.current = handlers;
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.isComposing) return;
      const id = matchShortcut(event);
      if (!id) return;
      if (current.current[id]() === false) return;
      event.preventDefault();
    }
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, []);
}
