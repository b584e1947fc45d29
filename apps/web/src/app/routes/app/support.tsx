import { PlaceholderPage } from "../placeholder-page";

export function SupportPage() {
  return <PlaceholderPage page="support" />;
}
