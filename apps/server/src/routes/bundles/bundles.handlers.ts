import type { Bundle } from "@buildr/engine";
import type { RouteHandler } from "@hono/zod-openapi";
import type { TypedResponse } from "hono";
import { loadAccess } from "../../auth/middleware.js";
import type { AppEnv } from "../../lib/context.js";
import { bundlePdfFilename } from "../../services/pdf/bundle-pdf.js";
import { PdfCache } from "../../services/pdf/pdf-cache.js";
import type * as routes from "./bundles.routes.js";

export const generate: RouteHandler<typeof routes.generate, AppEnv> = async (c) => {
  const json = await c.var.services.bundles.generate(
    c.var.user.id,
    c.req.valid("json"),
    new Date(),
    await loadAccess(c),
  );
  // The service's serialisation of the bundle, sent as it is: the bytes c.json(bundle) would send, without
  // serialising 12 KB a second time. Typed as that JSON answer for the route's contract.
  return c.body(json, 200, { "content-type": "application/json" }) as unknown as TypedResponse<
    Bundle,
    200,
    "json"
  >;
};

export const get: RouteHandler<typeof routes.get, AppEnv> = async (c) => {
  return c.json(await c.var.services.bundles.get(c.var.user.id, c.req.valid("param").id), 200);
};

export const clientCopy: RouteHandler<typeof routes.clientCopy, AppEnv> = async (c) => {
  return c.json(
    await c.var.services.bundles.clientCopy(
      c.var.user.id,
      c.req.valid("param").id,
      c.req.valid("query").line,
    ),
    200,
  );
};

/**
 * Rendered PDFs by everything that changes their bytes, kept in the main thread: a first render is
 * 40-50 ms of CPU, done in a worker thread (services.pdf, decision 022); a cached file costs nothing.
 */
const pdfCache = new PdfCache();
/** Bump when the layout or the words around a bundle change, so no stale file is served. */
const PDF_LAYOUT_VERSION = 2;

export const pdf: RouteHandler<typeof routes.pdf, AppEnv> = async (c) => {
  const { id } = c.req.valid("param");
  const { copy, line } = c.req.valid("query");
  const service = c.var.services.bundles;
  const [full, agent] = await Promise.all([service.get(c.var.user.id, id), service.agentCard(c.var.user.id)]);
  const bundle = copy === "client" ? service.handout(full, agent, line) : full;
  const options = {
    agentName: agent.name,
    agentCompany: agent.company,
    agentPhone: agent.phone,
    tpmo: agent.tpmo,
  };
  const key = PdfCache.key({
    v: PDF_LAYOUT_VERSION,
    id: full.id,
    copy,
    line: copy === "client" ? (bundle.appointment?.line ?? null) : null,
    language: full.language,
    options,
  });
  const file = await pdfCache.getOrRender(key, () => c.var.services.pdf.render(bundle, copy, options));
  const name = bundlePdfFilename(bundle, copy);
  return c.body(new Uint8Array(file), 200, {
    "content-type": "application/pdf",
    "content-disposition": `attachment; filename="${name.ascii}"; filename*=UTF-8''${encodeURIComponent(name.utf8)}`,
    "cache-control": "private, no-store",
  });
};

export const save: RouteHandler<typeof routes.save, AppEnv> = async (c) => {
  const { bundleId } = c.req.valid("json");
  return c.json(
    await c.var.services.bundles.save(c.var.user.id, bundleId, new Date(), await loadAccess(c)),
    200,
  );
};

export const list: RouteHandler<typeof routes.list, AppEnv> = async (c) => {
  const { search, cursor, limit } = c.req.valid("query");
  return c.json(
    await c.var.services.bundles.list(
      c.var.user.id,
      { search: search || undefined, cursor: cursor || undefined, limit },
      new Date(),
      await loadAccess(c),
    ),
    200,
  );
};

export const remove: RouteHandler<typeof routes.remove, AppEnv> = async (c) => {
  await c.var.services.bundles.remove(c.var.user.id, c.req.valid("param").id);
  return c.body(null, 204);
};
