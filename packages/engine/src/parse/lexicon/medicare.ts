/**
 * What the senior market says about where a client's coverage comes from and what is about to change:
 * carriers, products asked about, Medicaid levels, veterans' coverage, special needs plans, coverage
 * through a job, the basis and dates of Medicare, and the life events that open or close windows.
 * Short forms that mean two things ("VA", "MS", "FE") are read by their neighbours.
 *
 * One table, kept whole so a reviewer reads each coverage phrase beside the ones it competes with.
 */
import type { CoverageId, LifeEventId, MedicaidLevel, ProductId } from "../../types.js";
import {
  type Effect,
  type Entry,
  type MatchContext,
  type Rule,
  rule,
  type SpecialMatcher,
  words,
} from "../phrases.js";

const cover = (id: CoverageId): Effect => ({ k: "coverage", id });
const product = (id: ProductId): Effect => ({ k: "product", id });
const carrier = (name: string): Effect => ({ k: "carrier", name });
const medicaid = (level: MedicaidLevel): Effect => ({ k: "medicaid", level });
const event = (id: LifeEventId): Effect => ({ k: "event", id });
const veteran: Effect = { k: "veteran" };

const RATE_RISE_ENTRY: Entry = {
  effects: [event("rate_increase")],
  options: {},
  unlessNext: undefined,
  unlessNear: undefined,
  order: -1,
};
/** Words that say a rise: "went up 18%", "sube 22%", "augmente de 9 %". */
const RISE_VERBS = words(
  "went goes go going gone jumped jumps rose rises increased increases raised sube suben subio subieron subira aumenta aumentan aumento aumentaron aumentara augmente augmentent augmentera augmentee monte grimpe grimpera",
);
/** The rise as a noun after its percentage: "a 12% increase", "un 22% de aumento". */
const RISE_NOUNS = words("increase hike jump rise aumento subida augmentation hausse");
/** What may stand between the rise and its percentage: "went up by about 18%", "sube un 22%". */
const RISE_FILLER = words(
  "up by of about around almost nearly over another un una de del a en du d le la el otro encore casi como alrededor environ presque rate premium prima prime tarif tarifa",
);
const PERCENT_WORDS = words("percent pct porciento pourcent");
/** A rise of these is no premium's: a lab value, a pay raise, an investment. */
const NOT_A_PREMIUM = words(
  "a1c hba1c sugar glucose weight bp pressure cholesterol psa azucar glucosa peso presion colesterol glycemie poids pression tension stock stocks market portfolio ira 401k roth account savings investment investments cd cds bolsa acciones inversiones ahorros bourse actions placements epargne salary salario sueldo salaire pay wages raise ss social security securite cola pension income ingreso ingresos revenu revenus rent renta loyer taxes impuestos impots dose dosis",
);

function percentAt(ctx: MatchContext, j: number): boolean {
  const t = ctx.tokens[j];
  if (!t?.num || t.brk !== 0) return false;
  if (/^\s?%/.test(ctx.text.plain.slice(t.end, t.end + 2))) return true;
  const next = ctx.tokens[j + 1];
  if (next?.brk !== 0) return false;
  if (PERCENT_WORDS.has(next.key)) return true;
  // "22 por ciento", "9 pour cent".
  const after = ctx.tokens[j + 2];
  return (
    (next.key === "por" || next.key === "pour") &&
    after?.brk === 0 &&
    (after.key === "ciento" || after.key === "cent")
  );
}

/** A word of the clause, a few words either side of `from`..`to`, that says the rise is no premium's. */
function notAPremium(ctx: MatchContext, from: number, to: number): boolean {
  const tokens = ctx.tokens;
  const clause = tokens[from]!.soft;
  for (let j = Math.max(0, from - 6); j < Math.min(tokens.length, to + 4); j++) {
    if (tokens[j]!.soft === clause && NOT_A_PREMIUM.has(tokens[j]!.key)) return true;
  }
  return false;
}

/**
 * A rise by a percentage: "hers went up 18% this yr", "le llegó carta que sube 22%", "sa prime augmente de
 * 9 %", "a 12% rate increase". The pattern syntax cannot say "a percentage", so it is read here.
 */
export const percentRiseMatcher: SpecialMatcher = (ctx: MatchContext, at: number) => {
  const tokens = ctx.tokens;
  const lead = tokens[at]!;
  if (RISE_VERBS.has(lead.key) || RISE_NOUNS.has(lead.key)) {
    for (let j = at + 1; j <= at + 4 && j < tokens.length && tokens[j]!.brk === 0; j++) {
      if (percentAt(ctx, j)) {
        if (notAPremium(ctx, at, j + 1)) return undefined;
        return { from: at, to: j + 1, entry: RATE_RISE_ENTRY };
      }
      if (!RISE_FILLER.has(tokens[j]!.key)) return undefined;
    }
    return undefined;
  }
  if (!lead.num || !percentAt(ctx, at)) return undefined;
  // "a 12% increase", "12% rate hike", "un 22% de aumento".
  let j = at + 1;
  if (PERCENT_WORDS.has(tokens[j]?.key ?? "")) j++;
  else if (tokens[j]?.key === "por" || tokens[j]?.key === "pour") j += 2;
  for (const end = j + 2; j <= end && j < tokens.length && tokens[j]!.brk === 0; j++) {
    if (RISE_NOUNS.has(tokens[j]!.key)) {
      if (notAPremium(ctx, at, j + 1)) return undefined;
      return { from: at, to: j + 1, entry: RATE_RISE_ENTRY };
    }
    if (!RISE_FILLER.has(tokens[j]!.key)) return undefined;
  }
  return undefined;
};
percentRiseMatcher.first = new Set([...RISE_VERBS, ...RISE_NOUNS, "#"]);

const PLAN_LEAVING_ENTRY: Entry = { ...RATE_RISE_ENTRY, effects: [event("plan_leaving_area")] };
const LEAVING_VERBS = words(
  "leaving leaves left exiting exits exited pulling pulls pulled sale salio quitte quittera",
);
const AREA_NOUNS = words("county counties parish area market region zip condado area comte paroisse region");
/** Up to two words of a place's name between "the" and "county": "leaving Natrona county", "Klamath". */
const AREA_FILLERS = words("out of the his her their del de la le du");

/**
 * "her MAPD is leaving Natrona county 12/31", "Aetna is pulling out of Klamath county OR": a plan leaving
 * a county named by its own name, which the pattern syntax cannot skip over.
 */
export const countyLeavingMatcher: SpecialMatcher = (ctx: MatchContext, at: number) => {
  const tokens = ctx.tokens;
  // The plan is what leaves ("Anne is leaving Natrona County" is a move).
  let plan = false;
  for (let j = at - 1; j >= Math.max(0, at - 6) && tokens[j + 1]!.brk === 0; j--)
    if (PLAN_SUBJECTS.has(tokens[j]!.key)) plan = true;
  if (!plan) return undefined;
  let names = 0;
  for (let j = at + 1; j <= at + 6 && j < tokens.length && tokens[j]!.brk === 0; j++) {
    const t = tokens[j]!;
    if (AREA_NOUNS.has(t.key))
      return names > 0 ? { from: at, to: j + 1, entry: PLAN_LEAVING_ENTRY } : undefined;
    if (AREA_FILLERS.has(t.key)) continue;
    if (t.num || ++names > 2) return undefined;
  }
  return undefined;
};
const PLAN_SUBJECTS = words(
  "plan plans hmo ppo mapd advantage humana aetna uhc united unitedhealthcare wellcare cigna anthem bcbs devoted carrier insurer dsnp snp it",
);
countyLeavingMatcher.first = LEAVING_VERBS;

/** "abuela de 80", "veterano de 69": the person's age, sex and what the word says of them. */
function personOfAge(nouns: string, gender: "male" | "female", also?: Effect): Rule[] {
  const effects: Effect[] = [
    { k: "age", mode: "exact", strength: 2 },
    { k: "gender", v: gender, w: 2 },
  ];
  if (also) effects.push(also);
  return [rule(`${nouns} de #`, effects, { soft: true, ageEnd: true })];
}
const block: Effect = { k: "block" };

/** [name as the carriers table spells it, ways agents type it]. */
const CARRIERS: readonly (readonly [string, string])[] = [
  ["Humana", "humana"],
  ["Aetna", "aetna; aetna cvs; cvs aetna"],
  [
    "UnitedHealthcare",
    "uhc; unitedhealthcare; united healthcare; united health care; unitedhealth; united health",
  ],
  ["UnitedHealthcare (AARP)", "aarp; aarp uhc; aarp unitedhealthcare; aarp united healthcare"],
  ["Mutual of Omaha", "mutual of omaha; mutual omaha; moo; mutual de omaha"],
  ["Cigna", "cigna"],
  ["Wellcare", "wellcare; well care"],
  ["Anthem", "anthem; anthem blue cross"],
  ["Blue Cross Blue Shield", "bcbs; blue cross; blue cross blue shield; blue shield; florida blue"],
  ["Kaiser Permanente", "kaiser; kaiser permanente"],
  ["Devoted Health", "devoted; devoted health"],
  ["Molina", "molina"],
  ["Clover Health", "clover; clover health"],
  ["CarePlus", "careplus; care plus"],
  ["SCAN", "scan health"],
  ["Alignment Health", "alignment health"],
  // "Medico" alone only in English: "médico" is a doctor in Spanish and "medico" one in French typing.
  ["Wellabe (Medico)", "wellabe; medico insurance; medico life; medico company; seguros medico"],
  ["Americo", "americo"],
  ["Royal Neighbors of America", "royal neighbors"],
  ["Transamerica", "transamerica"],
  ["Aflac", "aflac"],
  ["Globe Life", "globe life"],
  ["Colonial Penn", "colonial penn"],
  ["Gerber Life", "gerber; gerber life"],
  ["Foresters", "foresters"],
  ["Athene", "athene"],
  ["Allianz Life", "allianz"],
  ["Nationwide", "nationwide"],
  ["Lincoln Financial", "lincoln financial"],
  ["John Hancock", "john hancock"],
  ["Prudential", "prudential"],
  ["MetLife", "metlife"],
  ["New York Life", "new york life"],
  ["Northwestern Mutual", "northwestern mutual"],
  ["State Farm", "state farm"],
  ["USAA", "usaa"],
  ["Physicians Mutual", "physicians mutual"],
  ["Washington National", "washington national"],
  ["Bankers Fidelity", "bankers fidelity"],
  ["Manhattan Life", "manhattan life; manhattanlife"],
  ["Ameritas", "ameritas"],
  ["Oscar", "oscar health"],
  ["Ambetter", "ambetter"],
];

/** Medicare Advantage said with the carrier's name: "Humana Gold Plus HMO", "Kaiser Senior Advantage". */
const MA_SUFFIX =
  "advantage|mapd|hmo|ppo|gold|gold_plus|gold_plus_hmo|senior_advantage|medicare_advantage|complete|dual";

function carrierRules(): Rule[] {
  const rules: Rule[] = [rule("medico", carrier("Wellabe (Medico)"), { lang: "en" })];
  for (const [name, spellings] of CARRIERS) {
    const forms = spellings.split(";").map((s) => s.trim());
    rules.push(rule(forms.join("; "), carrier(name)));
    rules.push(
      rule(forms.map((f) => `${f} ${MA_SUFFIX}`).join("; "), [cover("medicare_advantage"), carrier(name)]),
    );
  }
  return rules;
}

/** Cities agents name instead of the state (the state still wins when both are said). */
/** City names (their first word) that are also everyday words, first names or surnames. */
const AMBIGUOUS_CITY_WORDS: ReadonlySet<string> = new Set(
  "mobile independence columbia jackson lafayette charlotte aurora eugene madison henderson augusta lincoln tyler irving garland marion warren clinton franklin chester homer troy victoria florence orange normal paradise surprise enterprise commerce mission pearl hope union bend mesa pueblo salem dover concord springfield richmond arlington glendale peoria columbus lawrence canton athens paris alexandria cambridge manchester burlington portland jacksonville washington sterling liberty temple midland odessa beaumont kent lynn quincy waterloo rochester albany greenville gary davis austin dallas houston sarasota naples hollywood lakeland ocala monroe macon laurel".split(
    " ",
  ),
);

const CITIES: readonly (readonly [string, string])[] = [
  [
    "TX",
    "houston; dallas; san antonio; austin; el paso; fort worth; laredo; mcallen; brownsville; corpus christi; lubbock; plano; amarillo; midland; odessa; waco; beaumont; killeen; harlingen; the woodlands; garland; frisco; mckinney; grand prairie; mesquite; denton; carrollton; round rock; san marcos; tyler; sugar land; galveston; pearland; league city; conroe; new braunfels; abilene; wichita falls",
  ],
  [
    "FL",
    "miami; orlando; tampa; jacksonville; hialeah; fort lauderdale; st petersburg; tallahassee; the villages; boca raton; st pete; clearwater; sarasota; fort myers; cape coral; pensacola; ocala; gainesville; west palm beach; palm beach; daytona beach; kissimmee; port st lucie; lakeland; pompano beach; boynton beach; delray beach; bradenton; spring hill; palm coast; pembroke pines; coral springs; miramar; miami gardens; miami beach; port charlotte; naples; punta gorda; largo; palm bay; deltona; sebring; winter haven; homestead; doral; coral gables; vero beach; port orange; new port richey; zephyrhills; sun city center; tamarac; davie; deerfield beach; lake worth; north port; fort pierce; st augustine; panama city; destin; orange park; apopka; sanford; altamonte springs; leesburg",
  ],
  [
    "CA",
    "los angeles; san diego; san francisco; san jose; sacramento; fresno; oakland; long beach; bakersfield; anaheim; santa ana; riverside; stockton; palm springs; modesto; san bernardino; chula vista; fremont; irvine; santa clarita; huntington beach; oxnard; fontana; moreno valley; santa rosa; oceanside; rancho cucamonga; elk grove; garden grove; palmdale; salinas; hayward; sunnyvale; pomona; escondido; torrance; fullerton; visalia; thousand oaks; simi valley; santa clara; vallejo; berkeley; el cajon; inglewood; burbank; downey; san mateo; ventura; west covina; carlsbad; temecula; murrieta; rancho mirage; palm desert; laguna woods; santa barbara; chico; redding; east los angeles; whittier; compton",
  ],
  [
    "AZ",
    "phoenix; tucson; mesa; scottsdale; chandler; tempe; sun city; yuma; prescott; sedona; surprise az; goodyear; avondale; green valley; lake havasu; bullhead city; flagstaff; sun city west; casa grande",
  ],
  ["IL", "chicago; joliet; naperville; rockford; elgin; champaign; cicero"],
  [
    "MI",
    "detroit; grand rapids; ann arbor; lansing; flint; sterling heights; dearborn; livonia; kalamazoo; saginaw",
  ],
  [
    "GA",
    "atlanta; macon; savannah; sandy springs; johns creek; alpharetta; marietta; valdosta; warner robins; peachtree city",
  ],
  ["MA", "boston; worcester; lowell; brockton; new bedford; fall river"],
  ["PA", "philadelphia; pittsburgh; allentown; scranton; harrisburg; wilkes barre; state college; levittown"],
  ["OH", "cleveland; cincinnati; toledo; akron; dayton; columbus; youngstown"],
  ["TN", "nashville; memphis; knoxville; chattanooga; clarksville; murfreesboro"],
  ["NC", "charlotte; raleigh; greensboro; durham; winston salem; asheville; cary; high point; gastonia"],
  [
    "LA",
    "new orleans; baton rouge; lafayette; la nouvelle orleans; nouvelle orleans; new iberia; breaux bridge; ville platte; opelousas; abbeville; morgan city; natchitoches; shreveport; lake charles; houma; metairie; kenner; bossier city; slidell; thibodaux",
  ],
  ["NV", "las vegas; reno; north las vegas; carson city; pahrump"],
  [
    "CO",
    "denver; colorado springs; fort collins; pueblo; lakewood; thornton; arvada; boulder; greeley; longmont; grand junction",
  ],
  ["WA", "seattle; spokane; tacoma; bellevue; yakima; everett; renton; olympia; bellingham; kennewick"],
  ["NM", "albuquerque; santa fe; las cruces; rio rancho"],
  ["OK", "oklahoma city; tulsa; broken arrow; lawton; edmond"],
  ["KY", "louisville; lexington; bowling green; owensboro"],
  ["IN", "indianapolis; fort wayne; evansville; south bend"],
  ["WI", "milwaukee; green bay; kenosha; racine"],
  ["MN", "minneapolis; st paul; saint paul; duluth"],
  ["AL", "birmingham; montgomery; huntsville; tuscaloosa; mobile; dothan"],
  ["MS", "tupelo; biloxi; gulfport; hattiesburg; southaven"],
  ["ME", "bangor; lewiston"],
  ["MD", "baltimore; annapolis; silver spring; rockville; gaithersburg; bethesda"],
  ["NJ", "newark; jersey city; paterson; trenton; atlantic city; toms river; cherry hill"],
  [
    "NY",
    "brooklyn; bronx; queens; buffalo; new york city; nyc; staten island; syracuse; yonkers; rochester; albany; manhattan; long island",
  ],
  ["HI", "honolulu; hilo"],
  ["UT", "salt lake city; west valley city; provo; orem; st george; ogden"],
  ["NE", "omaha"],
  ["AR", "little rock; fort smith; jonesboro; hot springs; bentonville"],
  ["PR", "san juan; ponce; bayamon; mayaguez"],
  [
    "VA",
    "virginia beach; norfolk; chesapeake; newport news; roanoke; richmond; lynchburg; charlottesville; williamsburg",
  ],
  [
    "SC",
    "myrtle beach; hilton head; charleston; north charleston; rock hill; summerville; spartanburg; bluffton",
  ],
  ["CT", "hartford; new haven; bridgeport; stamford; waterbury; danbury"],
  ["RI", "providence; warwick; cranston; pawtucket"],
  ["MO", "st louis; saint louis"],
  ["IA", "des moines; cedar rapids; davenport; sioux city; iowa city"],
  ["KS", "wichita; topeka; overland park; olathe"],
  ["ID", "boise; nampa; idaho falls; coeur d alene"],
  ["AK", "anchorage; fairbanks; juneau"],
  ["DC", "washington dc"],
  ["OR", "gresham; hillsboro"],
  ["DE", "rehoboth beach"],
  ["NH", "nashua"],
  ["WV", "morgantown"],
  ["MT", "billings; missoula; great falls; bozeman"],
  ["WY", "cheyenne; casper"],
  ["ND", "fargo; bismarck"],
  ["SD", "sioux falls; rapid city"],
];

export const MEDICARE_RULES: readonly Rule[] = [
  // The MA plan held is the first: with a Medigap given up for it, the trial right's way back.
  rule(
    "first time in|on|with an? advantage|ma|mapd|hmo|ppo; first time ever in|on an? advantage|ma|mapd|hmo|ppo; first advantage|ma|mapd plan; first time in|on an? advantage|ma|mapd plan; never been on|in advantage|ma before; primera vez en|con un? advantage|hmo|ppo|mapd; primera vez en un plan advantage|medicare_advantage; primer plan advantage; premiere fois en|dans|avec un? advantage|hmo|ppo; premier advantage; premier plan advantage",
    [{ k: "firstMa" }, cover("medicare_advantage")],
  ),
  rule(
    "premiere fois; first time ever; first medicare plan; first medicare plan ever; first plan ever; 1st medicare plan; 1st medicare plan ever; 1st plan ever; su primer plan de medicare; primer plan de medicare; son premier plan medicare; premier plan medicare",
    { k: "firstMa" },
  ),
  // Part A without Part B, said outright: the Part B enrollment windows and the Medigap open enrollment
  // depend on it.
  rule(
    "never took|got|had|elected part? b; never enrolled|signed in|up part? b; never enrolled|signed in|up for part b; never took|got medicare part b; no part b; without part b; didn t take|get|elect part? b; didnt|never take|get|elect part? b; did not take|get|elect part? b; didn t sign up for part? b; didnt sign up for part? b; did not sign up for part? b; didn t enroll in part? b; didnt|not enroll in part? b; declined|delayed|deferred|postponed|waived part b; not enrolled in part b; only has part a; only part a; just part a; has just part a; part a but no|not b; part a but no|not part b; part a but never took|got b; sin|nunca la? parte b; no tiene|tomo|saco|pidio la? parte b; nunca tomo|saco|pidio|agarro la? parte b; nunca tomo|saco|pidio|agarro la b; no agarro la? parte? b; rechazo|pospuso|aplazo la? parte b; nunca se inscribio en la? parte b; solo|solamente|unicamente la? parte a; solo|solamente|unicamente tiene la? parte a; jamais pris|demande la? partie b; jamais pris la b; pas de partie b; pas la partie b; pas la b; mais pas la b; mais pas la partie b; sans partie b; pas pris la? partie b; n a pas la partie b; n a jamais la partie b; seulement|uniquement la? partie a; a seulement|uniquement la? partie a; reporte|repousse|differe la partie b; only|just a since; only|just has a since; solo|solamente|unicamente la a desde; seulement|uniquement la a depuis; skipped|skip|skipping|declined|passed_on part? b; took|has|got|have part? a but|and not|no|skipped|never_took part? b; only took|got part? a; never enrolled|signed in|up for part? b; tomo|tiene|saco la? parte? a pero no la? parte? b; a pris la? partie? a mais pas la? partie? b",
    { k: "part", part: "A", only: true },
  ),
  // French "vétéran" says a man; before the English word so it wins.
  rule("veteran", [veteran, { k: "gender", v: "male", w: 2, self: true }], { lang: "fr" }),
  // A city whose name is also a word, a first name or a surname counts only capitalised, after "in", alone
  // in its clause or after an age; any other also in lower case anywhere in an English lead.
  ...CITIES.flatMap(([code, names]) => {
    const all = names.split(";").map((n) => n.trim());
    const ambiguous = all.filter((n) => AMBIGUOUS_CITY_WORDS.has(n.split(" ")[0]!));
    const plain = all.filter((n) => !AMBIGUOUS_CITY_WORDS.has(n.split(" ")[0]!));
    const effect = { k: "state", v: code, city: true } as const;
    return [
      ...(plain.length > 0
        ? [rule(plain.join("; "), effect, { capOrPlace: true, plainInEnglish: true })]
        : []),
      ...(ambiguous.length > 0 ? [rule(ambiguous.join("; "), effect, { capOrPlace: true })] : []),
    ];
  }),
  ...carrierRules(),

  // Products asked about: the words of a product, an interest unless held.
  rule(
    "final expense; final expenses; final exp; final expense policy|insurance|plan|quote|coverage; fe; fe policy|plan|insurance|quote; burial policy|policies|policys|insurance|ins|plan|plans|coverage|cover; funeral policy|policies|insurance|plan|plans|coverage|cover; final expense policies|plans; seguro funerario|de_entierro|de_gastos_finales|de_sepelio|final; gastos finales; assurance obseques; contrat obseques; police|polices obseques|funeraire|funeraires; police d obseques; poliza funeraria|de_entierro; assurance vie pour ses|les obseques; plan|seguro|poliza funeral|funerario|de_funeral",
    [{ k: "goal", id: "final_expenses" }, product("final_expense")],
  ),
  // "wants 15k burial": the amount wanted for the burial, free to be read as the face.
  rule("# burial", [{ k: "goal", id: "final_expenses" }, product("final_expense")], {
    soft: true,
    lang: "en",
    unlessNext: "plot plots space spaces vault",
    unlessNear: "paid spent prepaid bought",
  }),
  // "obsèques 10k": the face stays free to be read as the amount wanted.
  rule("obseques #", [{ k: "goal", id: "final_expenses" }, product("final_expense")], { soft: true }),
  // A policy named by what it pays for: "une police pour l'enterrement", "a policy for her funeral".
  rule(
    "policy|police|poliza|seguro|assurance|insurance|plan|plan_de_vida|assurance_vie|life_insurance|life_policy for|para|pour|pa|to_cover|to_pay_for|para_cubrir|para_pagar|pour_payer his|her|the|el|la|l|les|ses|son|su|sus? burial|funeral|funerailles|obseques|enterrement|entierro|sepelio|funerales",
    [{ k: "goal", id: "final_expenses" }, product("final_expense")],
  ),
  // "veut en plus un petit 5 000 pour l'enterrement", "quiere otros 10 mil para el entierro": an amount
  // for the funeral is a burial policy, the amount free to be read as the face wanted.
  rule(
    "# pour|para|pa|for|to_cover|to_pay_for|para_cubrir|para_pagar|pour_payer his|her|the|el|la|l|les|ses|son|su|sus? burial|funeral|funerailles|obseques|enterrement|entierro|sepelio|funerales",
    [{ k: "goal", id: "final_expenses" }, product("final_expense")],
    {
      soft: true,
      unlessNear:
        "saved savings set aside spent paid cost costs ahorrado ahorrados ahorros apartado guardado gasto gastaron pago epargne economise economises cote paye coute",
    },
  ),
  rule(
    "a term; a|another new term; another term; term life; term policy|insurance|plan|quote; term coverage; # year term; # yr term; term life insurance; seguro de vida a termino|temporal|plazo; seguro temporal; seguro a termino|plazo; poliza a termino|plazo; vida a termino; un termino; assurance temporaire; assurance vie temporaire; temporaire",
    product("term_life"),
  ),
  // "wants 500k TERM", "quiere term de 300 mil": the bare word after a wish or an amount.
  rule(
    "# term; wants|want|needs|quiere|quieren|necesita|busca|veut|cherche|looking_for|looking_at term",
    product("term_life"),
    // "250k term through work" is group life.
    { soft: true, unlessNext: "through thru from via at por del par" },
  ),
  // "wants term for 500k": the amount stays free to be read as the face wanted.
  rule("term for #", product("term_life"), { soft: true }),
  // "term lead:", "lead de term", "lead vie temporaire": the lead's own heading names the product.
  rule(
    "term lead; term life lead; lead de term|termino|vida_temporal; lead term; lead vie temporaire|temporaire",
    product("term_life"),
  ),
  rule(
    "whole life; whole life policy|insurance; vida entera; seguro de vida entera; vie entiere; assurance vie entiere",
    product("whole_life"),
  ),
  rule("iul; iuls; indexed universal life; iul policy", product("iul")),
  rule(
    "myga; mygas; fixed annuity; fixed annuities; multi year guaranteed annuity; anualidad|anualidades fija|fijas; rente|rentes fixe|fixes",
    product("fixed_annuity"),
  ),
  rule(
    "fia; fias; indexed annuity; indexed annuities; fixed indexed annuity; fixed indexed annuities; anualidad|anualidades indexada|indexadas; rente|rentes indexee|indexees",
    product("indexed_annuity"),
  ),
  // Two plans set side by side are compared, not held: "G vs N", "plan G o N", "medigap vs MA".
  rule(
    "g|n|f vs|versus|v|or|o|ou plan? g|n|f; plan g|n|f vs|versus|v|or|o|ou plan? g|n|f; plans g|n|f and|or|y|o|et|ou g|n|f; planes g|n|f y|o g|n|f; plans g|n|f et|ou g|n|f; el|le g|n|f o|y|ou|et el|le g|n|f",
    product("medicare_supplement"),
  ),
  // "wants his G back", "quiere regresar a su F", "veut reprendre son plan G": a Medigap left, wanted again.
  rule(
    "his|her|their plan? g|f|n back; the plan? g|f|n back; regresar|volver|regresarse a|al su? plan? g|f|n; retrouver|reprendre son|sa|le? plan? g|f|n; revenir au|a_son plan? g|f|n",
    product("medicare_supplement"),
  ),
  // An institutional special needs plan asked for by what it is: "a plan for people in facilities".
  rule(
    "i snp; isnp; institutional snp|plan; plan|plans for people in facilities|nursing_homes|a_facility; plan for nursing home residents; plan|plans para personas en asilos|residencias; plan|plans pour les personnes en etablissement|maison_de_retraite|ehpad",
    product("medicare_advantage"),
  ),
  // "veut comparer avec un supplément", "comparar con un suplemento": compared, not held.
  rule(
    "comparer avec|a un|une|le|la? supplement|medigap|advantage; comparar con un|el? suplemento|medigap|advantage; compare with|to a|the? supplement|supp|medigap",
    product("medicare_supplement"),
  ),
  // "heard fixed indexed might be better": the annuity, said without the word.
  rule("fixed indexed", product("indexed_annuity"), { lang: "en", unlessNext: "universal ul iul life" }),
  // "un plan hospitalier qui paie par jour", "algo para el hospital", "something for the hospital".
  rule(
    "plan|assurance hospitalier|hospitaliere; plan|policy that pays per|a|by day|daily; plan|police qui paie par jour; algo|un_seguro|seguro para el hospital; something for the hospital; quelque chose pour l hopital",
    [product("hospital_indemnity"), { k: "goal", id: "hospital_costs" }],
  ),
  rule(
    "medigap|supplement|supp|med_supp|medsupp|suplemento|supplement vs|versus|v|or|o|ou ma|mapd|advantage|medicare_advantage; ma|mapd|advantage|medicare_advantage vs|versus|v|or|o|ou medigap|supplement|supp|medsupp|suplemento|a_supplement|a_supp|un_suplemento",
    [product("medicare_supplement"), product("medicare_advantage")],
  ),
  rule(
    "hospital indemnity; hosp indemnity|indem|ind; hosp indemnity plan|policy; hospital indemnity plan|policy; hip; indemnizacion hospitalaria; indemnite hospitaliere; plan de hospital; seguro de hospital; hospital plan|policy; standalone|stand_alone|separate hospital plan|policy; assurance hospitalisation|hospitaliere; assurance d hospitalisation; plan|seguro hospitalario|de_hospitalizacion",
    [product("hospital_indemnity"), { k: "goal", id: "hospital_costs" }],
  ),
  // "wants a hospital indemnity plan and maybe cancer", "assurance hospitalisation et cancer": the
  // second product of a list, not a diagnosis.
  rule(
    "hospital|hosp indemnity plan|policy? and|or maybe|perhaps|also? cancer; hospital plan|policy and|or maybe|perhaps|also? cancer; assurance hospitalisation|hospitaliere et|ou peut_etre|aussi? cancer; seguro|plan de? hospitalizacion|hospital y|o tal_vez|quizas|tambien? cancer",
    [product("hospital_indemnity"), { k: "goal", id: "hospital_costs" }, product("cancer")],
  ),
  // A drug plan asked about by what it does, or changed: "un plan que le pague las medicinas".
  rule(
    "plan que le|les? pague|pagara|cubra|cubre las|sus? medicinas|medicamentos|pastillas; plan para las|sus? medicinas|medicamentos",
    [product("part_d"), { k: "goal", id: "prescriptions" }],
  ),
  rule(
    "changer|change|changing|switch|switching|cambiar son|su|his|her|de? plan|partie|parte|part d",
    product("part_d"),
  ),
  // A cancer policy asked for is an interest; the recommender reads it as the wish for cancer cover.
  rule(
    "cancer policy|plan|insurance; or|and a cancer one; una|# de|contra cancer; une|# contre le? cancer; seguro|plan|poliza de|contra|para_el cancer; assurance|plan|police cancer; assurance|plan|police contre le? cancer",
    product("cancer"),
  ),
  rule(
    "dental vision hearing; dental vision and hearing; dvh; dental vision hearing plan; dental plan|insurance|coverage; seguro dental; plan dental; assurance dentaire",
    [product("dental_vision_hearing"), { k: "goal", id: "dental_vision_hearing" }],
  ),

  // Medicaid and its levels. "Full dual" is full Medicaid; QMB, SLMB and QI are Medicare Savings Programs.
  rule(
    "full dual; full duals; full medicaid; full benefit dual; dual completo; medicaid completo; doble elegible completo; dual eligible complet; double eligible complet; medicaid complet",
    medicaid("full"),
  ),
  rule("medicaid; medi cal; medicaid plan", medicaid("full"), { unlessNext: "savings" }),
  // States' own names for Medicaid.
  rule(
    "ahcccs; masshealth; mass health; tenncare; soonercare; badgercare; kancare; husky health; husky d; apple health; medi cal; mainecare; denali kidcare; nj familycare; mo healthnet; healthy louisiana",
    medicaid("full"),
  ),
  // Medi-Cal typed without its hyphen, but not the English adjective ("medical bills", "medical history").
  rule("medical", medicaid("full"), {
    unlessNext:
      "savings bill bills history records record exam exams condition conditions issues issue problems problem expenses expense debt debts equipment care costs cost leave underwriting questions question supplies doctor doctors team",
  }),
  rule("qmb; qmb plus; qmb+", medicaid("qmb")),
  rule("slmb; slmb plus", medicaid("slmb")),
  rule("qi; qi1; qi 1", medicaid("qi"), { unlessNext: "" }),
  rule(
    "partial dual; partial medicaid; msp; medicare savings program; medicaid parcial; dual parcial; medicaid partiel; double eligible partiel",
    medicaid("partial"),
  ),
  rule("dual eligible; dual elegible; duals; double eligible; doble elegible", medicaid("full")),
  rule("dsnp; d snp; dual snp; dual special needs plan; plan d snp", cover("d_snp")),
  rule(
    "csnp; c snp; plan c snp; chronic snp; chronic special needs plan; chronic condition snp",
    cover("c_snp"),
  ),
  // An institutional plan asked for ("la changer pour un plan special pour residents (I-SNP)"): an MA plan.
  rule(
    "isnp; i snp; institutional snp; institutional special needs plan; plan special|speciale pour les? residents; plan especial para residentes; plan mejor? para gente|personas|residentes|alguien en|de asilo|asilos|residencias|nursing_home|nursing_homes|un_asilo; plan for people|residents in nursing_home|nursing_homes; plan for nursing_home residents; plan pour les? gens|personnes|residents en ehpad|chsld|maison_de_retraite|soins",
    product("medicare_advantage"),
  ),
  rule(
    "extra help; lis; low income subsidy; ayuda adicional; ayuda extra; aide supplementaire; programme extra help",
    { k: "extraHelp" },
  ),

  // Veterans. "VA" alone is the state; "the VA", "VA care" are veterans' health care.
  rule("tricare for life; tricare 4 life; tfl; tricare pour la vie; tricare para la vida", [
    cover("tricare_for_life"),
    veteran,
  ]),
  rule("tricare; tricare prime|select", [cover("tricare"), veteran]),
  rule(
    "the va; va care|health|healthcare|benefits|coverage|hospital|clinic|doctors|doctor|medical|system; veterans affairs; veterans health; el va; al va; au va; del va; du va; por el va; soigne au va; usa el va; uses the va; goes to the va; utilise|frequente la va|le_va; va a|al va; soins va; soins du|au va; soins des veterans; atencion del va; servicios del va",
    [cover("va_health"), veteran],
  ),
  // "VA + TFL", "TFL and the VA": beside TRICARE, VA is veterans' care, not Virginia.
  rule("va tfl|tricare; va and tfl|tricare; tfl|tricare va; tfl|tricare and va; tfl|tricare and the va", [
    cover("va_health"),
    cover("tricare_for_life"),
    veteran,
  ]),
  rule("a la va; va a la va; soigne a la va", [cover("va_health"), veteran], { lang: "fr" }),
  rule("retired military|army|navy|marine|marines|air_force; retirado del ejercito|militar", [
    veteran,
    { k: "retired", v: true },
  ]),
  rule(
    "veteran; vet; army vet|veteran; navy vet|veteran; veterans; military retiree; served in the army|navy|military|marines; retirado del ejercito|militar; veterane",
    veteran,
  ),

  // Coverage through a job (the kind, then `work` reads whose job and how big).
  rule(
    "employer plan|coverage|insurance|health; employer s plan|coverage|insurance; employer group plan; group plan|health|insurance|coverage; company plan|insurance; work insurance|plan|coverage; insurance through|from|at his|her|the|their? work|job|employer|company|union; covered|coverage|insured|insurance|ins thru|through|by|under|from|via his|her|their|the? work|job|employer|company|union; covered|coverage|insured|insurance|ins thru|through|by|under|from|via his|her|their|the? wife|husband|spouse|wifes|husbands s? work|job|employer|company|union; health insurance through|from|at his|her|the|their? work|job|employer|company|union; on their group plan; on the company plan; hsa plan; union plan|coverage; seguro del|de_su trabajo|empleo|empleador; seguro de la empresa; seguro de ahi; job|work|company|employer s plan|insurance|coverage; jobs plan|insurance|coverage; assurance du|au|par_le travail|boulot; l assurance du travail; seguro medico del trabajo; plan del empleador; seguro del trabajo del|de_su esposo|esposa; assurance de l|son employeur; plan|regime|assurance d employeur; plan|regime de l|son employeur; assurance de son travail; mutuelle d entreprise; assurance collective; assurance de l entreprise; assurance|mutuelle de groupe; son|sa|leur assurance|mutuelle groupe|collective; seguro|plan de grupo; seguro grupal; plan grupal; con|tiene su? seguro de la compania|empresa; con su seguro del? trabajo; plan de|del su? trabajo|empleo|empresa|compania; plan del trabajo de su esposo|esposa|marido; plan|assurance|regime|mutuelle de la compagnie; plan|assurance|regime|mutuelle de l entreprise; assurance maladie du|au travail; plan|assurance|regime de travail",
    { k: "work", kind: "active" },
  ),
  rule(
    "retiree plan|coverage|insurance|health|benefits; retiree health plan|insurance; retiree medical; plan|seguro|cobertura de jubilado|jubilada|jubilados|retirado|retirada|retirados; plan|seguro de retiro de la compania|empresa|ciudad|union; plan|seguro de retiro del empleador|sindicato|gobierno|estado|condado|distrito; seguro de retiro del trabajo; retiree supplement; retirement plan health|insurance; regime de retraite de l employeur; assurance maladie de retraite; assurance retraites|retraite de son ancien employeur; assurance des retraites; regime|plan de retraite de son ancien employeur; avec|sur son regime de retraite; plan|regime|assurance retraite|retraites de son|l ancien? employeur|entreprise; plan|regime|assurance retraite|retraites|de_retraite du syndicat; plan|regime de retraites de son|l ancien? employeur; plan|regime|assurance maladie de retraite de son|l ancien? employeur; plan|regime|assurance retraite|retraites|des_retraites de son|sa mari|femme|epoux|epouse|conjoint|conjointe; plan|regime|assurance des retraites de l etat; plan|regime|assurance des retraites de la ville; plan|regime|assurance des retraites du comte|gouvernement|syndicat; avec|sur son|sa|le|leur plan|regime|assurance de|des retraite|retraites; assurance|regime retraite|retraites de la compagnie; assurance|regime retraite|retraites de l entreprise",
    { k: "work", kind: "retiree" },
  ),
  // "He is on her plan", "está en el plan de su esposa": the spouse's plan, so the spouse's job's.
  rule(
    "on|under his|her wife|husband|spouse s? plan|insurance|coverage|health_plan|group_plan; covered by his|her wife|husband|spouse s? plan|insurance; en|con el plan|seguro de su esposa|esposo|marido|mujer; cubierto|cubierta por el plan|seguro de su esposa|esposo|marido|mujer; sur le plan|regime|l_assurance|la_mutuelle de sa|son femme|mari|epouse|epoux|conjoint|conjointe; couvert|couverte|couverts|couvertes par le_plan|le_regime|l_assurance|la_mutuelle de sa|son femme|mari|epouse|epoux|conjoint|conjointe",
    { k: "work", kind: "active", spouseOnly: true },
    { unlessNext: "a b c d f g k l m n advantage supplement medigap ppo hmo with con avec" },
  ),
  rule(
    "on|under his|her plan|insurance|coverage|policy; on|under his|her health plan|insurance; on|under his|her group plan|insurance; en|con el plan|seguro de su esposa|esposo|marido|mujer; en|con el plan|seguro de ella|el; on the same plan|insurance; en el mismo plan|seguro; en ese|este plan|seguro; sur le meme plan|regime; sur|dans son plan|regime|assurance|groupe; est sur son|le plan; sur le plan de sa|son femme|mari|epouse|epoux|conjoint|conjointe; sur l assurance de sa|son femme|mari|epouse|epoux|conjoint|conjointe; sur la mutuelle de sa|son femme|mari|epouse|epoux|conjoint|conjointe",
    { k: "work", kind: "active", spouseOnly: true },
    // "on her plan G", "on his plan with Humana": a named plan, not the job's.
    {
      unlessNext:
        "a b c d f g k l m n advantage supplement medigap ppo hmo with con avec de del through thru from",
    },
  ),
  // "...her job's plan, and he's on it as secondary": the plan just named, the spouse's.
  rule(
    "on it too|also; on it as secondary|a_dependent|her_dependent|his_dependent; on it too as secondary; esta en el tambien; esta en ese plan tambien; est dessus aussi",
    { k: "work", kind: "active", spouseOnly: true },
  ),
  // "worked until jan 31 at a company of 300 with group insurance": the job plan's end said on the job.
  rule(
    "worked|works|working until|till|thru|through; trabajo|trabaja|trabajara hasta; a travaille|travaille|travaillera jusqu_au|jusqu_a|jusqu",
    { k: "workUntil" },
  ),
  rule("cobra; cobra coverage|plan|insurance", { k: "work", kind: "cobra" }, { lang: "en" }),
  rule("cobra", { k: "work", kind: "cobra" }, { upper: true }),
  // Spanish "cobra" is also "receives": the plan only after "tiene", "con", "en", "el", "su".
  rule("tiene|tengo|con|en|el|su|del cobra", { k: "work", kind: "cobra" }, { lang: "es" }),
  // "él cobra 2,000 de seguro social" ("él" folds to "el"): before an amount or what is received, the verb.
  rule("el ~cobra #", [], { lang: "es", soft: true }),
  rule(
    "el ~cobra su|sus|la|las|los|seguro|pension|social|jubilacion|retiro|como|unos|unas|alrededor|casi|cada",
    [],
    {
      lang: "es",
      soft: true,
    },
  ),
  rule(
    "marketplace; marketplace plan|insurance; obamacare; aca; aca plan; healthcare gov; covered california; plan del marketplace; mercado de seguros; assurance du marketplace; plan|planes|seguro|seguros|poliza|cobertura del|de_el mercado; seguro medico del mercado; seguro|seguro_medico|plan es|son del mercado; plan|plans|assurance|assurances|regime|couverture du marche; assurance maladie du marche; plan|assurance est du marche",
    cover("aca_marketplace"),
  ),
  rule("plan c; medigap c; medigap plan c; supplement plan c; plan c de medigap", cover("medigap_c")),

  // Medicare's basis.
  rule(
    "medicare pour|par l? irt|irct; medicare por|de esrd; medicare by|for|thru|through|bc_of|because_of esrd",
    [
      { k: "basis", v: "esrd" },
      { k: "condition", id: "esrd" },
    ],
  ),
  rule(
    "medicare pour|par la? dialyse; medicare por|de dialisis; medicare by|for|thru|through|bc_of|because_of dialysis",
    [
      { k: "basis", v: "esrd" },
      { k: "condition", id: "dialysis" },
    ],
  ),
  // "A & B since he turned 65", "desde que cumplió 65", "depuis ses 65 ans": Medicare by age.
  rule(
    "since he|she|they? turned|hit #65; since turning #65; since age #65; desde que cumplio|cumplio_los #65; desde los #65; depuis ses #65 ans; depuis qu il|elle a eu #65 ans",
    [{ k: "basis", v: "age" }, block],
  ),
  rule(
    "ssdi; social security disability; on disability; disability benefits; medicare through|thru|by|from disability; medicare por incapacidad|discapacidad; incapacidad del seguro social; invalidite; pension d invalidite; medicare par invalidite",
    { k: "basis", v: "disability" },
  ),
  rule("kidney failure on dialysis; maladie renale terminale", { k: "condition", id: "esrd" }),
  rule(
    "medicare start|starts|started|begins|effective|kicks in|since; medicare desde; medicare depuis; started|starting|began|begins|begin medicare; empezo|comenzo|inicio medicare; a commence medicare; inscription|inscrite|inscrit a|en medicare; premiere inscription a medicare; enrolled in|into medicare; se inscribio|inscrita|inscrito en medicare",
    {
      k: "part",
      part: "AB",
    },
  ),

  // Straight from the first Medicare enrolment into an Advantage plan: the first MA plan.
  rule(
    "tout de suite|aussitot|immediatement un advantage|hmo|ppo; right away into an? advantage|hmo|ppo|mapd; straight into an? advantage|hmo|ppo|mapd; directamente a|en un advantage|hmo|ppo",
    [{ k: "firstMa" }, cover("medicare_advantage")],
  ),

  // Life events.
  rule(
    "moving; moving to; relocating; relocate; moves to; will move; moved; just moved; recently moved; relocated; se muda; se mudan; se mudara; se mudaran; mudarse; mudandose; se mudo; se mudaron; se acaba de mudar; demenage; va demenager; demenager; a demenage; vient de demenager",
    event("moving"),
  ),
  rule("lost|losing|lose|loses|perdio|pierde|perdera|perdre|perd|perdu", {
    k: "event",
    id: "losing_coverage",
    needsCoverage: true,
  }),
  rule(
    "its|it ending|ends; it s ending; se termina; prend fin; losing coverage|insurance|her_coverage|his_coverage|the_coverage; lose coverage|insurance; lost coverage|insurance; coverage ends|ending|ended; plan ends|ending|ended; laid off; lost his|her|the? job",
    event("losing_coverage"),
  ),
  rule(
    "no se renueva|renovara en? su|el? condado|area; no sera renovado; no lo|la|los? renuevan|renovaran|van_a_renovar; not renewing|renewed; won t|wont|will_not|isn t|isnt|is_not renew|renewing|being_renewed; non renewed; ne sera|seront pas renouvele|renouveles|renouvelee; pas renouvele|renouvelee; plan leaving|exiting the? area|county|market; plan is leaving|discontinued|terminating; plan discontinued; non renewal; nonrenewal; plan cancelled by the carrier; el plan sale del area|condado; le plan quitte la region; quitte la parish|paroisse|county|region|zone|comte|area; quitte le comte|county|secteur; leaves|leaving the|his|her|their county|parish|area; pulling|pulls|pulled out of the|his|her|their? county|area|parish|state|market|region|zip; quitte la region|zone; quitte le comte|marche; se retire du comte|marche; se retire de la region|zone; sale|se_va|se_retira|se_salio|salio del area|condado; deja|dejo el area|condado; ya no estara en su? condado|area",
    event("plan_leaving_area"),
  ),
  rule(
    "won_t|wont|will_not|isn_t|isnt|is_not be in|in_the network; not in network for|next; no longer in network|in_the_network; leaving the network; leaving network; left the network; leaves the network; leaves network; is leaving the|her|his? network; leaves|left|leaving humana|aetna|uhc|cigna|wellcare; out of network now; dropped from the network; not in network anymore; sale de la red; salio de la red; deja la red; quitte le reseau; quittera le reseau; sort du reseau; no va a aceptar el|su plan; ya no acepta|aceptara|va_a_aceptar el|su plan; quitaron su|el|al|a_su doctor|medico|cardiologo|especialista de la red; n acceptera plus son|le plan; ne sera plus dans le reseau; ne prend|prendra plus le|son|leur plan; n accepte plus le|son|leur plan",
    event("doctor_leaving_network"),
  ),
  rule(
    "rate|rates|premium|premiums went|goes|go|is_going|keeps_going up; rate|rates|premium|premiums just went up; rate|rates|premium|premiums went up again; rate|rates|premium|premiums jumped|spiked|doubled|increased|rose|climbed|skyrocketed; rate increase|increases|hike; premium increase|hike; went up to; le subio|subieron la? prima|primas|tarifa; subio la prima; prima|primas subio|subieron|aumento|aumentaron; prime|primes est|a passee|augmente; prime|primes augmente; prime|primes a|ont elle|lui? a? augmente|augmentee|augmentees|grimpe|double; prime|primes lui|leur? a|ont encore|deja|beaucoup|fortement augmente|augmentee|grimpe|double; prime|primes lui|leur a|ont augmente|augmentee|grimpe|double; augmentation de la? prime|tarif; prime|primes est|a|ont|sont? montee|montees|monte|montent|grimpee; hausse de la? prime|primes|tarif; la prime a monte; subio el pago; le subieron el pago; vient|viennent d augmenter a #; vient|viennent d augmenter; vient de monter|grimper|doubler; vient de monter a #; qui a augmente|grimpe|double",
    event("rate_increase"),
  ),
  // "his HMO goes from $0 to $45/mo in 2027": a premium rising, neither figure a budget.
  rule(
    "goes|going|went|jumps|jumped|increases|increased|rises|rose|is_going|will_go from # to #; va|paso|pasa|sube|subio de # a #; passe|passera|est_passee de # a #",
    event("rate_increase"),
  ),
  rule(
    "and climbing; keeps climbing|rising|going_up; sigue subiendo; va en aumento; ne cesse d augmenter; augmente encore|toujours",
    event("rate_increase"),
  ),
  // "premium went 168 -> 214", "la prima paso de 150 a 190", "le subieron a 189".
  rule(
    "premium|premiums|rate|rates|prima|primas|prime|primes went|jumped|rose|paso|passe|est_passee from|de? #; le subieron|subio a #; le subieron la prima; le subieron el pago",
    event("rate_increase"),
    { soft: true },
  ),
  // "se lo subieron a $340", "se la subieron", "hers went up": the plan raised, said by a pronoun.
  rule(
    "se|me? lo|la|los|las subieron|subio|aumentaron|aumento a|hasta? #; se|me? lo|la|los|las subieron|subio|aumentaron|aumento; hers|his|theirs|mine went|goes|go|is_going up; hers|his|theirs|mine jumped|rose|increased|doubled",
    event("rate_increase"),
    { soft: true },
  ),
  // "le llegó carta que sube en noviembre", "la prima sube en enero": a rise announced.
  rule(
    "carta|aviso|letter que|q|de_que|diciendo_que|that|saying sube|subira|aumenta|aumentara|va_a_subir|goes_up|is_going_up|will_go_up; prima|primas sube|suben|subira|subiran|aumenta|aumentara|va_a_subir",
    event("rate_increase"),
  ),
  // "paie 260 $/mois après une augmentation en janvier", "depuis la hausse de janvier": the rise named as a
  // noun, unless of a salary, a pension or a dose.
  rule(
    "une|l|la|cette|d_une|sa|son|leur|derniere augmentation|hausse; apres|depuis|avec l|la|une|cette augmentation|hausse",
    event("rate_increase"),
    {
      lang: "fr",
      unlessNear:
        "salaire salaires salariale paie revenu revenus pension pensions rente rentes retraite dose doses poids loyer impot impots taxe taxes",
    },
  ),
  // "had her Plan F go up to 310", but "can go up to 90 a month" is a budget.
  rule("go|goes up to", event("rate_increase"), { unlessNear: "can could cant afford max maximum budget" }),
  rule(
    "moving into|to a? nursing home; moving into|to a? memory_care|assisted_living nursing_home|facility|unit?; going into a nursing home; going into memory_care|assisted_living; entering a nursing home; entra a un asilo; entrer en ehpad|maison_de_retraite",
    event("entering_nursing_home"),
  ),
  rule(
    "losing|lost|lose|loses his|her|their? medicaid|medi_cal|ahcccs|masshealth|tenncare|soonercare|badgercare|kancare|mainecare; was cut off medicaid; pierde|perdio|perdera su|el? medicaid|medi_cal|ahcccs|masshealth; le quitaron el|su? medicaid|medi_cal; perd|perdu|perdre son|sa|le? medicaid|medi_cal|masshealth|ahcccs|mainecare; a perdu son|sa|le? medicaid|medi_cal|masshealth|mainecare; had|was_on full? medicaid|medi_cal but|and lost it; tenia|tuvo medicaid|medi_cal completo? pero|y lo perdio; avait medicaid complet? mais|et l a perdu",
    event("losing_medicaid"),
  ),
  // "her medicaid ends 2/28", "su Medi-Cal se termina en marzo": still held until then.
  rule(
    "medicaid|medi_cal|masshealth|ahcccs ends|ending|will_end|stops|runs_out|is_ending; medicaid|medi_cal se termina|termina|se acaba|acaba; medicaid|masshealth prend fin|se termine|finit",
    [event("losing_medicaid"), medicaid("full")],
  ),
  rule(
    "husband|wife|spouse passed|died; husband|wife passed away; lost her|his husband|wife; recently widowed; esposo|esposa|marido fallecio|murio; ella|el fallecio; enviudo; enviudo en|el; quedo viuda|viudo; mari est decede; mari decede; epouse est decedee; femme est decedee; son mari|sa femme est mort|morte|parti|partie|decede|decedee; a perdu son mari|epouse|sa_femme; widowed since; widowed in|last|this; became a widow|widower",
    [event("spouse_died"), { k: "marital", v: "widowed" }],
  ),
  // "viudo desde marzo", "veuve depuis juin": the event, and the word's sex (recent or not, see the reader).
  rule("viudo desde; widower since; veuf depuis", [
    event("spouse_died"),
    { k: "marital", v: "widowed" },
    { k: "gender", v: "male", w: 2, self: true },
  ]),
  rule("viuda desde; widow since; veuve depuis", [
    event("spouse_died"),
    { k: "marital", v: "widowed" },
    { k: "gender", v: "female", w: 2, self: true },
  ]),
  // "husband Gary passed in august", "su husband murió en octubre": the spouse is the verb's subject.
  rule(
    "passed; passed away; died; passed on; murio; fallecio; se murio; est decede|decedee|mort|morte; est parti|partie; decede|decedee",
    [{ k: "event", id: "spouse_died", spouseSubject: true }],
  ),

  // Birthdays and dates of birth.
  rule(
    "birthday; bday; b day; dob; d o b; date of birth; born on; cumpleanos; fecha de nacimiento; fecha de nac; fecha nac; nac; f de nac; fn; date de naiss; date naiss; ddn; nacio|nacido|nacida el; anniversaire; date de naissance; ne le; nee le; born; born in; nacio|nacido|nacida en?; ne|nee en; cumple el; cumpleanos el; cumple anos|ano el?; su cumpleanos es el?; his|her birthday is; bday is; fete son anniversaire le?; son anniversaire est le?",
    { k: "birthday" },
  ),

  // "20 years left on the mortgage": a duration, never an age; a mortgage's term when the sentence has one.
  rule(
    "# years|yrs|year|yr left|remaining|to_go|more; # anos|ano restantes|mas|que_faltan; quedan|faltan # anos; # ans restants|restant; encore # ans; reste # ans",
    { k: "mortgageYears" },
  ),
  rule("# year|yr|years term; # year|yr fixed|mortgage|loan", block),
  rule("ra", { k: "condition", id: "autoimmune" }, { upper: true }),
  rule("diabetiques; diabeticos; diabetics", { k: "condition", id: "diabetes" }),
  rule(
    "pour l hopital; pour les sejours a l hopital; para el hospital; algo para el hospital; for the hospital; hospital stays; sejours a l hopital",
    { k: "goal", id: "hospital_costs" },
  ),
  rule(
    "lui|il # ans|an",
    [
      { k: "age", mode: "exact", strength: 3 },
      { k: "gender", v: "male", w: 2 },
    ],
    { lang: "fr" },
  ),
  rule(
    "elle # ans|an",
    [
      { k: "age", mode: "exact", strength: 3 },
      { k: "gender", v: "female", w: 2 },
    ],
    { lang: "fr" },
  ),
  rule(
    "el #",
    [
      { k: "age", mode: "exact", strength: 2 },
      { k: "gender", v: "male", w: 2 },
    ],
    {
      lang: "es",
      ageEnd: true,
    },
  ),
  rule(
    "=él #",
    [
      { k: "age", mode: "exact", strength: 2 },
      { k: "gender", v: "male", w: 2 },
    ],
    { lang: "es", ageEnd: true },
  ),
  rule(
    "ella #",
    [
      { k: "age", mode: "exact", strength: 2 },
      { k: "gender", v: "female", w: 2 },
    ],
    { lang: "es", ageEnd: true },
  ),
  rule(
    "he s|is #",
    [
      { k: "age", mode: "exact", strength: 2 },
      { k: "gender", v: "male", w: 2 },
    ],
    { lang: "en", ageEnd: true },
  ),
  rule(
    "she s|is #",
    [
      { k: "age", mode: "exact", strength: 2 },
      { k: "gender", v: "female", w: 2 },
    ],
    { lang: "en", ageEnd: true },
  ),
  rule("retraitee de la marine|armee", [
    veteran,
    { k: "retired", v: true },
    { k: "gender", v: "female", w: 2 },
  ]),
  rule("retraite de la marine|armee", [veteran, { k: "retired", v: true }, { k: "gender", v: "male", w: 1 }]),
  rule("temporaire|temporal|term|termino|terme de? # ans|anos|an|ano", [product("term_life"), block]),
  // French "un terme" is term life ("veut un terme 20 ans"), but "mettre un terme à" is to end something.
  rule("un terme de? # ans|an", [product("term_life"), block], { lang: "fr" }),
  rule("un terme", product("term_life"), {
    lang: "fr",
    unlessNext: "a au aux",
    unlessNear: "mettre met mettent mis mise mettra mettait fin",
  }),
  rule("contrat|police|poliza|plan|assurance cancer", product("cancer")),
  rule("ms dx; dx ms; ms since|diagnosed", { k: "condition", id: "multiple_sclerosis" }),
  rule("same plan|coverage|insurance; mismo plan|seguro; meme plan|assurance", { k: "same" }),
  rule("se jubila|retira; se va a jubilar; prend sa retraite; part a la retraite; partira a la retraite", {
    k: "retired",
    v: false,
  }),
  rule(
    "un|el|la|una|le|une cliente|clienta|client de #",
    { k: "age", mode: "exact", strength: 2 },
    { ageEnd: true },
  ),
  ...personOfAge("abuelo|grandpa|papi|senor", "male"),
  ...personOfAge("abuela|grandma|granny|mamie|senora", "female"),
  // The word says more than the sex: "veterano de 69" is a veteran, "viuda de 80" a widow.
  ...personOfAge("veterano|veteran", "male", veteran),
  ...personOfAge("veterana|veterane", "female", veteran),
  ...personOfAge("viudo|veuf", "male", { k: "marital", v: "widowed" }),
  ...personOfAge("viuda|veuve", "female", { k: "marital", v: "widowed" }),
  // "mamá soltera de 34", "divorciado de 58".
  ...personOfAge("soltera", "female", { k: "marital", v: "single" }),
  ...personOfAge("soltero", "male", { k: "marital", v: "single" }),
  ...personOfAge("divorciada|divorcee", "female", { k: "marital", v: "divorced" }),
  ...personOfAge("divorciado", "male", { k: "marital", v: "divorced" }),
  rule("un|a term; term de # anos|ans; un term de", [product("term_life"), block]),
  rule("ancien militaire; ancienne militaire; exmilitar; ex militar", [
    veteran,
    { k: "occupation", v: "military" },
  ]),
  rule("veterano", [veteran, { k: "gender", v: "male", w: 2, self: true }]),
  rule("ancien combattant", [veteran, { k: "gender", v: "male", w: 2, self: true }]),
  rule("ancienne combattante", [veteran, { k: "gender", v: "female", w: 2, self: true }]),
  rule("veterana", [veteran, { k: "gender", v: "female", w: 2, self: true }]),
  rule(
    "soltero; celibataire",
    [
      { k: "marital", v: "single" },
      { k: "gender", v: "male", w: 1 },
    ],
    { lang: "es" },
  ),
  rule("pareja; matrimonio; esposos; los esposos", { k: "marital", v: "married" }, { lang: "es" }),
  rule(
    "a|to|para|pour la|the|l? iglesia|church|charity|caridad|eglise|parroquia|paroisse; a|to|for her|his|sus|ses|the|los? grandkids|grandchildren|nietos|petits_enfants",
    { k: "goal", id: "legacy" },
  ),
  rule(
    "new baby; newborn; a baby; un bebe; recien nacido; nouveau ne; un bebe",
    { k: "kids", n: 1 },
    {
      unlessNext: "aspirin aspirina aspirine asa",
    },
  ),
  // "stays home w/ the twins", "tiene gemelos", "des jumeaux": two children.
  rule("twins; gemelos; gemelas; cuates; jumeaux; jumelles", { k: "kids", n: 2 }),
  rule(
    "something|anything cheaper; cheaper options|option|plan|premium; mas barato; mas barata; algo mas barato; moins cher; moins chere",
    { k: "goal", id: "lower_premiums" },
  ),
  rule("retired couple", [
    { k: "marital", v: "married" },
    { k: "retired", v: true },
  ]),
  rule("libre d impot|impots; exempt d impot|impots; croissance libre d impot", {
    k: "goal",
    id: "tax_advantaged_growth",
  }),
  rule("couple; married couple; matrimonio; pareja casada; couple marie", { k: "marital", v: "married" }),
  // "since she turned 65", "when he turned 65": an age in the past.
  rule(
    "since|when|desde|depuis|cuando|quand she|he|ella|el|elle|il? turned|turning|cumplio|a_eu #; since|when|desde|cuando age #; desde que cumplio #; depuis ses # ans",
    block,
  ),
];
