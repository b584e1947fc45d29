import { type Bundle, type CreateLeadRequest, FREE_SAVES_PER_MONTH, type Lead } from "@buildr/contracts";
import { AppError } from "../../lib/errors.js";
import { agentToday } from "../leads/leads.js";
import { unnamedClient } from "./texts.js";

/** What "yes, save it" needs: the saved-bundles path and the leads (BundleService, LeadService). */
export interface LeadSaving {
  bundles: {
    get(userId: string, id: string): Promise<Bundle>;
    /** BundleService.save: the monthly save rule of a free account (docs/product/decisions.md#d-4). */
    save(userId: string, bundleId: string, now?: Date): Promise<unknown>;
  };
  leads: {
    leadIdOfBundle(userId: string, bundleId: string): Promise<string | null>;
    createLeadFromBundle(userId: string, request: CreateLeadRequest, now?: Date): Promise<Lead>;
  };
}

export type SaveOutcome = { type: "saved"; leadId: string } | { type: "limit"; limit: number };

/**
 * The chat's "yes" to "Save this client to your leads?": the bundle is saved under the monthly rule as
 * before, then its client becomes a lead as `POST /api/leads` makes one (status new, the follow-up plan
 * scheduled from the agent's today, the persistency guard). A lead already saved from this bundle is
 * the one answered, so saying yes again (or regenerating the reply) never makes a second. A client the
 * lead did not name is saved under a description of their facts, which the agent can rename.
 */
export async function saveClientToLeads(
  saving: LeadSaving,
  input: { userId: string; bundleId: string; now: Date; today?: string },
): Promise<SaveOutcome> {
  const { userId, bundleId, now } = input;
  // A date the lead would refuse is refused before the bundle is saved: nothing is half done.
  if (input.today !== undefined) agentToday(input.today, now);
  try {
    await saving.bundles.save(userId, bundleId, now);
  } catch (error) {
    if (error instanceof AppError && error.code === "upgrade_required")
      return { type: "limit", limit: FREE_SAVES_PER_MONTH };
    throw error;
  }
  const known = await saving.leads.leadIdOfBundle(userId, bundleId);
  if (known) return { type: "saved", leadId: known };
  const { client, language } = await saving.bundles.get(userId, bundleId);
  const named = [client.firstName, client.lastName].filter(Boolean).join(" ");
  const lead = await saving.leads.createLeadFromBundle(
    userId,
    {
      bundleId,
      ...(named ? {} : { name: unnamedClient(language, client) }),
      ...(input.today ? { today: input.today } : {}),
    },
    now,
  );
  return { type: "saved", leadId: lead.id };
}
