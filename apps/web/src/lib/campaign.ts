import {
  CAMPAIGN_PARAMS,
  type Campaign,
  campaignOf,
  isAppPath,
  PAID_PLANS,
  REFERRAL_CODE_PATTERN,
} from "@buildr/contracts/plans";

/**
 * What a visit arrives with and keeps until sign-up or checkout: its campaign (`utm_*`, kept on this
 * device like the referral code, so a page in between loses nothing), and on the pricing page the plan
 * to show and where to go afterwards (`plan`, `next`). Only these names, and only well-formed values:
 * `next` is a path inside the app, never another site.
 */
const CAMPAIGN_KEY = "buildr.campaign";

/** Keeps the visit's campaign parameters; a visit without any keeps the ones it had. */
export function captureCampaign(search: string) {
  const campaign = campaignOf(new URLSearchParams(search));
  if (Object.keys(campaign).length === 0) return;
  try {
    localStorage.setItem(CAMPAIGN_KEY, JSON.stringify(campaign));
  } catch {
    // Storage blocked: the campaign is lost, the visit is not.
  }
}

/** The campaign kept on this device, re-checked (storage is the browser's, not ours). */
export function readCampaign(): Campaign {
  try {
    const stored = JSON.parse(localStorage.getItem(CAMPAIGN_KEY) ?? "{}") as unknown;
    if (!stored || typeof stored !== "object") return {};
    const params = new URLSearchParams();
    for (const name of CAMPAIGN_PARAMS) {
      const value = (stored as Record<string, unknown>)[name];
      if (typeof value === "string") params.set(name, value);
    }
    return campaignOf(params);
  } catch {
    return {};
  }
}

/** The parameters a page passes on to the next step of sign-up or checkout, checked one by one. */
export function carriedParams(search: string): URLSearchParams {
  const from = new URLSearchParams(search);
  const kept = new URLSearchParams();
  const plan = from.get("plan");
  if (plan && (PAID_PLANS as readonly string[]).includes(plan)) kept.set("plan", plan);
  const next = from.get("next");
  if (next && isAppPath(next)) kept.set("next", next);
  const via = from.get("via");
  if (via && REFERRAL_CODE_PATTERN.test(via)) kept.set("via", via);
  for (const [name, value] of Object.entries(campaignOf(from))) kept.set(name, value);
  return kept;
}

/** `path` with the carried parameters of `search` and `extra` (which win). */
export function withCarried(path: string, search: string, extra: Record<string, string> = {}): string {
  const params = carriedParams(search);
  for (const [name, value] of Object.entries(extra)) params.set(name, value);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
