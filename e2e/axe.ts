import { createRequire } from "node:module";
import type { Page } from "playwright-core";

const require = createRequire(import.meta.url);
const axeSource: string = require("axe-core").source;

export type Finding = { id: string; impact: string; help: string; targets: string[] };

/**
 * axe-core in the page (WCAG 2.0-2.2 A and AA rules): the serious and critical violations. The script is
 * injected through the DevTools protocol, which runs outside the page's Content-Security-Policy.
 */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  // Colours mid-transition (a theme switch fades them over 150 ms) would be judged half-way: let every
  // running CSS transition and finite animation finish first (an endless pulse never does).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => null)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const { violations } = await axe.run(document, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
    });
    return violations
      .filter((v) => v.impact === "serious" || v.impact === "critical")
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? "",
        help: v.help,
        targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
      }));
  });
}
