import {
  type Bundle,
  coachAnswer,
  coachingReply,
  decideMessage,
  generateBundle,
  type Language,
} from "@buildr/engine";
import type { ModelTool } from "./model.js";

/**
 * What a model may use when it answers: the facts of the bundle under discussion, the knowledge the
 * router found for the question, and tools that ask the engine for more. The model's own memory of
 * premiums or commissions is never a source (the number guard holds it to these).
 */

/** The bundle as facts: policies, premiums, commissions, carriers, windows and rules, household. */
export function bundleFacts(bundle: Bundle): Record<string, unknown> {
  return {
    summary: bundle.summary,
    planYear: bundle.planYear,
    client: bundle.client,
    policies: bundle.policies.map((p) => ({
      product: p.product,
      name: p.name,
      role: p.role,
      coverage: p.coverage,
      why: p.why,
      carriers: p.carriers,
      premium: { mode: p.premium.mode, low: p.premium.amount.low, high: p.premium.amount.high },
      firstYearCommission: {
        low: p.commission.firstYear.low,
        high: p.commission.firstYear.high,
        basis: p.commission.basis,
        ...(p.commission.renewal ? { renewal: p.commission.renewal } : {}),
      },
    })),
    totals: bundle.totals,
    windowsAndRules: (bundle.timing ?? []).map((item) => ({
      kind: item.kind,
      ...(item.status ? { status: item.status } : {}),
      ...(item.opens ? { opens: item.opens } : {}),
      ...(item.closes ? { closes: item.closes } : {}),
      text: item.text,
      ...(item.source ? { source: item.source } : {}),
    })),
    household: bundle.household ?? [],
    talkTrack: bundle.talkTrack,
    scripts: bundle.scripts,
    objections: bundle.objections,
    followUp: bundle.followUp,
    compliance: bundle.compliance,
    stillToAsk: bundle.missing,
  };
}

/** The facts section of the system prompt; also what the number guard reads. */
export function factsSection(input: { bundle: Bundle | null; knowledge: string | null }): string | null {
  const parts: string[] = [];
  if (input.bundle)
    parts.push(
      `The bundle under discussion (JSON; money in US dollars, a range as low/high):\n${JSON.stringify(bundleFacts(input.bundle))}`,
    );
  if (input.knowledge) parts.push(`What the knowledge base says about the question:\n${input.knowledge}`);
  if (parts.length === 0) return null;
  return [
    "FACTS YOU MAY USE. Every figure you write (dollars, percentages, dates, ages, counts) must come from these facts, from the agent's message or from a tool's answer; when a figure you need is missing, call a tool or say you do not have it.",
    ...parts,
  ].join("\n\n");
}

/** The knowledge the router finds for a question, or null when the knowledge base has nothing. */
export function knowledgeFor(question: string, language: Language, now: Date): string | null {
  const reply = coachingReply(question, { now, language });
  return reply.articleIds.length > 0 ? reply.text : null;
}

/** Which Markdown the chat screen renders: the model writes in it and nothing else. */
export const MARKDOWN_NOTE =
  "Format: the chat renders GitHub-flavoured Markdown: **bold**, *italics*, bullet and numbered lists, tables (| a | b |), > block quotes for lines to say to a client, `code`, and [links](https://…). No HTML, no images, no headings above ###.";

/** The tools a model may call: the engine answers each, so what they return is a fact. */
export function engineTools(context: {
  bundle: Bundle | null;
  lead: string | null;
  language: Language;
  now: Date;
}): ModelTool[] {
  const { bundle, lead, language, now } = context;
  const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 500) : "");
  const tools: ModelTool[] = [
    {
      name: "lookup_fact",
      description:
        "Look up one insurance fact from the engine's sourced tables (a Medicare premium or deductible, an enrollment window, a product's rule, a carrier fit). Answer with the figure and its year.",
      parameters: {
        type: "object",
        properties: { question: { type: "string", description: "The fact wanted, in plain words." } },
        required: ["question"],
      },
      run: (args) => {
        const question = text(args.question);
        if (!question) return "Ask with a question.";
        const decision = decideMessage(question, {
          language,
          lastReplyKind: bundle ? "follow_up" : null,
          followUpCount: 0,
          allowance: { unlimited: true },
        });
        const own = coachAnswer(decision, question, { bundle, now });
        return own?.content ?? coachingReply(question, { now, language }).text;
      },
    },
    {
      name: "search_knowledge",
      description:
        "Search the coaching knowledge base (sales techniques, objections, compliance, product basics).",
      parameters: {
        type: "object",
        properties: { query: { type: "string" } },
        required: ["query"],
      },
      run: (args) => {
        const query = text(args.query);
        return query ? coachingReply(query, { now, language }).text : "Search with a query.";
      },
    },
  ];
  if (bundle && lead) {
    tools.push({
      name: "regenerate_bundle",
      description:
        "Build the bundle again with changed or added client facts (e.g. 'she smokes', 'budget $80 a month', 'lives in Texas'). Returns the new bundle's facts; it is not saved.",
      parameters: {
        type: "object",
        properties: { changes: { type: "string", description: "The facts that change, in plain words." } },
        required: ["changes"],
      },
      run: (args) => {
        const changes = text(args.changes);
        if (!changes) return "Say which facts change.";
        const result = generateBundle(
          { lead: `${lead}. ${changes}`, language },
          { id: bundle.id, now, language },
        );
        if (!result.ok) return `No bundle: still needed: ${result.missing.join("; ")}`;
        return JSON.stringify(bundleFacts(result.bundle));
      },
    });
  }
  return tools;
}
