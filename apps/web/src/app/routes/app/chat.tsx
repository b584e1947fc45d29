import { hasUnlimitedAccess } from "@/features/auth/access";
import { useMe } from "@/features/auth/api/get-me";
import { useStartCheckout } from "@/features/billing/hooks/use-start-checkout";
import { ChatScreen } from "@/features/chat/components/chat-screen";

/** /app: the chat coach (docs/product/chat-coach.md), with the billing feature's checkout behind its upgrade modal. */
export function ChatPage() {
  const me = useMe().data;
  const checkout = useStartCheckout();
  if (!me) return null;
  return (
    <ChatScreen
      me={me}
      unlimited={hasUnlimitedAccess(me) || me.allowance.unlimited}
      startCheckout={() => checkout.start("yearly")}
    />
  );
}
