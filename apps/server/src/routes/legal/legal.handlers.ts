import type { RouteHandler } from "@hono/zod-openapi";
import type { AppEnv } from "../../lib/context.js";
import { legalText } from "../../services/legal.js";
import type * as routes from "./legal.routes.js";

export const legalPage: RouteHandler<typeof routes.legalPage, AppEnv> = (c) => {
  const { document } = c.req.valid("param");
  const { lng } = c.req.valid("query");
  const { env } = c.var.services;
  const text = legalText(env.LEGAL_DIR, document, lng);
  // The contact address is the deployment's, wherever the page names it.
  const markdown = text.markdown.replaceAll("{{supportEmail}}", env.SUPPORT_EMAIL);
  c.header("Cache-Control", "no-cache");
  return c.json({ document: text.document, language: text.language, markdown }, 200);
};
