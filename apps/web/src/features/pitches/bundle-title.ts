import type { PitchBundle } from "@buildr/contracts/pitches";

/** The client's name as the bundle knows it, or undefined. */
export function clientName(bundle: PitchBundle): string | undefined {
  const name = [bundle.client.firstName, bundle.client.lastName].filter(Boolean).join(" ").trim();
  return name === "" ? undefined : name;
}

/** "Linda Park - Medicare Advantage + Hospital indemnity": who it is for and what it holds. */
export function bundleTitle(bundle: PitchBundle): string {
  const products = bundle.policies.map((p) => p.name).join(" + ");
  const name = clientName(bundle);
  return name ? `${name} - ${products}` : products;
}

/** Characters no file system accepts in a name, replaced so the download keeps its title. */
export function safeFileTitle(title: string): string {
  return (
    [...title]
      .filter((ch) => ch.charCodeAt(0) >= 32)
      .join("")
      .replace(/[\\/:*?"<>|]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 150) || "Bundle"
  );
}
