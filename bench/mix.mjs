// The capacity mix: what one active agent asks per minute, and each kind of request as a browser sends
// it, against a running server (bench/server.mjs). Shared by capacity.mjs (the whole mix, stepped up) and
// profile.mjs (one kind at a time, for its CPU per request and its profile).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { CHAT_MESSAGES, DEMO_ADMIN, LEADS } from "./leads.mjs";

/**
 * What one active agent does per minute. The first five rates are the probe mix (4 `/api/me`, 2 coaching
 * chat messages, 0.5 bundles, 1 conversation list, 0.5 page loads); saves, searches and PDFs are
 * estimates of a working session (about one bundle in two saved, a search every two minutes, a PDF every
 * ten): see bench/README.md "Capacity".
 */
export const MIX = [
  { name: "me", perMinute: 4 },
  { name: "chat", perMinute: 2 },
  { name: "bundle", perMinute: 0.5 },
  { name: "save", perMinute: 0.25 },
  { name: "conversations", perMinute: 1 },
  { name: "search", perMinute: 0.5 },
  { name: "page", perMinute: 0.5 },
  { name: "pdf", perMinute: 0.1 },
];
export const PER_AGENT_PER_SECOND = MIX.reduce((sum, m) => sum + m.perMinute, 0) / 60;

const CLOCK_TICKS_PER_SECOND = 100;

/** CPU seconds a process has used so far (user + system, from Linux's /proc), or null without /proc. */
export function processCpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine (its backends included). */
export function postgresCpuSeconds() {
  if (!existsSync("/proc")) return null;
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() === "postgres")
        total += processCpuSeconds(pid) ?? 0;
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/**
 * Signs the demo admin in `sessions` times from different addresses (the auth rate limits are per
 * address), opens 200 conversations and makes 20 bundles (10 saved), then returns `act(name)`: one request
 * of that kind, resolving like a fetch. Node's fetch keeps connections alive with no limit per origin, so
 * an open-loop load never queues in the client for want of a connection. The server must trust
 * X-Forwarded-For (TRUST_PROXY=1). `freshPdfs` makes bundles enough for that many PDFs nobody has
 * downloaded (two copies each), for the kind `pdf-fresh`: each one a render, never the server's cache.
 */
export async function prepareMix(app, { sessions = 20, freshPdfs = 0 } = {}) {
  const origin = app.publicUrl;
  async function session(i) {
    const res = await fetch(`${app.base}/api/auth/sign-in/email`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        origin,
        "x-forwarded-for": `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
      },
      body: JSON.stringify(DEMO_ADMIN),
    });
    if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
  }
  const cookies = [];
  for (let i = 0; i < sessions; i++) cookies.push(await session(i));
  const headersFor = (cookie, extra = {}) => ({
    cookie,
    origin,
    "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    ...extra,
  });

  // Conversations to talk in (an agent's chat screen holds one) and bundles to save and download. Each
  // gets a first message: the server hands a conversation nobody wrote in out again, so without it the
  // 200 were one (as they were in the runs before 2026-11-28).
  const conversations = [];
  for (let i = 0; i < 200; i++) {
    const cookie = cookies[i % cookies.length];
    const res = await fetch(`${app.base}/api/conversations`, {
      method: "POST",
      headers: headersFor(cookie, { "content-type": "application/json" }),
      body: "{}",
    });
    const id = (await res.json()).conversationId;
    const first = await fetch(`${app.base}/api/chat`, {
      method: "POST",
      headers: headersFor(cookie, { "content-type": "application/json" }),
      body: JSON.stringify({ message: CHAT_MESSAGES[i % CHAT_MESSAGES.length], conversationId: id }),
    });
    if (!first.ok) throw new Error(`first message failed: ${first.status} ${await first.text()}`);
    conversations.push({ cookie, id });
  }
  if (new Set(conversations.map((c) => c.id)).size !== conversations.length)
    throw new Error("the set-up's conversations are not all different");
  const generated = [];
  const saved = [];
  /** A bundle from a lead; its id is kept for saves and PDFs. Resolves like a fetch whose body was read. */
  async function generateBundle(cookie) {
    const res = await fetch(`${app.base}/api/bundles/generate`, {
      method: "POST",
      headers: headersFor(cookie, { "content-type": "application/json" }),
      body: JSON.stringify({ lead: pick(LEADS) }),
    });
    const body = await res.json().catch(() => null);
    if (res.ok && body?.id) generated.push({ cookie, id: body.id });
    return { status: res.status, arrayBuffer: async () => {} };
  }
  for (let i = 0; i < 20; i++) await generateBundle(cookies[i % cookies.length]);
  for (const b of generated.slice(0, 10)) {
    await fetch(`${app.base}/api/bundles`, {
      method: "POST",
      headers: headersFor(b.cookie, { "content-type": "application/json" }),
      body: JSON.stringify({ bundleId: b.id }),
    });
    saved.push(b);
  }
  const fresh = [];
  while (fresh.length < freshPdfs) {
    const before = generated.length;
    await generateBundle(cookies[fresh.length % cookies.length]);
    const b = generated[before];
    if (!b) throw new Error("a bundle for the fresh PDFs could not be made");
    fresh.push({ ...b, copy: "agent" }, { ...b, copy: "client" });
  }

  /** One request of the kind named, as a browser sends it; resolves with its status once fully read. */
  async function act(name) {
    const cookie = pick(cookies);
    switch (name) {
      case "me":
        return fetch(`${app.base}/api/me`, { headers: headersFor(cookie) });
      case "health":
        return fetch(`${app.base}/api/health`, { headers: headersFor(cookie) });
      case "chat": {
        const c = pick(conversations);
        return fetch(`${app.base}/api/chat`, {
          method: "POST",
          headers: headersFor(c.cookie, { "content-type": "application/json", accept: "text/event-stream" }),
          body: JSON.stringify({ message: pick(CHAT_MESSAGES), conversationId: c.id }),
        });
      }
      case "bundle":
        return generateBundle(cookie);
      case "save": {
        const b = generated.length > 0 ? generated[Math.floor(Math.random() * generated.length)] : null;
        if (!b) return generateBundle(cookie);
        saved.push(b);
        if (generated.length > 500) generated.splice(0, 250);
        return fetch(`${app.base}/api/bundles`, {
          method: "POST",
          headers: headersFor(b.cookie, { "content-type": "application/json" }),
          body: JSON.stringify({ bundleId: b.id }),
        });
      }
      case "conversations":
        return fetch(`${app.base}/api/conversations`, { headers: headersFor(cookie) });
      case "search":
        return Math.random() < 0.5 ? act("search-bundles") : act("search-conversations");
      case "search-bundles":
        return fetch(
          `${app.base}/api/bundles?search=${encodeURIComponent(pick(["Ohio", "funeral", "Texas"]))}`,
          {
            headers: headersFor(cookie),
          },
        );
      case "search-conversations":
        return fetch(
          `${app.base}/api/conversations?search=${encodeURIComponent(pick(["Medigap", "funeral"]))}`,
          {
            headers: headersFor(cookie),
          },
        );
      case "page":
        return fetch(`${app.base}/`, { headers: headersFor(cookie, { accept: "text/html" }) });
      case "pdf": {
        const b = pick(saved);
        return fetch(`${app.base}/api/bundles/${b.id}/pdf`, { headers: headersFor(b.cookie) });
      }
      case "pdf-fresh": {
        const b = fresh.pop();
        if (!b) throw new Error("no fresh PDF left: ask prepareMix for more (freshPdfs)");
        return fetch(`${app.base}/api/bundles/${b.id}/pdf?copy=${b.copy}`, { headers: headersFor(b.cookie) });
      }
    }
    throw new Error(`unknown action ${name}`);
  }
  return { act };
}

/** The value at quantile `q` of sorted numbers (nearest rank). */
export function quantile(sorted, q) {
  if (sorted.length === 0) return null;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

/**
 * An open-loop load for `seconds` after `warmup` uncounted seconds: each entry of `kinds` ({ name,
 * rate } in requests per second) arrives as a Poisson process and is sent at its time whatever is still in
 * flight. Latency runs from the scheduled send to the last byte (a streamed chat reply read to its end).
 * `onMeasure` is called when the counted window opens and when it closes (the caller reads CPU there).
 * Answers still outstanding 10 s after the window count as errors.
 */
export async function openLoop(act, kinds, { seconds, warmup, onMeasure = () => {} }) {
  const latencies = [];
  const perKind = Object.fromEntries(kinds.map((k) => [k.name, []]));
  let errors = 0;
  const errorSamples = [];
  let sent = 0;
  const inFlight = new Set();
  const began = performance.now();
  const countFrom = began + warmup * 1000;
  const end = began + (warmup + seconds) * 1000;
  const next = kinds.map((k) => ({ ...k, at: began + (-Math.log(1 - Math.random()) / k.rate) * 1000 }));
  let opened = false;
  while (performance.now() < end) {
    const now = performance.now();
    if (!opened && now >= countFrom) {
      onMeasure("start");
      opened = true;
    }
    for (const n of next) {
      while (n.at <= now) {
        const scheduled = n.at;
        n.at += (-Math.log(1 - Math.random()) / n.rate) * 1000;
        const counted = scheduled >= countFrom;
        sent++;
        const p = act(n.name)
          .then(async (res) => {
            await res.arrayBuffer();
            const ms = performance.now() - scheduled;
            if (counted) {
              latencies.push(ms);
              perKind[n.name].push(ms);
              if (res.status >= 400) {
                errors++;
                if (errorSamples.length < 5) errorSamples.push(`${n.name} ${res.status}`);
              }
            }
          })
          .catch((error) => {
            if (counted) {
              errors++;
              if (errorSamples.length < 5)
                errorSamples.push(`${n.name} ${error.cause?.code ?? error.message}`);
            }
          })
          .finally(() => inFlight.delete(p));
        inFlight.add(p);
      }
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  const measuredSeconds = (performance.now() - countFrom) / 1000;
  onMeasure("end");
  // Answers still arriving after the window count too (a slow answer is what is measured).
  await Promise.race([Promise.allSettled([...inFlight]), new Promise((r) => setTimeout(r, 10_000))]);
  errors += inFlight.size;
  latencies.sort((a, b) => a - b);
  for (const v of Object.values(perKind)) v.sort((a, b) => a - b);
  return { latencies, perKind, errors, errorSamples, sent, measuredSeconds };
}

/**
 * A closed loop: `connections` loops, each sending the next request of `kinds` (in turn) once its last
 * answer is read, for `seconds` after `warmup`. With one connection the server answers one request at a
 * time, nothing batched with another: its CPU per request then hardly depends on how busy the machine is.
 * Same result shape as `openLoop`.
 */
export async function closedLoop(act, kinds, { seconds, warmup, connections = 1, onMeasure = () => {} }) {
  const latencies = [];
  const perKind = Object.fromEntries(kinds.map((k) => [k.name, []]));
  let errors = 0;
  const errorSamples = [];
  let sent = 0;
  const began = performance.now();
  const countFrom = began + warmup * 1000;
  const end = began + (warmup + seconds) * 1000;
  let opened = false;
  let closed = false;
  let measuredSeconds = seconds;
  const loop = async (i) => {
    for (let k = i; ; k++) {
      const now = performance.now();
      if (!opened && now >= countFrom) {
        opened = true;
        onMeasure("start");
      }
      if (now >= end) {
        if (!closed) {
          closed = true;
          measuredSeconds = (now - countFrom) / 1000;
          onMeasure("end");
        }
        return;
      }
      const { name } = kinds[k % kinds.length];
      const counted = now >= countFrom;
      sent++;
      try {
        const res = await act(name);
        await res.arrayBuffer();
        if (counted && performance.now() < end) {
          latencies.push(performance.now() - now);
          perKind[name].push(performance.now() - now);
          if (res.status >= 400) {
            errors++;
            if (errorSamples.length < 5) errorSamples.push(`${name} ${res.status}`);
          }
        }
      } catch (error) {
        if (counted) {
          errors++;
          if (errorSamples.length < 5) errorSamples.push(`${name} ${error.cause?.code ?? error.message}`);
        }
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, (_, i) => loop(i)));
  latencies.sort((a, b) => a - b);
  for (const v of Object.values(perKind)) v.sort((a, b) => a - b);
  return { latencies, perKind, errors, errorSamples, sent, measuredSeconds };
}
