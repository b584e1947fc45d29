/**
 * D-19: a referral code from the `via` query parameter (or a referral-tracking value) is kept on this
 * device and stored on the account at sign-up.
 */
const REFERRAL_KEY = "buildr.referral";
const REFERRAL_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

export function captureReferralCode(search: string) {
  const params = new URLSearchParams(search);
  const code = params.get("via") ?? params.get("ref");
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
