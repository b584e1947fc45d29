import { useQueryClient } from "@tanstack/react-query";
import { meQueryOptions, useMe } from "./api/get-me";
import { usePublicConfig } from "./api/get-public-config";
import { useSignOut } from "./api/sign-out";
import type { SessionSource } from "./session";

/** The app's answers to the session seam: its query cache, shared with every signed-in screen. */
export const QUERY_SESSION: SessionSource = {
  useAccount: () => useMe().data,
  useSignOutAction() {
    const signOut = useSignOut();
    return () => signOut.mutate();
  },
  useRefreshAccount() {
    const queryClient = useQueryClient();
    return () => queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
  },
  useConfig: () => usePublicConfig().data,
};
