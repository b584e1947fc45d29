import { describe, expect, it } from "vitest";
import { safeReturnTo, signInPathFor } from "./return-to";

describe("where sign-in returns to", () => {
  it("follows a path inside the app, with its query and hash", () => {
    expect(safeReturnTo("/app/bundles?bundle=abc#top")).toBe("/app/bundles?bundle=abc#top");
    expect(safeReturnTo("/app")).toBe("/app");
    expect(signInPathFor("/app/settings?tab=billing")).toBe("/auth?next=%2Fapp%2Fsettings%3Ftab%3Dbilling");
  });

  it("never leaves the app: other sites, other pages and tricks go to the coach", () => {
    for (const value of [
      null,
      "",
      "https://evil.example/app",
      "//evil.example/app",
      "/\\evil.example",
      "/app\\..\\evil",
      "/pricing",
      "/apparently",
      "javascript:alert(1)",
    ])
      expect(safeReturnTo(value)).toBe("/app");
    expect(signInPathFor("/app")).toBe("/auth");
  });
});
