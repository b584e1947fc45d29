import { randomUUID } from "node:crypto";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { CLIENT_IP_HEADER } from "./auth/auth.js";
import { explainEmptyRefusal } from "./lib/auth-refusal.js";
import { limitBody } from "./lib/body-limit.js";
import { clientAddress, socketAddress } from "./lib/client-address.js";
import { compressJson } from "./lib/compress-json.js";
import type { AppEnv, Services } from "./lib/context.js";
import { AppError, errorBody, toErrorResponse } from "./lib/errors.js";
import { Metrics } from "./lib/metrics.js";
import { mountWebApp } from "./lib/static.js";
import { accountRoutes } from "./routes/account/account.index.js";
import { adminRoutes } from "./routes/admin/admin.index.js";
import { apiDocsRoutes } from "./routes/api-docs/api-docs.index.js";
import { billingRoutes } from "./routes/billing/billing.index.js";
import { bookRoutes } from "./routes/book/book.index.js";
import { bundleRoutes } from "./routes/bundles/bundles.index.js";
import { chatRoutes } from "./routes/chat/chat.index.js";
import { clientEventRoutes } from "./routes/client-events/client-events.index.js";
import { devMailboxRoutes } from "./routes/dev-mailbox/dev-mailbox.index.js";
import { guestRoutes } from "./routes/guest/guest.index.js";
import { leadRoutes } from "./routes/leads/leads.index.js";
import { legalRoutes } from "./routes/legal/legal.index.js";
import { pitchRoutes } from "./routes/pitches/pitches.index.js";
import { referralRoutes } from "./routes/referrals/referrals.index.js";
import { supportRoutes } from "./routes/support/support.index.js";
import { systemRoutes } from "./routes/system/system.index.js";

export interface AppOptions {
  services: Services;
  /** The built web app; absent in API-only tests. */
  webDist?: string;
  /**
   * Who is calling, for the rate limits (better-auth's and the app's own). Defaults to the socket, or the
   * client address the trusted proxies wrote into X-Forwarded-For (lib/client-address.ts).
   */
  clientIp?: (c: Context<AppEnv>) => string | undefined;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** What every operation shares, written once here so the OpenAPI document stands on its own. */
const API_DESCRIPTION = [
  "The HTTP API of Buildr AI; the web app is one client of it. JSON in and out (UTF-8), dates ISO 8601",
  "UTC, money in US dollars as ranges `{ low, high }`. The session is a cookie set by the `/api/auth/*`",
  "routes (sign-up, sign-in, magic link, Google, password reset).",
  "",
  "Every error has one shape, `{ error: { code, message, fields?, missing? } }`, with the status that",
  "fits: 400 malformed, 401 no session, 402 allowance spent (`upgrade_required`), 403 forbidden, 404,",
  "409 conflict, 413 too large, 422 understood but unusable, 429 too many requests (with `Retry-After`).",
  "Nothing a client sends is answered with a 500.",
].join("\n");
const MAX_BODY_BYTES = 1024 * 1024;

export function createApp(options: AppOptions) {
  const { services } = options;
  const { env, logger } = services;
  const clientIp =
    options.clientIp ??
    ((c: Context<AppEnv>) =>
      clientAddress(c.req.header("x-forwarded-for"), socketAddress(c), env.TRUST_PROXY));
  const app = new OpenAPIHono<AppEnv>();
  const metrics = new Metrics(services);

  app.use("*", async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    c.set("requestId", requestId);
    c.set("services", services);
    c.set("clientIp", clientIp(c));
    c.header("X-Request-Id", requestId);
    const started = performance.now();
    await next();
    metrics.observe(c, (performance.now() - started) / 1000);
    if (c.req.path !== "/api/health" && c.req.path !== "/api/ready" && c.req.path !== "/metrics") {
      logger.info(
        {
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round(performance.now() - started),
        },
        "request",
      );
    }
  });

  // The security headers are written by Node on every answer (http-server.ts).

  app.use(
    "/api/*",
    limitBody({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        c.json(errorBody("payload_too_large", "The request body is too large (1 MB at most)."), 413),
    }),
  );

  // JSON answers of 1 KB or more go out gzipped to clients that accept it (the bundle and the conversation
  // lists are most of a phone's data); smaller ones as they are (lib/compress-json.ts). Streams
  // (text/event-stream) and PDFs are left as they are.
  app.use("/api/*", compressJson());

  // better-auth's own routes, unchanged (docs/api.md), with the caller's address passed on for its rate limits.
  app.on(["GET", "POST"], "/api/auth/*", async (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = c.var.clientIp;
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    const response = await explainEmptyRefusal(
      await services.auth.handler(new Request(c.req.raw, { headers })),
    );
    // docs/api.md: a 429 carries the standard Retry-After (better-auth sets only X-Retry-After).
    const retryAfter = response.headers.get("x-retry-after");
    if (response.status === 429 && retryAfter && !response.headers.has("retry-after")) {
      const patched = new Response(response.body, response);
      patched.headers.set("Retry-After", retryAfter);
      return patched;
    }
    return response;
  });

  app.route("/api", systemRoutes);
  app.route("/api", accountRoutes);
  app.route("/api", billingRoutes);
  app.route("/api", bundleRoutes);
  app.route("/api", chatRoutes);
  app.route("/api", pitchRoutes);
  app.route("/api", bookRoutes);
  app.route("/api", leadRoutes);
  app.route("/api", supportRoutes);
  app.route("/api", guestRoutes);
  app.route("/api", legalRoutes);
  app.route("/api", referralRoutes);
  app.route("/api", clientEventRoutes);
  app.route("/api", adminRoutes);

  app.doc31("/api/openapi.json", {
    openapi: "3.1.0",
    info: {
      title: "Buildr AI API",
      version: "0.1.0",
      description: API_DESCRIPTION,
    },
  });
  app.route("/api", apiDocsRoutes);

  app.all("/api/*", () => {
    throw new AppError("not_found", "No such API endpoint.");
  });

  // Prometheus scrapes this with the bearer token in METRICS_TOKEN; without one configured it does not exist.
  app.get("/metrics", (c) => metrics.answer(c, env.METRICS_TOKEN));

  if (env.NODE_ENV !== "production") app.route("/dev", devMailboxRoutes);
  // Not the web app's page either: in production a probe for the mailbox gets a plain 404.
  app.all("/dev/*", () => {
    throw new AppError("not_found", "Not found.");
  });

  if (options.webDist) mountWebApp(app, options.webDist);

  app.notFound((c) => c.json(errorBody("not_found", "Not found."), 404));
  app.onError((err, c) => toErrorResponse(c, err, logger));
  return app;
}
