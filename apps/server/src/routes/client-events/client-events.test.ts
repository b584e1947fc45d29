import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContext, errorOf, type TestContext } from "../../test/harness.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

describe("POST /api/client-events/not-found", () => {
  it("logs the address of the app's 404 with the agent, for a signed-in agent only", async () => {
    expect((await t.client().post("/api/client-events/not-found", { path: "/app/nowhere" })).status).toBe(
      401,
    );
    const { client, id } = await t.signedInUser();
    const warn = vi.spyOn(t.services.logger, "warn");
    try {
      const res = await client.post("/api/client-events/not-found", {
        path: "/app/reports?week=3",
        referrer: "/app/dashboard",
      });
      expect(res.status).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          event: "app_not_found",
          path: "/app/reports?week=3",
          referrer: "/app/dashboard",
          userId: id,
        }),
        "app 404",
      );
    } finally {
      warn.mockRestore();
    }
    const bad = await client.post("/api/client-events/not-found", { path: "https://elsewhere.example" });
    expect(bad.status).toBe(400);
    expect((await errorOf(bad)).code).toBe("validation_failed");
  });
});
