/**
 * Classes of misreading found on unseen leads, each pinned with fresh sentences: whose fact it is
 * (asides, couples, the spouse's own plan), ages said as "<person> de 67", product lengths that are not
 * ages, and state names that are not first names.
 */
import { describe, expect, it } from "vitest";
import { parseLead, profileFacts } from "../../src/parse/index.js";

const NOW = new Date("2026-03-10T12:00:00Z");

function facts(lead: string): string[] {
  return profileFacts(parseLead(lead, { now: NOW }).profile);
}

describe("reading: whose fact it is", () => {
  it("keeps the subject of a clause through a parenthesis after it", () => {
    const read = facts(
      "Cliente de 71 en Tampa, su marido (73) tiene un plan Advantage de Aetna, ella tiene plan G",
    );
    expect(read).toContain("spouse.age=73");
    expect(read).toContain("spouse.coverage=medicare_advantage");
    expect(read).toContain("spouse.carrier=Aetna");
    expect(read).not.toContain("client.carrier=Aetna");
    expect(read).not.toContain("client.coverage=medicare_advantage");
    expect(read).toContain("client.coverage=medigap_g");
  });

  it("gives a couple's shared age to both of them", () => {
    const read = facts("Pareja de 68 en San Antonio, los dos con Medicare original");
    expect(read).toContain("client.age=68");
    expect(read).toContain("spouse.age=68");
    expect(read).toContain("client.marital=married");
  });

  it("reads 'su pareja' as the partner, not the couple", () => {
    const read = facts("Señor de 70 en Texas, su pareja tiene 66 años");
    expect(read).toContain("client.age=70");
    expect(read).toContain("spouse.age=66");
    expect(read).not.toContain("client.age=66");
  });
});

describe("reading: ages", () => {
  it("reads '<person word> de 69' as the age and keeps what the word says", () => {
    const read = facts("veterano de 72 en Houston, quiere un plan dental");
    expect(read).toContain("client.age=72");
    expect(read).toContain("client.gender=male");
    expect(read).toContain("client.veteran=true");
    const widow = facts("viuda de 81 en El Paso");
    expect(widow).toContain("client.age=81");
    expect(widow).toContain("client.marital=widowed");
  });

  it("does not read a product's or a loan's length as an age", () => {
    const read = facts(
      "Hombre de 64, quiere un CD o una anualidad garantizada de 7 años, hipoteca de 15 años",
    );
    expect(read).toContain("client.age=64");
    expect(read).not.toContain("client.age=7");
    expect(read).not.toContain("client.age=15");
  });
});

describe("reading: names and places", () => {
  it("reads a state after 'City,' as the state, not a first name", () => {
    const read = facts("Señor de 70 en Richmond, Virginia, tiene plan N");
    expect(read).toContain("client.state=VA");
    expect(read).toContain("client.gender=male");
    expect(read).not.toContain("client.gender=female");
  });
});
