import { describe, expect, it } from "vitest";
import {
  addMonths,
  anniversaryIn,
  civil,
  dayNumber,
  dayOfInstant,
  daysInMonth,
  firstOfMonth,
  isLeap,
  iso,
  lastOfMonth,
  monthIndex,
  parsePartialIso,
} from "./dates.js";

describe("day numbers", () => {
  it("round-trips with Date.UTC from 1900 to 2100", () => {
    for (let n = dayNumber(1900, 1, 1); n <= dayNumber(2100, 12, 31); n += 13) {
      const d = new Date(n * 86_400_000);
      expect(civil(n)).toBe(d.getUTCFullYear() * 10_000 + (d.getUTCMonth() + 1) * 100 + d.getUTCDate());
      expect(dayNumber(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate())).toBe(n);
    }
  });

  it.each([
    [2024, true],
    [2025, false],
    [2000, true],
    [2100, false],
    [1900, false],
  ])("leap year %i: %s", (y, leap) => {
    expect(isLeap(y)).toBe(leap);
    expect(daysInMonth(y, 2)).toBe(leap ? 29 : 28);
    expect(iso(lastOfMonth(monthIndex(y, 2)))).toBe(`${y}-02-${leap ? 29 : 28}`);
  });

  it.each([
    ["2025-01-31", 1, "2025-02-28"],
    ["2024-01-31", 1, "2024-02-29"],
    ["2024-03-31", -1, "2024-02-29"],
    ["2026-08-31", 6, "2027-02-28"],
    ["2027-08-31", 6, "2028-02-29"],
    ["2026-12-15", 1, "2027-01-15"],
    ["2026-05-01", 12, "2027-05-01"],
    ["2024-02-29", 12, "2025-02-28"],
  ])("addMonths(%s, %i) = %s", (from, k, to) => {
    const [y, m, d] = from.split("-").map(Number) as [number, number, number];
    expect(iso(addMonths(dayNumber(y, m, d), k))).toBe(to);
  });

  it("month bounds across year ends", () => {
    expect(iso(firstOfMonth(monthIndex(2026, 12) + 1))).toBe("2027-01-01");
    expect(iso(lastOfMonth(monthIndex(2027, 1) - 1))).toBe("2026-12-31");
    expect(iso(lastOfMonth(monthIndex(2026, 4)))).toBe("2026-04-30");
  });

  it("Feb 29 anniversaries in common years fall on Feb 28 (early) or Mar 1 (late)", () => {
    expect(iso(anniversaryIn(2027, 2, 29, true))).toBe("2027-02-28");
    expect(iso(anniversaryIn(2027, 2, 29, false))).toBe("2027-03-01");
    expect(iso(anniversaryIn(2028, 2, 29, false))).toBe("2028-02-29");
  });

  it("reads now in UTC", () => {
    expect(iso(dayOfInstant(new Date("2026-11-25T23:59:59Z")))).toBe("2026-11-25");
    expect(iso(dayOfInstant(new Date("2026-11-25T23:30:00-05:00")))).toBe("2026-11-26");
  });
});

describe("partial ISO dates", () => {
  it.each([
    ["1961-12-10", { y: 1961, m: 12, d: 10 }],
    ["1961-12", { y: 1961, m: 12, d: 0 }],
    ["1961", { y: 1961, m: 0, d: 0 }],
    ["--12-10", { y: 0, m: 12, d: 10 }],
    ["--02-29", { y: 0, m: 2, d: 29 }],
    ["2024-02-29", { y: 2024, m: 2, d: 29 }],
    ["2026-11-25T09:00:00Z", { y: 2026, m: 11, d: 25 }],
  ])("%s", (s, want) => {
    expect(parsePartialIso(s)).toEqual(want);
  });

  it.each(["1961-02-29", "1961-13", "1961-04-31", "abc", "", "61-01-01", "--13-01", "1961/01/01"])(
    "rejects %s",
    (s) => {
      expect(parsePartialIso(s)).toBeUndefined();
    },
  );
});
