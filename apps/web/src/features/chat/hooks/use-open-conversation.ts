import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";
import { currentLanguage } from "@/lib/i18n";
import { useConversationMessages } from "../api/get-messages";
import { useConversations } from "../api/list-conversations";
import { useStartConversation } from "../api/start-conversation";

/**
 * Which conversation the chat shows: the one the address names (`?c=`). The first visit opens the most
 * recent conversation, or starts one in the interface's language; a conversation that is gone (cleared in
 * another tab) gives way to the most recent one. `onSwitch` (stable) runs before another one opens.
 */
export function useOpenConversation(onSwitch: () => void) {
  const [params, setParams] = useSearchParams();
  const openId = params.get("c");
  const latest = useConversations("");
  const conversation = useConversationMessages(openId);
  const start = useStartConversation();

  const open = useCallback(
    (id: string, replace = false) => {
      onSwitch();
      setParams({ c: id }, { replace });
    },
    [setParams, onSwitch],
  );
  /** None open: the first-visit rule picks one again. */
  const close = useCallback(() => setParams({}, { replace: true }), [setParams]);

  // First visit: the most recent conversation, or a new one in the interface's language.
  const starting = useRef(false);
  useEffect(() => {
    if (openId || !latest.isSuccess || starting.current) return;
    const [mostRecent] = latest.data;
    if (mostRecent) {
      open(mostRecent.id, true);
      return;
    }
    starting.current = true;
    start.mutate(currentLanguage(), {
      // Only a failure allows another try: until the address shows the new conversation, one is enough.
      onSuccess: (started) => open(started.conversationId, true),
      onError: () => {
        starting.current = false;
      },
    });
  }, [openId, latest.isSuccess, latest.data, open, start]);

  // A conversation that is gone (cleared in another tab) gives way to the most recent one.
  useEffect(() => {
    if (conversation.isError && openId) {
      setParams({}, { replace: true });
      void latest.refetch();
    }
  }, [conversation.isError, openId, setParams, latest]);

  return { openId, open, close, latest, conversation, start };
}
