import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import {
  baseURL,
  launchBrowser,
  newPage,
  type PageOptions,
  signInThroughApi,
  signUpVerified,
} from "./browser.js";
import { type RunningServer, startServer } from "./server.js";

/** A fresh browser profile and what went wrong in it (docs/conventions.md#tests). */
export interface Profile {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

export interface Credentials {
  email: string;
  password: string;
}

type ServerEnv = Record<string, string | undefined>;

export interface BrowserTests {
  /** Chromium, for a context the profiles do not cover (no JavaScript, a bypassed CSP). */
  readonly browser: Browser;
  /** The server this file's pages open on. */
  readonly baseURL: string;
  /** A fresh profile on this file's server, closed when the test ends (opened in `beforeAll`: the file). */
  open(options?: PageOptions): Promise<Profile>;
  /** A fresh profile signed in as an existing account, through the auth API. */
  signedIn(account: Credentials, options?: PageOptions): Promise<Profile>;
  /** A fresh profile of a new free agent, signed up and confirmed by the mailed link, on /app. */
  newAgent(name?: string, options?: PageOptions): Promise<Profile & Credentials>;
}

/**
 * What a browser test file sets up and tears down: Chromium launched before the first test, the server
 * (the run's shared one, or one of the file's own started with `server`'s variables, in parallel with
 * Chromium), and profiles closed after the test that opened them even when it fails. `server` may be a
 * function when a variable is known only once another `beforeAll`, registered before this call, has run.
 * Call it once, at the top of the file.
 */
export function browserTests(options: { server?: ServerEnv | (() => ServerEnv) } = {}): BrowserTests {
  let browser: Browser | undefined;
  let ownServer: RunningServer | undefined;
  let inTest = false;
  const forTest: BrowserContext[] = [];
  const forFile: BrowserContext[] = [];

  beforeAll(async () => {
    const env = typeof options.server === "function" ? options.server() : options.server;
    const [launched, started] = await Promise.allSettled([
      launchBrowser(),
      env ? startServer(env) : undefined,
    ]);
    // Whichever started is kept for afterAll to stop, even when the other failed.
    if (launched.status === "fulfilled") browser = launched.value;
    if (started.status === "fulfilled") ownServer = started.value;
    for (const result of [launched, started]) if (result.status === "rejected") throw result.reason;
  });
  afterAll(async () => {
    await closeAll(forFile);
    await browser?.close();
    await ownServer?.stop();
  });
  beforeEach(() => {
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    await closeAll(forTest);
  });

  const fixture: BrowserTests = {
    get browser() {
      if (!browser) throw new Error("Chromium starts in beforeAll: use the fixture inside a test or a hook");
      return browser;
    },
    get baseURL() {
      return ownServer?.baseURL ?? baseURL();
    },
    async open(pageOptions = {}) {
      const profile = await newPage(fixture.browser, { baseURL: fixture.baseURL, ...pageOptions });
      (inTest ? forTest : forFile).push(profile.context);
      return profile;
    },
    async signedIn(account, pageOptions) {
      const profile = await fixture.open(pageOptions);
      await signInThroughApi(profile.page, account.email, account.password);
      return profile;
    },
    async newAgent(name, pageOptions) {
      const profile = await fixture.open(pageOptions);
      return { ...profile, ...(await signUpVerified(profile.page, name)) };
    },
  };
  return fixture;
}

async function closeAll(contexts: BrowserContext[]) {
  // A test may have closed one itself already; closing it again does nothing.
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}
