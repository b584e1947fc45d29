import { mkdirSync } from "node:fs";
import { join } from "node:path";
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Page,
} from "playwright-core";
import { inject } from "vitest";

/** Debian's Chromium, headless, with the flags this machine needs (DEVELOPERS.md). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
}

export function baseURL(): string {
  return inject("baseURL");
}

let contextCount = Math.floor(Math.random() * 254);

export interface PageOptions extends Pick<BrowserContextOptions, "javaScriptEnabled" | "bypassCSP"> {
  viewport?: { width: number; height: number };
  locale?: string;
  /** A server of the test file's own (`startServer`); the shared one otherwise. */
  baseURL?: string;
}

/**
 * A fresh browser profile for one test. Console errors and failed page requests fail the test unless
 * the test says it expects them (docs/conventions.md#tests).
 */
export async function newPage(
  browser: Browser,
  options: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const { viewport, locale, baseURL: server, ...contextOptions } = options;
  const context = await browser.newContext({
    ...contextOptions,
    baseURL: server ?? baseURL(),
    viewport: viewport ?? { width: 1280, height: 800 },
    locale: locale ?? "en-US",
    // A client address of its own (a documentation range, RFC 5737): see TRUST_PROXY in server.ts.
    extraHTTPHeaders: { "x-forwarded-for": `203.0.113.${(++contextCount % 254) + 1}` },
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
  page.on("console", (msg) => {
    if (msg.type() === "error" && !/status of 40[0-9]/.test(msg.text()))
      problems.push(`console: ${msg.text()}`);
  });
  return { context, page, problems };
}

/**
 * The newest mail to `to` with a link, optionally the newest whose subject matches, from the development
 * outbox of a server (the shared one unless named), and the first link in it.
 */
export async function latestMail(
  to: string,
  subject?: RegExp,
  server = baseURL(),
): Promise<{ subject: string; text: string; url: string }> {
  for (let i = 0; i < 50; i++) {
    const res = await fetch(`${server}/dev/mailbox.json?to=${encodeURIComponent(to)}`);
    const { messages } = (await res.json()) as { messages: { subject: string; text: string }[] };
    const mail = subject ? messages.find((m) => subject.test(m.subject)) : messages[0];
    const url = mail?.text.match(/https?:\/\/\S+/)?.[0];
    if (mail && url) return { subject: mail.subject, text: mail.text, url };
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to}`);
}

/** The demo admin a development server seeds on an empty database (apps/server/src/seed.ts). */
export const DEMO_ADMIN = { email: "admin@demo.buildr.ai", password: "demo-admin-1" };

/**
 * A JSON call from inside the page, so it carries the profile's session cookie and the page's origin; the
 * answer's status and its JSON body (null when it has none).
 */
export function callApi(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const res = await fetch(path, {
        method,
        headers: body === undefined ? {} : { "content-type": "application/json" },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: res.status, body: await res.json().catch(() => null) };
    },
    { method, path, body },
  );
}

/** Signs in through the auth API from inside the page, so the session cookie lands in its profile. */
export async function signInThroughApi(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/auth");
  const { status } = await callApi(page, "POST", "/api/auth/sign-in/email", { email, password });
  if (status !== 200) throw new Error(`sign-in of ${email} answered ${status}`);
}

/**
 * With SCREENSHOTS_DIR set, photographs the page (or the first element matching `selector`) as
 * `<name>.png` there, for a person to look at; does nothing otherwise.
 */
export async function shoot(page: Page, name: string, selector?: string): Promise<void> {
  const dir = process.env.SCREENSHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  if (selector) await page.locator(selector).first().screenshot({ path });
  else await page.screenshot({ path });
}

export function uniqueEmail(prefix = "agent"): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/**
 * A new free agent, signed up through the API and confirmed through the mailed link in this page, so
 * the page ends signed in on /app. The mail is read from the outbox of the server the page is on.
 */
export async function signUpVerified(
  page: Page,
  name = "Test Agent",
): Promise<{ email: string; password: string }> {
  const email = uniqueEmail();
  const password = "closer-2026";
  await page.goto("/auth");
  const { status } = await callApi(page, "POST", "/api/auth/sign-up/email", {
    name,
    email,
    password,
    callbackURL: "/app",
  });
  if (status !== 200) throw new Error(`sign-up answered ${status}`);
  const mail = await latestMail(email, undefined, new URL(page.url()).origin);
  await page.goto(mail.url);
  await page.waitForURL((url) => url.pathname === "/app");
  return { email, password };
}
