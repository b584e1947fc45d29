import { PlaceholderPage } from "../placeholder-page";

export function PitchesPage() {
  return <PlaceholderPage page="pitches" />;
}
