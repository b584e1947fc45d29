import { describe, expect, it } from "vitest";
import { AppError } from "../../lib/errors.js";
import { grantExpiry } from "./grants.js";

const NOW = new Date("2026-11-23T12:00:00.000Z");

function refusal(value: string): AppError {
  try {
    grantExpiry(value, NOW);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error(`${value} was accepted`);
}

describe("a grant's expiry", () => {
  it("is no end at all for a grant without a date", () => {
    expect(grantExpiry(null, NOW)).toBeNull();
  });

  it("runs through the last moment of a picked day, UTC", () => {
    expect(grantExpiry("2027-01-31", NOW)?.toISOString()).toBe("2027-01-31T23:59:59.999Z");
    // Today is still ahead until midnight, so a grant through today is accepted.
    expect(grantExpiry("2026-11-23", NOW)?.toISOString()).toBe("2026-11-23T23:59:59.999Z");
  });

  it("keeps a full timestamp as it is", () => {
    expect(grantExpiry("2026-12-01T08:30:00.000Z", NOW)?.toISOString()).toBe("2026-12-01T08:30:00.000Z");
  });

  it("refuses a date it cannot read, naming the field and the form to use", () => {
    const error = refusal("31/01/2027");
    expect(error.code).toBe("validation_failed");
    expect(error.extra.fields).toEqual({ expiresAt: "Use a date like 2027-01-31." });
  });

  it("refuses a day or moment already past", () => {
    for (const past of ["2026-11-22", "2026-11-23T12:00:00.000Z"]) {
      const error = refusal(past);
      expect(error.code).toBe("validation_failed");
      expect(error.extra.fields).toEqual({ expiresAt: "The expiry date must be in the future." });
    }
  });
});
