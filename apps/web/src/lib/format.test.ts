import { describe, expect, it } from "vitest";
import { formatDay, formatUsd, formatUsdRange, localeOf } from "./format";

describe("money and dates, one way everywhere", () => {
  it("writes dollars as each audience does", () => {
    expect(formatUsd(1250, "en")).toBe("$1,250");
    expect(formatUsd(1250, "es")).toBe("$1,250");
    expect(formatUsd(1250, "fr")).toBe("1\u00a0250\u00a0$");
  });

  it("closes the range dash in English and Spanish, spaces it between French amounts", () => {
    expect(formatUsdRange({ low: 441, high: 888 }, "en")).toBe("$441–$888");
    expect(formatUsdRange({ low: 441, high: 888 }, "es")).toBe("$441–$888");
    expect(formatUsdRange({ low: 441, high: 888 }, "fr")).toBe("441\u00a0$ – 888\u00a0$");
  });

  it("writes one figure when both ends read the same, even when they differ by cents", () => {
    expect(formatUsdRange({ low: 99.6, high: 100.2 }, "en")).toBe("$100");
  });

  it("falls back to US English for an unknown language and reads regional tags", () => {
    expect(localeOf("de")).toBe("en-US");
    expect(localeOf("es-MX")).toBe("es-US");
    expect(formatUsd(5, "fr-CA")).toBe("5\u00a0$");
  });

  it("writes a UTC day whatever the zone, with the French ordinal on the first", () => {
    expect(formatDay("2026-11-01T00:00:00.000Z", "fr", { day: "numeric", month: "long" })).toBe(
      "1er novembre",
    );
    expect(formatDay("2026-11-01T00:00:00.000Z", "en", { day: "numeric", month: "short" })).toBe("Nov 1");
  });
});
