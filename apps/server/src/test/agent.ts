import { type Bundle, bundleSchema } from "@buildr/contracts";
import { expect } from "vitest";
import type { TestClient, TestContext } from "./harness.js";

/** A signed-in agent on the lifetime plan: unlimited, so a test may make as many bundles as it needs. */
export async function lifetimeAgent(t: TestContext) {
  const user = await t.signedInUser();
  await t.services.accounts.grantEntitlement(user.id, "lifetime", { source: "admin" });
  return user;
}

/** `PUT /api/me/book`: the agent's licences and appointments, sent as they are (valid or not). */
export function putBook(client: TestClient, book: unknown) {
  return client.put("/api/me/book", book);
}

/** `POST /api/bundles/generate` for an English lead, read back through the contract. */
export async function bundleOf(client: TestClient, lead: string): Promise<Bundle> {
  const res = await client.post("/api/bundles/generate", { lead, language: "en" });
  expect(res.status).toBe(200);
  return bundleSchema.parse(await res.json()) as Bundle;
}
