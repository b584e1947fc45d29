import { describe, expect, it } from "vitest";
import { nameFromEmail } from "./vip.js";

describe("the name of a VIP account made from its address", () => {
  it("capitalises the words of the local part", () => {
    expect(nameFromEmail("jane.doe@example.com")).toBe("Jane Doe");
    expect(nameFromEmail("mary-ann_o+vip@example.com")).toBe("Mary Ann O Vip");
  });

  it("leaves out parts that do not start with a letter", () => {
    expect(nameFromEmail("sam.2024@example.com")).toBe("Sam");
  });

  it("falls back to User when too little of a name is left", () => {
    expect(nameFromEmail("12345@example.com")).toBe("User");
    expect(nameFromEmail("j@example.com")).toBe("User");
  });

  it("stops at 100 characters", () => {
    expect(nameFromEmail(`${"a".repeat(150)}@example.com`)).toHaveLength(100);
  });
});
