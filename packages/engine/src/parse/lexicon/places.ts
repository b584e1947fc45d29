/**
 * US states by name (English, Spanish, French spellings, folded) and by USPS code. Names that are also
 * first names or ordinary words ("Georgia", "Virginia", "colorado" = red, "montaña") need a capital or a
 * place word before them; see `capOrPlace`.
 */
import { type Rule, rule } from "../phrases.js";

/** [code, names; ambiguous names]. */
const STATES: readonly (readonly [string, string, string?])[] = [
  ["AL", "alabama"],
  ["AK", "alaska"],
  ["AZ", "arizona"],
  ["AR", "arkansas"],
  ["CA", "california; californie"],
  ["CO", "", "colorado"],
  ["CT", "connecticut"],
  ["DE", "delaware"],
  ["DC", "district of columbia; washington dc; washington d c; distrito de columbia; washington d c"],
  ["FL", "florida; floride"],
  ["GA", "", "georgia; georgie"],
  ["HI", "hawaii; hawai"],
  ["ID", "idaho"],
  ["IL", "illinois"],
  ["IN", "indiana"],
  ["IA", "iowa"],
  ["KS", "kansas"],
  ["KY", "kentucky"],
  ["LA", "louisiana; luisiana; louisiane"],
  ["ME", "maine"],
  ["MD", "maryland"],
  ["MA", "massachusetts; massachussetts"],
  ["MI", "michigan"],
  ["MN", "minnesota"],
  ["MS", "mississippi; misisipi; mississipi"],
  ["MO", "missouri; misuri"],
  ["MT", "", "montana"],
  ["NE", "nebraska"],
  ["NV", "", "nevada"],
  ["NH", "new hampshire; nuevo hampshire"],
  ["NJ", "new jersey; nueva jersey; nouveau jersey"],
  ["NM", "new mexico; nuevo mexico; nouveau mexique"],
  ["NY", "new york; nueva york; new york city; nyc; ciudad de nueva york"],
  ["NC", "north carolina; n carolina; carolina del norte; caroline du nord"],
  ["ND", "north dakota; dakota del norte; dakota du nord"],
  ["OH", "ohio"],
  ["OK", "oklahoma"],
  ["OR", "oregon"],
  ["PA", "pennsylvania; pensilvania; pennsylvanie; pensylvanie"],
  ["RI", "rhode island"],
  ["SC", "south carolina; s carolina; carolina del sur; caroline du sud"],
  ["SD", "south dakota; dakota del sur; dakota du sud"],
  ["TN", "tennessee; tennesse; tenesi"],
  ["TX", "texas; tejas"],
  ["UT", "utah"],
  ["VT", "vermont"],
  ["VA", "virginie", "virginia"],
  ["WA", "washington state; estado de washington; etat de washington", "washington"],
  ["WV", "west virginia; virginia occidental; virginie occidentale"],
  ["WI", "wisconsin"],
  ["WY", "wyoming"],
  ["PR", "puerto rico; porto rico"],
];

export const USPS_CODES: ReadonlySet<string> = new Set(STATES.map(([code]) => code));

/** Codes that are also words ("OR", "IN", "ME", "OK", "HI", "LA" Los Angeles, "MS" the disease...). */
export const AMBIGUOUS_CODES: ReadonlySet<string> = new Set([
  "OR",
  "IN",
  "ME",
  "OK",
  "HI",
  "AL",
  "LA",
  "DE",
  "PA",
  "MA",
  "ID",
  "MD",
  "VA",
  "MI",
  "CO",
  "MS",
  "CT",
  "OH",
  "AS",
  "DC",
  "PR",
  "NE",
  "SC",
  "GA",
  "WA",
  "AR",
]);

/** Codes an agent may type in lower case ("lives in tx") without them being a word in en/es/fr. */
export const LOWERCASE_CODES: ReadonlySet<string> = new Set(
  "tx fl ny nj nc az nv nm ky tn wv wi wy ut vt nh ri ks ia mn ak nd sd".split(" "),
);

/** Folded state name → code, for the fact-finder form. */
export const STATE_BY_NAME: ReadonlyMap<string, string> = new Map(
  STATES.flatMap(([code, names, ambiguous]) =>
    `${names};${ambiguous ?? ""}`
      .split(";")
      .map((n) => n.trim())
      .filter((n) => n !== "")
      .map((n) => [n, code] as [string, string]),
  ),
);

export const PLACE_RULES: readonly Rule[] = [
  // Cities whose name holds another state's name.
  rule("kansas city; nevada city; georgia tech; indiana jones", { k: "block" }),
  ...STATES.flatMap(([code, names, ambiguous]) => {
    const rules: Rule[] = [];
    if (names !== "") rules.push(rule(names, { k: "state", v: code }));
    if (ambiguous) rules.push(rule(ambiguous, { k: "state", v: code }, { capOrPlace: true }));
    return rules;
  }),
];
