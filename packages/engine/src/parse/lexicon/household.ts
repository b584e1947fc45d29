/** Family situation: marital status, sex, children, retirement, in three languages. */
import type { Gender, MaritalStatus } from "../../types.js";
import { type Effect, type Rule, rule } from "../phrases.js";

const marital = (v: MaritalStatus): Effect => ({ k: "marital", v });
const he = (w: number): Effect => ({ k: "gender", v: "male", w });
const she = (w: number): Effect => ({ k: "gender", v: "female", w });
const self = (v: Gender, w: number): Effect => ({ k: "gender", v, w, self: true });
const retired = (v: boolean): Effect => ({ k: "retired", v });
const kids = (n?: number): Effect => (n === undefined ? { k: "kids" } : { k: "kids", n });
const grownKids: Effect = { k: "kids", adult: true };
const block: Effect = { k: "block" };

const CHILD_WORDS =
  "kids|children|child|kid|sons|daughters|son|daughter|dependents|dependent|dependants|boys|girls|hijos|hijas|hijo|hija|ninos|ninas|nino|nina|enfants|enfant|fils|filles|fille|gosses|teens|teenagers|teenager|adolescentes|adolescente|adolescents|ados|ado|chamacos|chamacas|chicos|chicas|muchachos";

export const HOUSEHOLD_RULES: readonly Rule[] = [
  // Marital status. Gendered forms in es/fr also say who the client is.
  rule("married; is married; married couple; happily married; wed", marital("married")),
  rule("married for? #; been married for? #", [marital("married"), block]),
  rule("casados; casadas", [marital("married")]),
  // "cliente 34, casado": the masculine form says a man, as "casada" says a woman.
  rule("casado", [marital("married"), he(1)]),
  rule("casada", [marital("married"), she(2)]),
  rule("=marié", [marital("married"), he(1)], { lang: "fr" }),
  rule("mariee; =mariée", [marital("married"), she(2)]),
  rule("~marie; maries; mariees; pacse; pacsee; en couple", marital("married"), { lang: "fr" }),
  rule(
    "single; never married; never been married; never got married; not married; unmarried; soltero; nunca se caso; no esta casado; celibataire; jamais marie; pas marie",
    marital("single"),
  ),
  rule("soltera; no esta casada; jamais mariee; pas mariee", [marital("single"), she(2)]),
  rule("single mom|mother|mum", [marital("single"), she(2)]),
  rule("single dad|father", [marital("single"), he(2)]),
  rule("single premium|pay|payment|deposit|life|policy|plan|lump", block),
  rule(
    "divorced; divorce; divorcing; separated; exhusband; exwife; ex husband|wife|spouse; divorciado; separado; exesposo; exesposa; ex esposo|esposa|marido; =divorcé; =séparé; separe; ex mari|epouse|femme",
    marital("divorced"),
  ),
  rule("divorcee; divorciada; separada; =divorcée; separee", [marital("divorced"), she(2)]),
  rule(
    "widowed; lost her|his husband|wife|spouse; enviudo; perdio a su esposo|esposa|marido",
    marital("widowed"),
  ),
  rule("widow; viuda; veuve", [marital("widowed"), self("female", 2)]),
  rule("widower; viudo; veuf", [marital("widowed"), self("male", 2)]),
  rule("late husband; difunto esposo|marido; feu son mari; defunt mari", [marital("widowed"), she(1)]),
  rule("late wife; difunta esposa; feue sa femme; defunte epouse", [marital("widowed"), he(1)]),
  rule("husband; esposo; marido; mari; epoux", [{ k: "spouse" }, self("male", 1)]),
  rule("wife; esposa; epouse", [{ k: "spouse" }, self("female", 1)]),
  rule("spouse; conjoint; conjointe", [{ k: "spouse" }]),
  rule("su mujer; sa femme", [{ k: "spouse" }]),

  // Sex: words that describe the client, then pronouns (weaker, they may point at someone else).
  rule("masculino; masculin; masc", self("male", 2)),
  rule("femenino; femenina; feminin; feminine; fem", self("female", 2)),
  rule("male; gentleman; man; guy; grandfather; grandpa; granddad; father; dad", self("male", 2)),
  rule("female; woman; lady; gal; grandmother; grandma; granny; mother; mom; mum", self("female", 2)),
  rule("mr; mister", self("male", 2), { notUpper: true }),
  rule("mrs; ms; miss", self("female", 2), { notUpper: true }),
  rule("hombre; senor; sr; caballero; abuelo; padre; =papá", self("male", 2), { notUpper: true }),
  rule("mujer; senora; sra; srta; senorita; dama; abuela; madre; =mamá; clienta", self("female", 2), {
    notUpper: true,
  }),
  rule("don", self("male", 2), { lang: "es" }),
  rule("dona", self("female", 2), { lang: "es" }),
  rule("homme; monsieur; grand pere; pere; papi; papy", self("male", 2)),
  rule("femme; madame; mme; mlle; mademoiselle; dame; grand mere; mere; mamie", self("female", 2)),
  rule("el cliente; un cliente", he(1), { lang: "es" }),
  rule("la cliente", she(1), { lang: "es" }),
  rule("mon|le|un|notre client", he(1), { lang: "fr" }),
  rule("ma|la|une|notre cliente; cliente", she(1), { lang: "fr" }),
  rule("he; hes; him; himself; his", he(1)),
  rule("she; shes; her; hers; herself", she(1)),
  rule("=él", he(1), { lang: "es" }),
  // "el 66, ella 64": without its accent, "él" before an age ("el 12 de octubre" is a date).
  rule("el #", he(1), { lang: "es", soft: true, unlessNext: "de" }),
  // "el y su esposa quieren...": "él" before "and his wife".
  rule("el y su esposa|mujer|senora", he(1), { lang: "es" }),
  rule("ella", she(1)),
  rule("vive sola; viven solos", she(1), { lang: "es" }),
  rule("il", he(1), { lang: "fr", unlessNext: "y faut semble s" }),
  rule("elle", she(1), { lang: "fr" }),

  // Children. Grown children are not dependants; grandchildren are counted by nobody.
  rule(
    `# ${CHILD_WORDS}; # young|minor|small|little ${CHILD_WORDS}; kids|children|dependents|dependants|hijos|enfants #`,
    kids(),
  ),
  rule("sex|gender|sexo|sexe f|female|femenino|feminin|femme|mujer", she(3)),
  rule("sex|gender|sexo|sexe m|male|masculino|masculin|homme|hombre", he(3)),
  // "mother of 3", but "son père de 84 ans" is the father's age.
  rule("mother|mom|madre|mere of|de #", [kids(), self("female", 2)], {
    unlessNext: "ans an anos ano years yrs",
  }),
  rule("father|dad|padre|pere of|de #", [kids(), self("male", 2)], {
    unlessNext: "ans an anos ano years yrs",
  }),
  rule(
    `# adult|grown|grown_up|older ${CHILD_WORDS}; # hijos|hijas adultos|adultas|mayores|grandes|independientes; # enfants|fils|filles adultes|majeurs|grands|independants; grown kids|children; adult kids|children; kids are grown; children are grown; empty nester; hijos mayores; enfants adultes`,
    grownKids,
  ),
  rule(
    "no kids|children|dependents|dependants|child; childless; no tiene hijos|ninos; sin hijos; pas d enfants|enfant; sans enfants|enfant; aucun enfant; n a pas d enfants",
    kids(0),
  ),
  rule(
    "has a|an|one son|daughter|child|kid; one son|daughter|child|kid; a son; a daughter; un hijo; una hija; un fils; une fille; un enfant; tiene un hijo; tiene una hija",
    kids(1),
  ),
  rule(
    "# grandkids|grandchildren|grandsons|granddaughters|nietos|nietas|grandchild; # great grandkids|grandchildren; # petits enfants|fils; # petites filles; # siblings|brothers|sisters|hermanos|hermanas|freres|soeurs; # pets|dogs|cats|perros|gatos|chiens|chats",
    block,
  ),

  // Retirement.
  rule(
    "retired; retiree; semi retired; couple retraite|retraites; pareja jubilada|retirada; matrimonio jubilado|retirado; jubilados; pensionista; =retraités; a la retraite; en retraite; est retraite; jeune retraite; nouveau retraite; recien jubilado|jubilada; newly retired; se jubilo|retiro; ya se jubilo; esta jubilado|jubilada|retirado|retirada; retired in|back_in|last|since|a|two|three; prit|pris sa retraite; vient|viens de prendre sa retraite; cadre|enseignant|enseignante|professeur|prof|infirmiere|ingenieur|fonctionnaire|militaire|policier|pompier|ouvrier|ouvriere|fermier|agriculteur|facteur|camionneur retraite|retraitee; retraite|retraitee de la|l|du ecole|raffinerie|compagnie|usine|poste|marine|armee|ville|mine|papeterie|chantier; ret navy|army|military|teacher|nurse|firefighter|police|cop|marine|marines|usaf|af|usmc|federal|postal|military; retd; ret'd",
    retired(true),
  ),
  rule("jubilado; retirado; pensionado; =retraité", [retired(true), he(1)]),
  rule("retirement age", block),
  rule("jubilada; retirada; pensionada; retraitee; =retraitée", [retired(true), she(2)]),
  rule(
    "not retired; still working; still works; works full time; working full time; plans|planning|hopes|wants to retire; retiring; retires; will retire; se jubila; se retira; prend sa retraite; about to retire; nearing retirement; close to retirement; pre retiree; preretiree; sigue trabajando; todavia trabaja; aun trabaja; trabaja todavia; piensa|quiere jubilarse; se va a jubilar; va a jubilarse; por jubilarse; travaille encore|toujours; toujours en activite; en activite; va prendre sa retraite; prendra sa retraite; part a la retraite; partir a la retraite; bientot a la retraite; proche de la retraite",
    retired(false),
  ),
];
