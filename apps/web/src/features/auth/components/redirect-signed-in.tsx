import { type ReactNode, useEffect } from "react";
import { useNavigate } from "@/lib/navigation";
import { useAccount } from "../session";

/** Signed-in visitors of `/` and `/auth` go to the coach (D-6). */
export function RedirectSignedIn({ children }: { children: ReactNode }) {
  const account = useAccount();
  const navigate = useNavigate();
  useEffect(() => {
    if (account) navigate("/app", { replace: true });
  }, [account, navigate]);
  return account ? null : children;
}
