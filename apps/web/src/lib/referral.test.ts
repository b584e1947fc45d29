import { afterEach, describe, expect, it } from "vitest";
import { captureReferralCode, readReferralCode } from "./referral";

afterEach(() => {
  localStorage.clear();
  delete (globalThis as { Rewardful?: unknown }).Rewardful;
});

describe("the referral code of docs/product/decisions.md#d-19", () => {
  it("keeps ?via= on this device", () => {
    captureReferralCode("?via=partner42");
    expect(readReferralCode()).toBe("partner42");
  });

  it("prefers a referral-tracking value to ?via=", () => {
    (globalThis as { Rewardful?: unknown }).Rewardful = { referral: "tracked-7" };
    captureReferralCode("?via=partner42");
    expect(readReferralCode()).toBe("tracked-7");
  });

  it("ignores what is not a referral code, and keeps the one it had", () => {
    captureReferralCode("?via=partner42");
    captureReferralCode("?via=%3Cscript%3E");
    captureReferralCode("?lng=fr");
    expect(readReferralCode()).toBe("partner42");
  });
});
