import { PlaceholderPage } from "../placeholder-page";

export function AdminPage() {
  return <PlaceholderPage page="admin" />;
}
