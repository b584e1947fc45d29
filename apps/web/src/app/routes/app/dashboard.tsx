import { PlaceholderPage } from "../placeholder-page";

export function DashboardPage() {
  return <PlaceholderPage page="dashboard" />;
}
