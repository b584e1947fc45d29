import { PlaceholderPage } from "../placeholder-page";

export function ChatPage() {
  return <PlaceholderPage page="chat" />;
}
