import { describe, expect, it } from "vitest";
import { billingMode, describeStandIns, EnvError, loadEnv } from "./env.js";

/** Development, as `npm start` asks for it. */
const dev = (source: Record<string, string> = {}) => loadEnv({ NODE_ENV: "development", ...source });

const PRODUCTION = {
  NODE_ENV: "production",
  BETTER_AUTH_SECRET: "s".repeat(32),
  PUBLIC_URL: "https://app.example.com",
  SMTP_URL: "smtp://mail.example.com:587",
};

describe("loadEnv", () => {
  it("has working defaults for a laptop in development, listening on loopback only", () => {
    const env = dev();
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "127.0.0.1",
      DATA_DIR: "./data",
      NODE_ENV: "development",
      VIP_EMAILS: [],
    });
    expect(describeStandIns(env)).toHaveLength(5);
    expect(dev({ HOST: "0.0.0.0" }).HOST).toBe("0.0.0.0");
  });

  // docs/product/compliance.md#security: a bare `node apps/server/dist/server.js` ran in development on every interface.
  it("runs in production when NODE_ENV is unset, and then refuses to start without its settings", () => {
    try {
      loadEnv({});
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const message = (error as EnvError).message;
      expect(message).toMatch(/BETTER_AUTH_SECRET is required in production/);
      expect(message).toMatch(/PUBLIC_URL is required in production/);
      expect(message).toMatch(/SMTP_URL is required in production/);
      expect(message).toMatch(/NODE_ENV is unset, so the server runs in production.*npm start/s);
    }
    const { NODE_ENV: _, ...unset } = PRODUCTION;
    expect(loadEnv(unset)).toMatchObject({ NODE_ENV: "production", HOST: "0.0.0.0" });
    expect(loadEnv({ ...unset, HOST: "10.0.0.5" }).HOST).toBe("10.0.0.5");
  });

  it("refuses production without SMTP_URL, since nobody could confirm an address", () => {
    const { SMTP_URL: _, ...noMail } = PRODUCTION;
    expect(() => loadEnv(noMail)).toThrow(/SMTP_URL is required in production/);
    expect(() => loadEnv({ ...noMail, SMTP_URL: "  " })).toThrow(/SMTP_URL is required in production/);
  });

  it("lists every problem in words, then the caller exits", () => {
    try {
      loadEnv({ PORT: "seventy", DATABASE_URL: "not a url" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(EnvError);
      const problems = (error as EnvError).problems.join("\n");
      expect(problems).toMatch(/PORT/);
      expect(problems).toMatch(/DATABASE_URL must be a postgres:\/\/ URL/);
    }
  });

  it("requires a secret and a public address in production", () => {
    expect(() => loadEnv({ NODE_ENV: "production" })).toThrow(
      /BETTER_AUTH_SECRET is required in production[\s\S]*PUBLIC_URL is required in production/,
    );
    expect(loadEnv(PRODUCTION).NODE_ENV).toBe("production");
  });

  it("reads TRUST_PROXY as the number of proxies in front of the server", () => {
    const proxies = (TRUST_PROXY?: string) => loadEnv({ NODE_ENV: "test", TRUST_PROXY }).TRUST_PROXY;
    expect(proxies(undefined)).toBe(0);
    expect(proxies("2")).toBe(2);
    expect(proxies("true")).toBe(1);
    expect(proxies("false")).toBe(0);
    expect(() => proxies("yes")).toThrow(/TRUST_PROXY must be the number of proxies/);
    expect(() => proxies("-1")).toThrow(/TRUST_PROXY/);
  });

  it("normalises the VIP allow-list", () => {
    expect(dev({ VIP_EMAILS: " A@X.com,, b@y.com " }).VIP_EMAILS).toEqual(["a@x.com", "b@y.com"]);
  });

  it("takes a support phone line, or none, and refuses one that is not a phone number", () => {
    expect(dev({ SUPPORT_PHONE: "+1 (614) 555-0199" }).SUPPORT_PHONE).toBe("+1 (614) 555-0199");
    expect(dev({ SUPPORT_PHONE: "" }).SUPPORT_PHONE).toBe("");
    expect(() => dev({ SUPPORT_PHONE: "<call us>" })).toThrow(/SUPPORT_PHONE/);
  });

  it("treats blank optional values as unset", () => {
    expect(dev({ SMTP_URL: "  ", DATABASE_URL: "" })).toMatchObject({
      SMTP_URL: undefined,
      DATABASE_URL: undefined,
    });
  });

  it("needs Stripe's prices with a key, its webhook secret too in production, and a URL for the API base", () => {
    expect(() => dev({ STRIPE_SECRET_KEY: "sk_test_x" })).toThrow(
      /STRIPE_PRICE_YEARLY is required with STRIPE_SECRET_KEY[\s\S]*STRIPE_PRICE_LIFETIME/,
    );
    const stripe = {
      STRIPE_SECRET_KEY: "sk_test_x",
      STRIPE_PRICE_YEARLY: "price_y",
      STRIPE_PRICE_LIFETIME: "price_l",
    };
    expect(billingMode(dev(stripe))).toBe("stripe");
    expect(() => loadEnv({ ...PRODUCTION, ...stripe })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
    expect(() => dev({ STRIPE_API_BASE: "localhost" })).toThrow(/STRIPE_API_BASE/);
  });

  it("uses the test-mode checkout without a key, except in production where payments are off", () => {
    expect(billingMode(dev())).toBe("test");
    const env = loadEnv(PRODUCTION);
    expect(billingMode(env)).toBe("off");
    expect(describeStandIns(env).join("\n")).toMatch(/payments: off/);
  });
});
