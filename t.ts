import { parseLead, profileFacts, generateBundle } from "./packages/engine/src/index.ts";
import { readFileSync } from "node:fs";
const ids = process.argv.slice(2);
for (const lang of ["en","es","fr"]) for (const c of JSON.parse(readFileSync(`packages/engine/eval/expert/dev-${lang}.json`,"utf8"))) {
  if (!ids.includes(c.id)) continue;
  const now = new Date(c.now+"T12:00:00Z");
  const r = parseLead(c.lead, { now });
  console.log("\n##", c.id, c.lead, "\n expect", JSON.stringify(c.expect), "\n note", c.note);
  console.log(" facts", profileFacts(r.profile).join(" | "));
  const b = generateBundle({ lead: c.lead, language: c.language }, { id: "x", now });
  if (b.ok) { for (const p of b.bundle.policies) console.log("  -", p.product, p.premium.amount.low, p.why.slice(0,200)); for (const t of b.bundle.timing ?? []) console.log("   [", t.id, t.status, "]", t.text.slice(0,140)); }
  else console.log(" no bundle", b.reason, b.missingIds);
}
