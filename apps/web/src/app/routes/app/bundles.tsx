import { PlaceholderPage } from "../placeholder-page";

export function BundlesPage() {
  return <PlaceholderPage page="bundles" />;
}
