import { PlaceholderPage } from "../placeholder-page";

export function SettingsPage() {
  return <PlaceholderPage page="settings" />;
}
