import { randomUUID } from "node:crypto";
import { GUEST_LEADS_PER_ADDRESS_PER_HOUR } from "@buildr/contracts/guest";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../app.js";
import { guestLeads } from "../db/schema.js";
import { createTestContext, overHttp, TEST_ORIGIN, type TestContext } from "../test/harness.js";
import { clientAddress } from "./client-address.js";

describe("clientAddress: the client behind TRUST_PROXY proxies", () => {
  it("is the socket when no proxy is trusted, whatever the header says", () => {
    expect(clientAddress("203.0.113.9", "192.0.2.1", 0)).toBe("192.0.2.1");
  });

  it("is the last entry behind one proxy, never the left-most the client wrote", () => {
    expect(clientAddress("203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddress("6.6.6.6, 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddress("1.1.1.1,2.2.2.2 , 203.0.113.7", "10.0.0.2", 1)).toBe("203.0.113.7");
  });

  it("counts n entries in from the right behind n proxies", () => {
    // client → CDN (appends the client) → load balancer (appends the CDN) → server
    expect(clientAddress("6.6.6.6, 203.0.113.7, 198.51.100.20", "10.0.0.2", 2)).toBe("203.0.113.7");
    expect(clientAddress("203.0.113.7, 198.51.100.20", "10.0.0.2", 2)).toBe("203.0.113.7");
  });

  it("falls back to the socket when the header did not come through every proxy or names no address", () => {
    expect(clientAddress("203.0.113.7", "10.0.0.2", 2)).toBe("10.0.0.2");
    expect(clientAddress(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("6.6.6.6, unknown", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("6.6.6.6, ", "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddress("6.6.6.6, <script>", "10.0.0.2", 1)).toBe("10.0.0.2");
  });

  it("reads the addresses proxies write with a port or in brackets", () => {
    expect(clientAddress("203.0.113.7:51234", "10.0.0.2", 1)).toBe("203.0.113.7");
    expect(clientAddress("[2001:DB8::1]:443", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(clientAddress("2001:db8::1", "10.0.0.2", 1)).toBe("2001:db8::1");
  });
});

// The whole path, as production serves it: Node's socket, the app's own address rule (no test override).
describe("spoofed X-Forwarded-For behind a load balancer (docs/product/compliance.md#security)", () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestContext({ TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  function served<T>(run: (base: string) => Promise<T>) {
    return overHttp(createApp({ services: t.services }), TEST_ORIGIN, run);
  }

  const giveEmail = (
    base: string,
    forwardedFor: string,
    email = `spoof-${randomUUID().slice(0, 8)}@example.com`,
  ) =>
    fetch(`${base}/api/guest/leads`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN, "x-forwarded-for": forwardedFor },
      body: JSON.stringify({ email }),
    });

  it("records the address the load balancer appended, not the one the client wrote", async () => {
    const email = `recorded-${randomUUID().slice(0, 8)}@example.com`;
    await served(async (base) => {
      expect((await giveEmail(base, "6.6.6.6, 203.0.113.70", email)).status).toBe(200);
    });
    const [row] = await t.services.database.db.select().from(guestLeads).where(eq(guestLeads.email, email));
    expect(row?.ipAddress).toBe("203.0.113.70");
  });

  it("keeps the guest coach's limit when every request invents a new left-most address", async () => {
    const statuses = await served(async (base) => {
      const out: number[] = [];
      for (let i = 0; i < GUEST_LEADS_PER_ADDRESS_PER_HOUR + 3; i++)
        out.push((await giveEmail(base, `198.18.0.${i + 1}, 203.0.113.71`)).status);
      return out;
    });
    expect(statuses).toEqual([
      ...Array.from({ length: GUEST_LEADS_PER_ADDRESS_PER_HOUR }, () => 200),
      429,
      429,
      429,
    ]);
  });

  it("keeps the sign-in limit when every try invents a new left-most address", async () => {
    const statuses = await served(async (base) => {
      const out: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await fetch(`${base}/api/auth/sign-in/email`, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            origin: TEST_ORIGIN,
            "x-forwarded-for": `198.18.1.${i + 1}, 203.0.113.72`,
          },
          // A different account each time: only the per-address limit is at stake here.
          body: JSON.stringify({ email: `nobody-${i}@example.com`, password: "wrong-password-1" }),
        });
        out.push(res.status);
      }
      return out;
    });
    // better-auth allows 3 sign-in tries per 10 s per address (auth.ts).
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
    expect(statuses.slice(3)).toEqual([429, 429, 429]);
  });

  it("with TRUST_PROXY=2, takes the client the first of two proxies appended", async () => {
    const two = await createTestContext({ TRUST_PROXY: "2" });
    const email = `two-hops-${randomUUID().slice(0, 8)}@example.com`;
    try {
      await overHttp(createApp({ services: two.services }), TEST_ORIGIN, async (base) => {
        expect((await giveEmail(base, "6.6.6.6, 203.0.113.73, 198.51.100.20", email)).status).toBe(200);
      });
      const [row] = await two.services.database.db
        .select()
        .from(guestLeads)
        .where(eq(guestLeads.email, email));
      expect(row?.ipAddress).toBe("203.0.113.73");
    } finally {
      await two.close();
    }
  });
});
