/**
 * Amounts in a lead: income, savings and budget, told apart by the words around each number. A word
 * between two numbers belongs to the nearer one ("Income $3,000/mo: SS $2,000"), so one amount's label
 * never leaks to the next. Face amounts, premiums, debts and funeral costs are recognised and left out.
 *
 * Kept as one file: the labels of every kind of amount compete for the same numbers.
 */
import { words } from "./phrases.js";
import type { Token } from "./tokens.js";

export type MoneyRole = "income" | "savings" | "budget";
export type IncomeSource = "wages" | "social_security" | "pension" | "general";
export type Period = "month" | "year" | "week";

const INCOME_SOURCES: ReadonlyMap<string, IncomeSource> = new Map(
  (
    [
      [
        "wages",
        "makes make making earns earn earning earned salary salaries wage wages paycheck gana ganaba ganan sueldo salario gagne gagnent salaire",
      ],
      ["social_security", "security securite ss ssa ssi ssdi social"],
      ["pension", "pension pensions pensiones retraite rente rentes"],
      [
        "general",
        "income incomes household magi agi ingreso ingresos revenu revenus gets receives recibe reciben cobra touche percoit lives living vive vit brings",
      ],
    ] as const
  ).flatMap(([source, list]) => list.split(" ").map((w) => [w, source] as [string, IncomeSource])),
);
const LIVING = words("lives living vive vit");
const CHARGED = words("le les me te nos");
/** "tiene cobra", "con cobra": the plan, not "receives". */
const COBRA_PLAN_BEFORE = words("tiene tengo con en el su del on of his her the w with took");
const SAVINGS = words(
  "savings saving saved nest egg assets asset investments invested portfolio ira iras roth reer rrsp celi tfsa 401k 401ks 403b 403bs 457b tsp cd cds bank checking brokerage stocks funds mutual liquid cash rollover lump inheritance inherited emergency emergencias emergencia urgence ahorros ahorro ahorrado ahorrados ahorrada inversiones invertido banco cuenta herencia epargne economie economies placements place livret banque heritage cote",
);
const BUDGET = words(
  "budget budgets afford affordable spend comfortable ok okay stay put presupuesto pagar permitirse alcanza gastar quedarse poner payer permettre consacrer mettre rester pase exceda exceder depasse depasser exceed exceeds",
);
/** Budget words only when next to the number: "under $100/month", "hasta 60 al mes". */
const BUDGET_NEAR = words("under below max maximum up less hasta maximo menos moins more plus");
/** "max 250", "hasta 80": a cap right before a plain number is a budget too. */
const CAP_WORDS = words("max maximum maximo hasta tops");
const ROSE = words("went goes gone going go shot jumped");
const MAX_WORDS = words("max maximum maximo tops");
const SINCE_WORDS = words("since desde depuis from in en dans until hasta til till");
const CAN = words("can could cant");
const NOT = words("no not nothing");
const LESS_THAN = words("menos moins");
const AT_AGE = words("at age los");
const ANNUITY_KINDS = words("indexee indexees fixe fixes variable immediate differee garantie");
const ANNUITY_ARTICLES = words("une des");
const LENGTH_UNITS = words("years year yrs yr months weeks anos ano meses ans semaines semanas");
const AN_YEAR_AFTER = words("par l un chaque le per");
const NOT_MORE = words("pas no not ne rien");
const CAN_SPEND = words("do swing handle manage go pay");
const HOLDINGS = words("has have tiene possede dispose");
const NOT_CLIENT_MONEY = words(
  "policy policies face coverage benefit death premium premiums pays paying paye payes paie paient payait pagando cost costs funeral burial cremation mortgage owes owe debt debts loan loans balance house home car value deductible copay moop quote quoted rate term whole life vida vie iul annuity poliza cobertura prima primas hipoteca deuda deudas prestamo costo costos entierro casa paga police prime primes couverture capital hypotheque dette dettes pret cout couts obseques maison final expense seguro seguros memory nursing facility asilo ehpad chsld",
);
const MONTH = words(
  "month monthly mo mos mth mnth mes mensual mensuales mensualmente mois mensuel mensuelle mensuels mensuellement pm",
);
const YEAR = words(
  "year yearly annual annually yr ano anual anuales anualmente an annee annuel annuelle annuellement pa annum",
);
const WEEK = words("week weekly wk semana semanal semaine hebdomadaire");

export interface AmountReading {
  role: MoneyRole;
  source: IncomeSource;
  period: Period | undefined;
  /** No word says what the amount is: only its size and period ("$80 a month"). */
  unlabelled?: true;
}

interface Label {
  role: MoneyRole | "other";
  source: IncomeSource;
  score: number;
  /** Only a label for an amount with a currency or a multiplier ("under $100", not "under 10"). */
  needsExplicit?: true;
}

function labelOf(key: string, distance: number): Label | undefined {
  const source = INCOME_SOURCES.get(key);
  if (source) return { role: "income", source, score: distance };
  if (SAVINGS.has(key)) return { role: "savings", source: "general", score: distance };
  if (BUDGET.has(key)) return { role: "budget", source: "general", score: distance };
  if (NOT_CLIENT_MONEY.has(key) || LIFE_INSURERS.has(key))
    return { role: "other", source: "general", score: distance };
  // "max 250", and "30 al mes max" (the cap after the amount and its period).
  if (CAP_WORDS.has(key) && (distance === 1 || (distance <= 3 && MAX_WORDS.has(key))))
    return { role: "budget", source: "general", score: distance };
  if (BUDGET_NEAR.has(key)) {
    return {
      role: "budget",
      source: "general",
      score: distance === 1 ? 1 : distance + 4,
      needsExplicit: true,
    };
  }
  if (HOLDINGS.has(key)) return { role: "savings", source: "general", score: distance + 4 };
  return undefined;
}

function periodOf(key: string): Period | undefined {
  if (MONTH.has(key)) return "month";
  if (YEAR.has(key)) return "year";
  if (WEEK.has(key)) return "week";
  return undefined;
}

/**
 * From this amount up, a monthly amount with no word to say what it is reads as income. Below it, as a
 * budget: premiums for the senior and family market run from tens to a few hundred dollars a month,
 * while income from Social Security alone averages about $1,900 (2025).
 */
const UNLABELLED_MONTHLY_INCOME_FROM = 1_000;

const REACH = 6;

/**
 * The words that belong to the number at `i`: same comma-clause, at most six words away, and nearer to
 * it than to any other number.
 */
/** A number that may be an amount: "los dos", "the two" are counts, not a neighbour's words. */
const YEARS_AFTER = words("years year yrs yr anos ano ans annees");

/** A number that may be an amount: not a small spelled one, nor a count of years ("28 yrs to go"). */
function isAmountLike(tokens: readonly Token[], j: number): boolean {
  const t = tokens[j]!;
  if (t.num === undefined || (t.num.spelled && t.num.value < 100)) return false;
  const next = tokens[j + 1];
  return t.num.currency || t.num.multiplier || next?.brk !== 0 || !YEARS_AFTER.has(next.key);
}

function territory(
  tokens: readonly Token[],
  i: number,
  visit: (token: Token, distance: number, at: number) => void,
): void {
  // Left side.
  let leftNumber = -1;
  // "Income: ~240k": the field's label, across its colon, is the amount's.
  const open = (j: number) => tokens[j + 1]!.brk === 0 || (j === i - 1 && tokens[i]!.colon === true);
  for (let j = i - 1; j >= Math.max(0, i - REACH) && open(j); j--) {
    if (isAmountLike(tokens, j)) {
      leftNumber = j;
      break;
    }
  }
  for (let j = i - 1; j >= Math.max(0, i - REACH) && open(j); j--) {
    if (j === leftNumber) break;
    // "340k in savings + a separate 60k emergency fund": a "+" ends what the second amount can reach.
    if (tokens[j + 1]!.plus && leftNumber >= 0) break;
    const distance = i - j;
    if (leftNumber >= 0 && j - leftNumber < distance) continue;
    visit(tokens[j]!, distance, j);
  }
  // Right side: ties go to the number on the right ("SS $2,000").
  let rightNumber = -1;
  for (let j = i + 1; j < Math.min(tokens.length, i + REACH + 1) && tokens[j]!.brk === 0; j++) {
    // "$500,000 of savings including $200,000 in a 401k": the words before "including" are the first's,
    // and so before "plus" ("350k in IRA plus 60k cash"), but not "más o menos" (about).
    if (isAmountLike(tokens, j) || INCLUDING.has(tokens[j]!.key) || addsNext(tokens, j) || tokens[j]!.plus) {
      // "15k car loan + 4k on cards": a "+" before the next amount leaves every word before it ours.
      rightNumber = isAmountLike(tokens, j) && !tokens[j]!.plus ? j : j - 0.5;
      break;
    }
  }
  for (let j = i + 1; j < Math.min(tokens.length, i + REACH + 1) && tokens[j]!.brk === 0; j++) {
    if (j === rightNumber) break;
    const distance = j - i;
    if (rightNumber >= 0 && rightNumber - j <= distance && Number.isInteger(rightNumber)) continue;
    if (rightNumber >= 0 && !Number.isInteger(rightNumber) && j > rightNumber) break;
    visit(tokens[j]!, distance, j);
  }
}

const ADDING = words("plus mas");
const OR_WORDS = words("o ou or");

/** "plus", "más" adding what follows: not "más o menos", "plus ou moins" (about). */
function addsNext(tokens: readonly Token[], j: number): boolean {
  if (!ADDING.has(tokens[j]!.key)) return false;
  const next = tokens[j + 1];
  return next === undefined || next.brk !== 0 || !OR_WORDS.has(next.key);
}

const KEEP_AT = words(
  "stay stays keep keeps budget presupuesto max maximum quedarse quedar seguir rester garder budgets",
);
function zeroKept(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 3); k--) {
    if (tokens[k + 1]!.brk === 2) return false;
    if (KEEP_AT.has(tokens[k]!.key)) return true;
  }
  return false;
}

const PURPOSE = words("for para pour");
/** "120/mo for the new stuff", "100 al mes para todo": an amount by the month, then what it is for. */
function forAfterPeriod(tokens: readonly Token[], i: number): boolean {
  if (!periodRightAfter(tokens, i)) return false;
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    if (tokens[k]!.brk !== 0) return false;
    if (PURPOSE.has(tokens[k]!.key)) return true;
  }
  return false;
}

const OFFERED = words(
  "offered offer quoted quote pitched priced ofrecio ofrecieron ofrecen cotizaron cotizo propose proposee offert offerte",
);
/** "they offered her COBRA at 780/mo", "le ofreció uno por 89 al mes": a price quoted, not a budget. */
function offeredBefore(tokens: readonly Token[], i: number): boolean {
  for (let k = i - 1; k >= Math.max(0, i - 10); k--) {
    if (tokens[k + 1]!.brk === 2) return false;
    if (OFFERED.has(tokens[k]!.key)) return true;
  }
  return false;
}

function periodJustAfter(tokens: readonly Token[], i: number): Period | undefined {
  for (let k = i + 1; k <= i + 2 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.brk !== 0) return undefined;
    const p = periodOf(t.key);
    if (p) return p;
    if (!PERIOD_LINKS.has(t.key)) return undefined;
  }
  return undefined;
}

/** "60 a month", "60/mo", "60 al mes", "60 par mois": a period word right after the number. */
function periodRightAfter(tokens: readonly Token[], i: number): boolean {
  for (let k = i + 1; k <= i + 2 && k < tokens.length; k++) {
    const t = tokens[k]!;
    if (t.brk !== 0) return false;
    if (MONTH.has(t.key)) return true;
    if (!PERIOD_LINKS.has(t.key)) return false;
  }
  return false;
}
const PERIOD_LINKS = words("a per al par por each");

/** What the number at `i` is, or `undefined` when it is not the client's income, savings or budget. */
const CAPS = words("under below menos moins");
const CHEAPER = words("cheaper lower less down barato barata baratos economico moins cher");

function cheaperCap(tokens: readonly Token[], i: number): boolean {
  const before = tokens[i - 1];
  if (before === undefined || !CAPS.has(before.key) || tokens[i]!.brk !== 0) return false;
  if (tokens[i]!.num!.value < 20 || tokens[i]!.num!.value > 2000) return false;
  for (let k = i - 2; k >= Math.max(0, i - 4); k--) if (CHEAPER.has(tokens[k]!.key)) return true;
  return false;
}

const EVENT_COUNTS = words(
  "stay stays visit visits time times fall falls hospitalization hospitalizations hospitalisation hospitalisations hospitalizacion hospitalizaciones admission admissions er trips episode episodes attacks strokes",
);

function countOfEvents(tokens: readonly Token[], i: number): boolean {
  const num = tokens[i]!.num!;
  if (num.currency || num.multiplier || num.value > 20) return false;
  const next = tokens[i + 1];
  if (next === undefined || next.brk !== 0) return false;
  if (EVENT_COUNTS.has(next.key)) return true;
  return next.key === "hospital" && EVENT_COUNTS.has(tokens[i + 2]?.key ?? "");
}

const DAY_WORDS = words("day dia jour");
const PER_WORDS = words("a per por par each");

function perDay(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.brk !== 0) return false;
  // "350 $/jour": the slash leaves "jour" right after the amount.
  if (DAY_WORDS.has(next.key)) return true;
  return PER_WORDS.has(next.key) && DAY_WORDS.has(tokens[i + 2]?.key ?? "") && tokens[i + 2]!.brk === 0;
}

const MORE_WISHES = words("wants want needs need wanting quiere quieren necesita otros another");

/** "10 000 $ de plus", "wants 10k more", "quiere otros 10 mil más": an amount added to one held. */
function moreAfter(tokens: readonly Token[], i: number): boolean {
  const next = tokens[i + 1];
  if (next === undefined || next.brk !== 0) return false;
  // "has 300k saved, 20k more in a CD" adds savings: "more" is cover asked for only after a wish.
  if (next.key === "more" || next.key === "mas") {
    for (let k = i - 1; k >= Math.max(0, i - 4) && tokens[k + 1]!.brk === 0; k--)
      if (MORE_WISHES.has(tokens[k]!.key)) return true;
    return false;
  }
  const second = tokens[i + 2];
  return (
    (next.key === "de" || next.key === "en") &&
    second !== undefined &&
    second.brk === 0 &&
    (second.key === "plus" || second.key === "mas")
  );
}

/** A year followed by the amount it is for: "2024 de 480 000 $", "2024 was 480k", "2024: 480k". */
function yearOfAmount(tokens: readonly Token[], i: number): boolean {
  // "Revenu 2024 du couple : environ 380 000 $": a few words may stand between the year and its amount.
  for (let k = i + 1; k < Math.min(tokens.length, i + 6); k++) {
    const next = tokens[k]!;
    if (next.brk === 2) return false;
    if (next.num !== undefined) return next.num.currency || next.num.multiplier;
  }
  return false;
}

export function readAmount(tokens: readonly Token[], i: number): AmountReading | undefined {
  const token = tokens[i]!;
  const num = token.num!;
  // "a $0 aetna PPO", "un plan de $0": a zero is a plan's premium, not a budget, unless the client says
  // to keep it there ("wants to stay at $0", "budget $0").
  if (num.value === 0 && !zeroKept(tokens, i)) return undefined;
  // "wants the same coverage cheaper, under 240": a cap on a cheaper premium is money as surely as a "$".
  // "120/mo for the new stuff": an amount by the month is money, "$" or not.
  const explicit =
    num.currency ||
    num.multiplier ||
    cheaperCap(tokens, i) ||
    (num.value >= 10 && num.value <= 5_000 && forAfterPeriod(tokens, i) && !offeredBefore(tokens, i));
  if (isAccountNumber(tokens, i)) return undefined;
  // "entre los dos ganan 260k": a number spelled as a word under a hundred is a count, never money.
  if (num.spelled && num.value < 100) return undefined;
  // "a CD of 5 years", "hace 3 años": a count of years or months is never money.
  const after = tokens[i + 1];
  // "1400/mois" is a rate: no length runs to 400 years or 1,400 months.
  if (!explicit && after && after.brk === 0 && LENGTH_UNITS.has(after.key) && num.value <= 360)
    return undefined;
  // "an income starting at 65", "a los 65": an age, not an amount.
  const before = tokens[i - 1]?.key ?? "";
  if (!explicit && token.brk === 0 && AT_AGE.has(before) && num.value >= 50 && num.value <= 100)
    return undefined;
  // "1 hospital stay last yr", "2 ER visits": a count of events is never money.
  if (countOfEvents(tokens, i)) return undefined;
  // "350 $/jour de copay", "$250 a day": a daily amount is a copay or a benefit, never income or a budget.
  if (perDay(tokens, i)) return undefined;
  // "il veut 10 000 $ de plus", "wants 10k more": more cover asked for, not what can be paid.
  if (num.value >= 1000 && moreAfter(tokens, i)) return undefined;
  let best: Label | undefined;
  // "45/mo", "80 a month": the period said right after the number wins over one said before it
  // ("needs 2 implants next yr. budget 45/mo").
  let period: Period | undefined = periodJustAfter(tokens, i);
  let specificSource: IncomeSource | undefined;
  territory(tokens, i, (word, distance, at) => {
    // French "an" is a year only after "par", "l'", "un", "chaque": in English it is "an IRA".
    const p =
      word.key === "an" && !AN_YEAR_AFTER.has(tokens[at - 1]?.key ?? "") ? undefined : periodOf(word.key);
    if (p && distance <= 3 && period === undefined) period = p;
    // "net worth" is savings; "house worth" is not.
    let key = word.key === "worth" && tokens[at - 1]?.key === "net" ? "assets" : word.key;
    // "COBRA" in capitals is the plan, not Spanish "cobra" (receives).
    // "el cobra 2,000": "él" typed without its accent, and the verb right before the amount.
    const verbAfterEl = at === i - 1 && !word.cap && tokens[at - 1]?.key === "el";
    if (key === "cobra" && (word.upper || (COBRA_PLAN_BEFORE.has(tokens[at - 1]?.key ?? "") && !verbAfterEl)))
      return;
    // "le cobran 248", "me cobra": what a plan charges the client, a premium, not income.
    if (
      (key === "cobra" || key === "cobran" || key === "cobraba" || key === "cobraban") &&
      CHARGED.has(tokens[at - 1]?.key ?? "")
    )
      key = "premium";
    // "une rente indexée avec 300k": the annuity wanted, not a pension drawn.
    if (
      (key === "rente" || key === "rentes") &&
      (ANNUITY_KINDS.has(tokens[at + 1]?.key ?? "") || ANNUITY_ARTICLES.has(tokens[at - 1]?.key ?? ""))
    )
      return;
    // "lives on 1,800 a month" is income; "Betty 81 lives with her son" is an age before a verb.
    if (LIVING.has(key) && at > i) return;
    // "no more than 300", "not more than $90": a cap.
    if (key === "than" && tokens[at - 1]?.key === "more" && NOT.has(tokens[at - 2]?.key ?? "") && at < i)
      key = "max";
    // "algo por menos de 150", "pour moins de 200": a cap.
    if (key === "de" && at === i - 1 && num.value <= 2000 && LESS_THAN.has(tokens[at - 1]?.key ?? ""))
      key = "max";
    // "can do about 75 a month", "could swing 100": what the client can spend.
    if (CAN_SPEND.has(key) && CAN.has(tokens[at - 1]?.key ?? "")) key = "afford";
    // "300k in savings plus 2k a month": "plus" right before an amount adds it, it does not cap it.
    if (key === "plus" && at < i && !NOT_MORE.has(tokens[at - 1]?.key ?? "")) return;
    // "went up to $389/mo": the premium that rose, not a cap; "up to 200/mo" is a cap.
    if (key === "up" && ROSE.has(tokens[at - 1]?.key ?? "")) return;
    if (key === "to" && tokens[at - 1]?.key === "up" && at === i - 1) {
      if (ROSE.has(tokens[at - 2]?.key ?? "")) return;
      key = "max";
    }
    const label = labelOf(key, distance);
    // "under 60 a month": a period right after the number makes it an amount as surely as a "$".
    if (!label || (label.needsExplicit && !explicit && !periodRightAfter(tokens, i))) return;
    if (label.role === "income" && label.source !== "general") specificSource ??= label.source;
    if (!best || label.score < best.score) best = label;
  });
  const chosen = best as Label | undefined;
  const isYear = num.integer && !explicit && num.value >= 1900 && num.value <= 2100;
  // "recoit SSDI depuis 2023", "on SS since 2019": a year after "since" is a date.
  if (isYear && SINCE_WORDS.has(tokens[i - 1]?.key ?? "") && token.brk === 0) return undefined;
  if (!chosen) {
    // An explicit yearly amount with no label is income ("$85k/year"). By the month, a small one is what
    // the client can spend on cover ("$80 a month"), a large one what they live on ("$2,800 a month").
    if (explicit && period === "year") return { role: "income", source: "general", period };
    if (explicit && period === "month") {
      const role = num.value < UNLABELLED_MONTHLY_INCOME_FROM ? "budget" : "income";
      return { role, source: "general", period, unlabelled: true };
    }
    return undefined;
  }
  if (chosen.role === "other") return undefined;
  // "has 100k thru work": group life, not savings ("makes 85k at the plant" is still the wage).
  if (chosen.role !== "income" && throughJob(tokens, i)) return undefined;
  // "Budget for a new plan ~200": the word "budget" reaches a little further than the others.
  const budgetWord =
    chosen.role === "budget" && !chosen.needsExplicit && num.value >= 10 && num.value <= 2000;
  // "1 400 par mois de securite sociale": an amount by the month reaches its label a little further too.
  if (!explicit && chosen.score > (budgetWord || period !== undefined ? 5 : 3)) return undefined;
  if (isYear && chosen.score > 2 && period === undefined) return undefined;
  // "revenu 2024 de 480 000 $", "income 2024 was 480k": the year an amount is for, not an amount.
  if (isYear && yearOfAmount(tokens, i)) return undefined;
  let role: MoneyRole = chosen.role;
  // Savings are a stock: an amount "a month" is income or budget.
  if (role === "savings" && period !== undefined) {
    if (specificSource === undefined) return undefined;
    role = "income";
  }
  const source = role === "income" ? (specificSource ?? chosen.source) : "general";
  return { role, source, period };
}

const ACCOUNT_NUMBERS = new Set([401, 403, 457]);
const ACCOUNT_BEFORE = words(
  "his her their my your su sus mi tu son sa ses mon ma a an the un una une in en dans his_own",
);

/** "in his 457", "en su 403": a retirement account's name, not an amount. */
export function isAccountNumber(tokens: readonly Token[], i: number): boolean {
  const t = tokens[i]!;
  const n = t.num;
  if (!n || n.currency || n.multiplier || !ACCOUNT_NUMBERS.has(n.value)) return false;
  const before = tokens[i - 1];
  return before !== undefined && t.brk === 0 && ACCOUNT_BEFORE.has(before.key);
}

/** Amounts that are not income, savings or budget but still facts: policies held, debts, the ask. */
export type ExtraRole = "existingLife" | "groupLife" | "mortgage" | "debts" | "desiredAmount";

const MORTGAGE_WORDS = words("mortgage mortgages hipoteca hipotecas hypotheque hypotheques immobilier");
const HOUSE_WORDS = words("house home casa maison condo");
const OWE_WORDS = words(
  "owes owe owed owing left balance debe deben debemos adeuda adeudan reste restant queda quedan",
);
const DEBT_WORDS = words(
  "debt debts card cards loan loans deuda deudas prestamo prestamos dette dettes pret prets credito credit bills tarjeta tarjetas carte cartes",
);
/** Vehicles: a debt when owed ("owes 20k on the cars", "debe 15 mil del carro"). */
const VEHICLE_WORDS = words("car cars truck trucks auto autos carro carros coche coches voiture voitures");
const LIFE_WORDS = words(
  "temporaire temporal life policy policies whole term vida poliza police vie seguro assurance contrat coverage cobertura couverture final expense burial funeral obseques funerario",
);
/** Insurers that sell life cover and no bank account: "already has 5k w/ Foresters" is a policy. */
const LIFE_INSURERS = words(
  "foresters transamerica americo gerber lincoln prudential metlife corebridge northwestern protective banner colonial penn globe ethos",
);
const GROUP_WORDS = words(
  "group work job employer company union grupo grupal trabajo empleador empresa employeur collective entreprise travail groupe",
);
const HELD_WORDS = words(
  "has have had existing current currently already owns own carries holds bought purchased tiene tienen actual ya posee compro cuenta possede detient dispose perso personnelle propre achete souscrit",
);
const WANT_WORDS = words(
  "for pour para wants want wanting looking needs need seeking quote quotes face deposit deposito depot invest investing invertir put roll rollover move asking asks interested quiere queria busca necesita cotizar depositar meter veut voudrait cherche souhaite besoin placer deposer verser versement mettre capital amount about around",
);
const PURPOSE_WORDS = words("cover covering couvrir cubrir rembourser liquidar");
const INCLUDING = words("including incl includes incluyendo incluye incluidos dont compris which cuales");
const CLAUSE_JOINERS = words("and y et but pero mais");

const THROUGH_JOB = words("thru through via from at with w avec par por con del chez");
const JOB_OWNER = words("his her their the its su sus el la son sa leur le l");
const JOB_WORDS = words(
  "work job employer company plant factory mill union trabajo empleo empleador empresa compania fabrica emploi travail employeur entreprise usine boulot",
);
const JOB_SAVINGS = words(
  "401k 403b 457b tsp pension pensions stock stocks shares retirement savings match plan plans retiro jubilacion acciones ahorros retraite epargne regime reer",
);
/** What may stand between the amount and "through work": "50 mil de seguro de vida por el trabajo". */
const LIFE_BEFORE_JOB = words(
  "of de d in en life insurance ins policy coverage term seguro vida assurance vie cobertura couverture",
);

/**
 * "has 100k thru work", "il a 50 000 avec son emploi", "50 mil de seguro de vida por el trabajo": an
 * amount held through the job is its group life (a health plan is never said by an amount).
 */
export function throughJob(tokens: readonly Token[], i: number): boolean {
  let j = i + 1;
  const inClause = (k: number) => tokens[k] !== undefined && tokens[k]!.brk === 0;
  while (j <= i + 5 && inClause(j) && LIFE_BEFORE_JOB.has(tokens[j]!.key)) j++;
  if (!inClause(j) || !THROUGH_JOB.has(tokens[j]!.key)) return false;
  j++;
  if (inClause(j) && JOB_OWNER.has(tokens[j]!.key)) j++;
  if (!inClause(j) || !JOB_WORDS.has(tokens[j]!.key)) return false;
  // "200k w/ the company 401k": the job's savings plan, not its life cover.
  const after = inClause(j + 1) ? tokens[j + 1]! : undefined;
  return after === undefined || (after.num === undefined && !JOB_SAVINGS.has(after.key));
}

/** The role of an explicit amount the income/savings/budget reading left aside, or undefined. */
export function readExtraAmount(tokens: readonly Token[], i: number, french = false): ExtraRole | undefined {
  let mortgage = 99;
  let house = 99;
  let owe = 99;
  let debt = 99;
  let life = 99;
  let group = 99;
  let held = 99;
  let want = 99;
  let vehicle = 99;
  let purpose = 99;
  if (throughJob(tokens, i)) return "groupLife";
  // "une assurance vie de 10 000 $ et il veut en plus un petit 5 000": a wish in the next clause joined by
  // "and" is about the amount after it.
  let joined = tokens.length;
  for (let j = i + 1; j < Math.min(tokens.length, i + REACH + 1) && tokens[j]!.brk === 0; j++) {
    if (tokens[j]!.num) break;
    if (CLAUSE_JOINERS.has(tokens[j]!.key)) {
      joined = j;
      break;
    }
  }
  territory(tokens, i, (word, distance, at) => {
    const k = word.key;
    if (PURPOSE_WORDS.has(k)) purpose = Math.min(purpose, distance);
    if (MORTGAGE_WORDS.has(k)) mortgage = Math.min(mortgage, distance);
    if (HOUSE_WORDS.has(k)) house = Math.min(house, distance);
    if (OWE_WORDS.has(k)) owe = Math.min(owe, distance);
    if (DEBT_WORDS.has(k)) debt = Math.min(debt, distance);
    if (VEHICLE_WORDS.has(k)) vehicle = Math.min(vehicle, distance);
    if (LIFE_WORDS.has(k)) life = Math.min(life, distance);
    // A policy with its insurer named is one held: the ask rarely names an insurer.
    if (LIFE_INSURERS.has(k)) {
      life = Math.min(life, distance);
      held = Math.min(held, distance + 1);
    }
    if (GROUP_WORDS.has(k)) group = Math.min(group, distance);
    // French "il a une police": "a" is "has" only in French.
    if (HELD_WORDS.has(k) || (french && (k === "a" || k === "deja"))) held = Math.min(held, distance);
    if (WANT_WORDS.has(k) && at < joined) want = Math.min(want, distance);
  });
  if (owe < 99 && vehicle < debt) debt = vehicle;
  // "500k to cover the mortgage": the amount asked for, the mortgage its purpose.
  if (mortgage < 99 && purpose < mortgage) return "desiredAmount";
  if (mortgage < 99 || (house < 99 && owe < 99)) {
    if (mortgage <= debt) return "mortgage";
  }
  if (debt < 99 && debt <= life) return "debts";
  if (life < 99) {
    if (group < 99) return "groupLife";
    if (want < held) return "desiredAmount";
    if (held < 99) return "existingLife";
    return "desiredAmount";
  }
  if (want < 99) return "desiredAmount";
  return undefined;
}

/** "$400k including a $150k 401k": the second amount is part of the first, not more of it. */
export function partOfPrevious(tokens: readonly Token[], i: number): boolean {
  for (let j = i - 1; j >= Math.max(0, i - 3); j--) {
    if (tokens[j + 1]!.brk === 2) return false;
    if (INCLUDING.has(tokens[j]!.key)) return true;
    if (tokens[j]!.num) return false;
  }
  return false;
}
