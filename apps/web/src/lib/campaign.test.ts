import { afterEach, describe, expect, it } from "vitest";
import { captureCampaign, carriedParams, readCampaign, withCarried } from "./campaign";

afterEach(() => localStorage.clear());

describe("what a visit keeps through sign-up and checkout", () => {
  it("keeps the campaign on this device until a visit brings another", () => {
    captureCampaign("?utm_source=newsletter&utm_medium=email&utm_campaign=aep+2027&lng=fr");
    expect(readCampaign()).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "aep 2027",
    });
    // A page without a campaign keeps the one the visit came with.
    captureCampaign("?lng=es");
    expect(readCampaign()).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "aep 2027",
    });
    captureCampaign("?utm_source=facebook");
    expect(readCampaign()).toEqual({ utm_source: "facebook" });
  });

  it("drops what is not a plain campaign value, and distrusts what storage holds", () => {
    captureCampaign("?utm_source=%3Cscript%3Ealert(1)%3C%2Fscript%3E&utm_term=medigap");
    expect(readCampaign()).toEqual({ utm_term: "medigap" });
    captureCampaign(`?utm_content=${"x".repeat(101)}`);
    expect(readCampaign()).toEqual({ utm_term: "medigap" });
    localStorage.setItem("buildr.campaign", JSON.stringify({ utm_source: "<b>", evil: "1", utm_medium: 7 }));
    expect(readCampaign()).toEqual({});
    localStorage.setItem("buildr.campaign", "not json");
    expect(readCampaign()).toEqual({});
  });

  it("passes on only the allow-listed parameters, each well formed", () => {
    const kept = carriedParams(
      "?plan=lifetime&next=%2Fapp%2Fpitches%3Fbundle%3Db1&via=agency-42&utm_source=google&signup=x&email=a%40b.c&foo=bar",
    );
    expect(Object.fromEntries(kept)).toEqual({
      plan: "lifetime",
      next: "/app/pitches?bundle=b1",
      via: "agency-42",
      utm_source: "google",
    });
  });

  it("never carries a way off the site or a plan that does not exist", () => {
    for (const next of [
      "https://evil.example/app",
      "//evil.example/app",
      "/\\evil.example",
      "/pricing",
      "javascript:alert(1)",
      "/app\r\nSet-Cookie: x",
      "/app/\u0000",
    ]) {
      const kept = carriedParams(`?next=${encodeURIComponent(next)}&plan=platinum&via=%3Cx%3E`);
      expect(kept.has("next"), next).toBe(false);
      expect(kept.has("plan")).toBe(false);
      expect(kept.has("via")).toBe(false);
    }
    expect(carriedParams("?next=%2Fapp%2Fleads%23today").get("next")).toBe("/app/leads#today");
  });

  it("builds the next step's address with them", () => {
    expect(withCarried("/pricing", "", { signup: "free-2-bundles" })).toBe("/pricing?signup=free-2-bundles");
    expect(withCarried("/pricing", "?plan=lifetime&utm_source=x&junk=1", { signup: "free-2-bundles" })).toBe(
      "/pricing?plan=lifetime&utm_source=x&signup=free-2-bundles",
    );
    expect(withCarried("/pricing", "?junk=1")).toBe("/pricing");
  });
});
