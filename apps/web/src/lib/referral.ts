/**
 * docs/product/decisions.md#d-19: a referral code from a referral-tracking value (a tracking script's `Rewardful.referral`) or,
 * failing that, the `via` query parameter, kept on this device and stored on the account at sign-up.
 */
const REFERRAL_KEY = "buildr.referral";
const REFERRAL_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

/** What a referral-tracking script leaves on the page, when one runs. */
function trackedReferral(): string | undefined {
  const tracker = (globalThis as { Rewardful?: { referral?: unknown } }).Rewardful;
  return typeof tracker?.referral === "string" && tracker.referral ? tracker.referral : undefined;
}

export function captureReferralCode(search: string) {
  const params = new URLSearchParams(search);
  const code = trackedReferral() ?? params.get("via") ?? params.get("ref");
  if (!code || !REFERRAL_PATTERN.test(code)) return;
  try {
    localStorage.setItem(REFERRAL_KEY, code);
  } catch {
    // Storage blocked: the referral is lost, the visit is not.
  }
}

export function readReferralCode(): string | null {
  try {
    return localStorage.getItem(REFERRAL_KEY);
  } catch {
    return null;
  }
}
