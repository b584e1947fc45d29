import { type ComponentPropsWithRef, type ComponentType, createContext, useContext } from "react";

export type LinkProps = Omit<ComponentPropsWithRef<"a">, "href"> & { to: string };
export type Navigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * How the components shared by both entries move between pages (decision 008). The app moves inside its
 * router; the prerendered public pages ship without one and load the next page. Each entry gives its
 * implementation at its root; the members are hooks, called as the router's own would be.
 */
export interface Navigation {
  Link: ComponentType<LinkProps>;
  useLocation(): { pathname: string; search: string };
  useNavigate(): Navigate;
}

const NavigationContext = createContext<Navigation | null>(null);
export const NavigationProvider = NavigationContext.Provider;

function useNavigation(): Navigation {
  const navigation = useContext(NavigationContext);
  if (!navigation) throw new Error("No NavigationProvider above this component");
  return navigation;
}

export function Link(props: LinkProps) {
  const { Link: EntryLink } = useNavigation();
  return <EntryLink {...props} />;
}

export function useLocation() {
  return useNavigation().useLocation();
}

export function useNavigate(): Navigate {
  return useNavigation().useNavigate();
}
