import { once } from "node:events";
import { connect } from "node:net";
import { networkInterfaces } from "node:os";
import { describe, expect, it } from "vitest";
import { DEMO_ADMIN } from "./browser.js";
import { NPM_START_ENTRY, startServer } from "./server.js";

/**
 * docs/product/compliance.md#security: `node apps/server/dist/server.js` with nothing set ran in development on every interface,
 * exposing the mailbox (anyone's reset links), the demo admin and the free test checkout. The built server
 * now defaults to production; only `npm start` asks for development, and then listens on loopback.
 */

/** What production needs to start; NODE_ENV itself is left unset. */
const PRODUCTION_SETTINGS = {
  NODE_ENV: undefined,
  BETTER_AUTH_SECRET: "e2e-production-secret-".padEnd(48, "x"),
  // Nothing listens there: these tests send no mail.
  SMTP_URL: "smtp://127.0.0.1:9",
  SEED_DEMO: "1",
};

async function status(url: string, init?: RequestInit): Promise<number> {
  return (await fetch(url, init)).status;
}

/** Whether something accepts a TCP connection at host:port. */
async function accepts(host: string, port: number): Promise<boolean> {
  const socket = connect(port, host);
  try {
    await Promise.race([
      once(socket, "connect"),
      new Promise((_, reject) => setTimeout(() => reject(new Error("timeout")), 2000)),
    ]);
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

describe("the built server with no NODE_ENV", () => {
  it("runs in production: no mailbox, no demo admin, no test checkout", async () => {
    const server = await startServer(PRODUCTION_SETTINGS);
    try {
      const base = server.baseURL;
      expect(await status(`${base}/dev/mailbox.json`)).toBe(404);
      expect(await status(`${base}/dev/mailbox`)).toBe(404);
      const config = (await (await fetch(`${base}/api/config`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({ devMailbox: false, billingTestMode: false });

      // SEED_DEMO=1 is ignored in production: the README's demo admin does not exist.
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
      });
      expect(signIn.status).toBe(401);
      expect(server.output()).not.toContain("Demo accounts");

      // No checkout that grants access without payment.
      const checkout = await fetch(`${base}/api/billing/checkout`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: base },
        body: JSON.stringify({ plan: "yearly" }),
      });
      expect(checkout.status).toBe(503);
      expect(await checkout.json()).toMatchObject({ error: { code: "service_unavailable" } });
    } finally {
      await server.stop();
    }
  });

  it("refuses to start without SMTP_URL, saying why and how to try it locally", async () => {
    const attempt = startServer({ ...PRODUCTION_SETTINGS, SMTP_URL: undefined });
    await expect(attempt).rejects.toThrow(/SMTP_URL is required in production/);
    await expect(attempt).rejects.toThrow(/NODE_ENV is unset, so the server runs in production/);
    await expect(attempt).rejects.toThrow(/npm start/);
  });
});

describe("npm start", () => {
  it("asks for development (mailbox, demo accounts, test checkout) and listens on loopback only", async () => {
    const server = await startServer(
      { NODE_ENV: undefined, HOST: undefined, SEED_DEMO: undefined, LOG_LEVEL: "info" },
      { entry: NPM_START_ENTRY },
    );
    try {
      const base = server.baseURL;
      expect(await status(`${base}/dev/mailbox.json`)).toBe(200);
      const config = (await (await fetch(`${base}/api/config`)).json()) as Record<string, unknown>;
      expect(config).toMatchObject({ devMailbox: true, billingTestMode: true });
      expect(server.output()).toContain(`${DEMO_ADMIN.email}  password: ${DEMO_ADMIN.password}`);
      expect(server.output()).toMatch(/"host":"127\.0\.0\.1"/);

      const { port } = new URL(base);
      expect(await accepts("127.0.0.1", Number(port))).toBe(true);
      // Any address of this machine other than loopback is refused.
      const outside = Object.values(networkInterfaces())
        .flat()
        .filter((i) => i && !i.internal && i.family === "IPv4")
        .map((i) => i!.address);
      for (const address of outside) expect(await accepts(address, Number(port)), address).toBe(false);
    } finally {
      await server.stop();
    }
  });
});
