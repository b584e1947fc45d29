import type { ChatMessage } from "@buildr/contracts/chat";
import { type UIEvent, useCallback, useLayoutEffect, useRef } from "react";

/**
 * The conversation follows its newest message as it grows, unless the agent has scrolled up to read; a
 * conversation that has not started yet is read from the top (the greeting, then the welcome card).
 * Older messages put above keep their distance from the bottom, so what the agent was reading stays put.
 */
export function useFollowLog(messages: readonly ChatMessage[], following: boolean) {
  const log = useRef<HTMLDivElement>(null);
  const pinned = useRef(true);
  const keepFromBottom = useRef<{ distance: number; firstId: string | undefined } | null>(null);

  useLayoutEffect(() => {
    const el = log.current;
    if (!el) return;
    const kept = keepFromBottom.current;
    if (kept && messages[0]?.id !== kept.firstId) {
      el.scrollTop = el.scrollHeight - kept.distance;
      keepFromBottom.current = null;
      return;
    }
    if (pinned.current && following) el.scrollTop = el.scrollHeight;
  });

  const onScroll = useCallback((event: UIEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 80;
  }, []);

  return {
    log,
    onScroll,
    /** A message is on its way: follow it to the bottom. */
    pin: () => {
      pinned.current = true;
    },
    /** Earlier messages are about to be put in front: keep the place the agent is reading. */
    keepPlace: () => {
      const el = log.current;
      if (el) keepFromBottom.current = { distance: el.scrollHeight - el.scrollTop, firstId: messages[0]?.id };
    },
    /** Nothing was put in front after all. */
    release: () => {
      keepFromBottom.current = null;
    },
  };
}
