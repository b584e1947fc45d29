import { type ReactNode, useEffect, useState } from "react";
import { useNavigate } from "@/lib/navigation";
import { returnTo } from "../return-to";
import { useAccount } from "../session";

/** Signed-in visitors of `/` and `/auth` go to the coach (docs/product/decisions.md#d-6), or back to the link that sent them here. */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const account = useAccount();
  const navigate = useNavigate();
  // Read once, on arrival: the sign-in form may move on first, and the address no longer names it then.
  const [target] = useState(returnTo);
  useEffect(() => {
    if (account) navigate(target, { replace: true });
  }, [account, navigate, target]);
  return account ? null : children;
}
