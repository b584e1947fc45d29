import { describe, expect, it } from "vitest";
import { complianceViolations } from "../../src/words/index.js";

describe("complianceViolations", () => {
  it.each([
    ["Get a free Medicare plan today", ["free"]],
    ["FREE dental with this plan!", ["FREE"]],
    ["It's free.", ["free"]],
    ["Free, free, free", ["Free", "free", "free"]],
    ["Un plan gratis para usted", ["gratis"]],
    ["Cobertura dental gratuita", ["gratuita"]],
    ["Exámenes gratuitos", ["gratuitos"]],
    ["Lo recibe gratuitamente", ["gratuitamente"]],
    ["Un régime gratuit", ["gratuit"]],
    ["Une couverture gratuite", ["gratuite"]],
    ["Des examens gratuits et des lunettes gratuites", ["gratuits", "gratuites"]],
    ["Vous l'obtenez gratuitement", ["gratuitement"]],
    ["Gratis in English too", ["Gratis"]],
  ])("flags %j", (text, expected) => {
    expect(complianceViolations(text, "en")).toEqual(expected);
  });

  it.each([
    "A zero-premium plan; the Part B premium still applies.",
    "Freedom to see any doctor who accepts Medicare.",
    "A carefree retirement, freely chosen.",
    "Call our toll-free number, 1-800-MEDICARE.",
    "Call the toll free line.",
    "You have a 30-day free-look period.",
    "The free look period lets you return the policy.",
    "Llame a nuestro número gratuito o a la línea gratuita.",
    "Appelez notre numéro gratuit.",
    "Prima cero, prime zéro.",
    "",
  ])("allows %j", (text) => {
    expect(complianceViolations(text, "en")).toEqual([]);
  });

  it("checks every language's words whatever the text's language", () => {
    expect(complianceViolations("Es free", "es")).toEqual(["free"]);
    expect(complianceViolations("C'est gratis", "fr")).toEqual(["gratis"]);
  });

  it("gives the same answer on repeated calls (no leftover regex state)", () => {
    const text = "free plan, free dental";
    expect(complianceViolations(text, "en")).toEqual(["free", "free"]);
    expect(complianceViolations(text, "en")).toEqual(["free", "free"]);
  });
});
