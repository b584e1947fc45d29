import { HTTPException } from "hono/http-exception";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestContext, errorOf, type TestContext } from "../test/harness.js";
import { describeError } from "./errors.js";

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

// docs/product/compliance.md#security: a body in a type the route does not take was answered 415 with the code `bad_request`.
describe("a body in a type the route does not take", () => {
  it.each([
    "text/plain",
    "application/x-www-form-urlencoded",
    "multipart/form-data; boundary=----x",
    "application/xml",
  ])("is a 415 with the code unsupported_media_type (%s)", async (type) => {
    const res = await t
      .client()
      .post("/api/guest/leads", JSON.stringify({ email: "typed@example.com" }), { "content-type": type });
    expect(res.status).toBe(415);
    expect(await errorOf(res)).toEqual({
      code: "unsupported_media_type",
      message: "Send the body as application/json.",
    });
  });

  it("is the same on a signed-in route", async () => {
    const { client } = await t.signedInUser();
    const res = await client.post("/api/bundles", "lead=Linda, 67", { "content-type": "text/plain" });
    expect(res.status).toBe(415);
    expect((await errorOf(res)).code).toBe("unsupported_media_type");
  });

  it("maps the framework's 415 to the contract's code", () => {
    const { status, body } = describeError(
      new HTTPException(415, { message: "Unsupported Media Type" }),
      pino({ level: "silent" }),
    );
    expect(status).toBe(415);
    expect(body.error.code).toBe("unsupported_media_type");
  });
});
