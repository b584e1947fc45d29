import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestContext,
  errorOf,
  TEST_ORIGIN,
  type TestClient,
  type TestContext,
} from "../../test/harness.js";

interface Summary {
  code: string;
  link: string;
  signUps: number;
  upgrades: number;
}

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const summaryOf = async (client: TestClient) =>
  (await (await client.get("/api/me/referral")).json()) as Summary;

/** Buys a plan on the test-mode checkout, as the browser would. */
async function buy(client: TestClient, plan: "yearly" | "lifetime") {
  const { url } = (await (await client.post("/api/billing/checkout", { plan })).json()) as { url: string };
  const paid = await client.fetch(`${url}/pay`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: "",
  });
  expect(paid.status).toBe(303);
}

describe("GET /api/me/referral", () => {
  it("needs a session", async () => {
    const res = await t.client().get("/api/me/referral");
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe("unauthorized");
  });

  it("gives each agent one stable link of their own, even asked for twice at once", async () => {
    const { client } = await t.signedInUser();
    const [a, b] = await Promise.all([summaryOf(client), summaryOf(client)]);
    expect(a.code).toMatch(/^[a-z2-9]{8}$/);
    expect(b.code).toBe(a.code);
    expect(a.link).toBe(`${TEST_ORIGIN}/?via=${a.code}`);
    expect(await summaryOf(client)).toEqual({ ...a, signUps: 0, upgrades: 0 });
    const other = await t.signedInUser();
    expect((await summaryOf(other.client)).code).not.toBe(a.code);
  });

  it("counts the sign-ups the link brought and those of them who bought a plan", async () => {
    const referrer = await t.signedInUser({ name: "Rita Referrer" });
    const { code } = await summaryOf(referrer.client);

    const first = await t.signedInUser({ referralCode: code });
    await t.signedInUser({ referralCode: code });
    // Someone else's code, and no code at all, count for nobody here.
    await t.signedInUser({ referralCode: "partner-7" });
    await t.signedInUser();
    expect(await summaryOf(referrer.client)).toMatchObject({ signUps: 2, upgrades: 0 });

    await buy(first.client, "yearly");
    expect(await summaryOf(referrer.client)).toMatchObject({ signUps: 2, upgrades: 1 });
    // Buying again (lifetime on top of yearly) is still one agent who upgraded.
    await buy(first.client, "lifetime");
    expect(await summaryOf(referrer.client)).toMatchObject({ signUps: 2, upgrades: 1 });
  });
});
