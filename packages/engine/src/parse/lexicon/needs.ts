/** What the client wants the money to do, and how much risk they accept, in three languages. */
import type { GoalId, RiskTolerance } from "../../types.js";
import { type Effect, type Rule, rule } from "../phrases.js";

const goal = (id: GoalId): Effect => ({ k: "goal", id });
const risk = (v: RiskTolerance): Effect => ({ k: "risk", v });

const FAMILY_EN = "family|wife|husband|spouse|kids|children|loved|daughter|son|grandkids|grandchildren";
const POSSESSIVE_EN = "his|her|their|the|my";

export const NEEDS_RULES: readonly Rule[] = [
  rule(
    "final expense|expenses; final expense costs; end of life expenses|costs; burial; funeral; funerals; cremation; cremated; buried; bury; funeral costs|expenses|home; gastos funerarios|finales; gastos de entierro|sepelio; gastos del funeral; entierro; sepelio; cremacion; velorio; funeraria; obseques; frais funeraires; frais d obseques; funerailles; enterrement; inhumation",
    goal("final_expenses"),
  ),
  rule(
    "plan|seguro|poliza funerario|funeraria|de_funeral|de_entierro; plan de prevision funeraria; seguro|poliza de vida pa|para su? entierro|funeral; seguro|poliza|plan para|de los? gastos funerarios|funerales|finales; seguro|poliza para|de el? entierro|funeral|sepelio; assurance|contrat pour les? obseques|funerailles|frais_funeraires; assurance|police|contrat funeraire|obseques|deces; policy|insurance for|to_cover her|his|the|their? funeral|burial",
    [{ k: "product", id: "final_expense" }, goal("final_expenses")],
  ),
  rule(
    `protect|protecting|provide|providing|support|supporting for? ${POSSESSIVE_EN}? ${FAMILY_EN}; take care of ${POSSESSIVE_EN}? ${FAMILY_EN}; family protection; protect the family; taken care of; provided for; kids|children|family|grandkids are|r|will_be|would_be ok|okay|alright|covered|fine; the kids|children are|r|will_be|would_be ok|okay|alright|covered|fine; well provided for; leave ${POSSESSIVE_EN}? family protected|covered; proteger|proteja|protejan|protegia a? su|sus|la|los? familia|esposa|esposo|hijos|seres; proteccion familiar; proteccion para|de la familia; proteger a los suyos; que sus|los hijos queden|esten|quedaran protegidos|cubiertos|bien; que ses|les enfants soient proteges|couverts|a_l_abri; proteger sa|la|leur|ses famille|femme|epouse|mari|enfants|proches; protection de la famille; protection familiale; protection des proches; mettre sa famille a l abri`,
    goal("protect_family"),
  ),
  rule(
    "mortgage; mortgages; home loan; pay off the house; hipoteca; hipotecas; credito hipotecario; hypotheque; pret immobilier; credit immobilier",
    goal("mortgage"),
    { unlessNear: "paid free pagada pagado liquidada payee paye rembourse remboursee" },
  ),
  rule(
    `income replacement; replace|replacing ${POSSESSIVE_EN}? income|salary|paycheck|wages; loss of income; lost income; reemplazar|sustituir|reponer su|el? ingreso|ingresos|sueldo|salario; remplacer|compenser son|le|sa? revenu|revenus|salaire; perte de revenu|revenus`,
    goal("income_replacement"),
  ),
  rule(
    "retirement income; turned|turn|turning|convert|converted|converting into|to an? income; into an income later; que se convierta en un? ingreso; convertir en un? ingreso; transformer|transforme|convertir en un? revenu|rente; pays|pay|paying her|him|them|me an? income; an income starting|for_life; que le|les de|pague|paguen un? ingreso|ingresos; qui lui|leur verse|versent|donne|donnent un? revenu|revenus; income in|for|during retirement; guaranteed|lifetime|steady|reliable income; income for life; lifetime income stream; outlive|outliving her|his|their? money|savings; outlive; outliving; can_t|cannot|won_t|not outlive; ingresos|ingreso para|de|en la? jubilacion|retiro; ingresos|ingreso de por vida; ingresos|ingreso garantizado|garantizados; renta vitalicia; rente a vie; une rente a vie; income they|he|she can t|cant|cannot outlive; revenu|revenus de|pour la? retraite; revenu|revenus garanti|garantis; revenu|revenus a vie; complement de|complement? retraite; rente viagere; para su|la jubilacion|retiro; pour sa|la retraite",
    goal("retirement_income"),
  ),
  rule(
    "safe growth; growing|grow|grows safe|safely; no stocks; no stock; pas d actions; nada de acciones; better|more than the bank|cd|cds; beat the bank|cd|cds; mejor|mas que el banco|cd; mejor rendimiento|interes que el banco|cd; meilleur rendement|taux|interet que la banque|le_cd|les_cd; mieux que la banque|le_cd; no market loss|losses; no loss|losses; sin perdida|perdidas; sans perte|pertes; somewhere safe; algun lugar seguro; quelque part de sur|securitaire; grow safely; grow it safely; que crezca seguro|seguros|con_seguridad; crecer seguro; nada de la bolsa; no quiere nada de|con la bolsa; no stock market; nothing in the market; pas de bourse; rien en bourse; aucun risque de marche; safe money|investment|investments|place|option; something safe; wants|want it safe; keep it safe; algo seguro; quiere|queria algo seguro; que este seguro; quelque chose de sur|sure|securitaire; en securite; a l abri; play it safe; protect|protecting|preserve|preserving her|his|their|the? principal|savings|nest|money|capital; principal protection; principal protected; no|without market risk; guaranteed growth|returns|interest|rate; better than cds|cd; crecimiento seguro|garantizado; proteger su|sus|el? capital|ahorros|dinero|principal; croissance sure|securisee|garantie; proteger son|ses|le? capital|epargne|argent; capital garanti|protege; wants|want|needs it guaranteed; nothing to do with the? stock market|market|stocks",
    goal("safe_growth"),
  ),
  rule(
    "no risk; zero risk; aucun|aucune|pas_de|sans risque|risques; veulent|veut aucun risque; sin riesgo|riesgos; nada de riesgo; doesn_t|does_not|don_t|do_not want to lose money|principal|savings|a_dime; can_t|cannot afford to lose; can_t|cannot|won_t lose principal|money|her_principal|his_principal|a_dime; no quiere perder|arriesgar su? dinero|capital|ahorros; ne veut pas perdre d? son|ses? argent|capital|epargne",
    [goal("safe_growth"), risk("low")],
  ),
  // "perd son Medicaid (héritage de sa sœur)", "got an inheritance from her aunt": money received, no wish
  // to leave one.
  rule(
    "inheritance|heritage|herencia from|de|del|de_sa|de_son|de_su; an|a|une|una inheritance|heritage|herencia from|de|del; got|received|recibio|recu|heredo an|a|une|una? inheritance|heritage|herencia; a herite; herite de; heredo de|una",
    { k: "block" },
  ),
  rule(
    "legacy; inheritance; heirs; estate planning; leave|leaving the|his|her|their? grandkids|grandchildren|kids|children #; to leave the|his|her|their? grandkids|grandchildren|kids|children; pour les|ses petits_enfants|petits enfants; laisser quelque_chose|de_l_argent a|au|aux son|sa|ses? fils|fille|enfants|petits_enfants; dejar algo|dinero a|para su|sus? hijo|hija|hijos|nietos; leave|leaving something|money|it|an|a inheritance|legacy? to|for? her|his|their|the? # grandkids|grandchildren|kids|children; leave|leaving something|money|it|an|a inheritance|legacy? to|for? her|his|their|the? grandkids|grandchildren|kids|children|family|heirs|nephew|niece|nephews|nieces|godchildren|church|charity; leave|leaving an inheritance|a legacy; leave|leaving her|his|their|the? son|daughter|kids|children|grandkids|grandchildren|family something|money; pass on|down money|wealth|assets; for the grandkids|grandchildren; herencia; legado; dejar|dejarle|dejarles algo|dinero|una_herencia a? sus|los|su? nietos|hijos|sobrinos|sobrino|sobrina|iglesia; dejar una herencia; dejarle|dejarles # a cada # de sus|los? #? nietos|hijos; dejarle|dejarles # a sus|los? nietos|hijos; heritage; transmettre; transmission; succession; laisser quelque_chose|de_l_argent|un_heritage a? ses|son|sa? petits_enfants|enfants|neveu|niece|neveux|eglise; pour ses petits enfants; laisser|leguer a|aux ses|leurs? petits_enfants|enfants|heritiers; dejar|heredar a|para sus|los? nietos|hijos|herederos; leave to|for her|his|their|the? kids|children|grandkids|grandchildren|heirs|nephew|niece|nephews|nieces",
    goal("legacy"),
  ),
  rule(
    "medical costs|bills|expenses; doctor bills|visits; out of pocket; out of pocket costs; oop; health_care|healthcare costs; copays; copay; deductibles; deductible; gastos medicos|de_salud; facturas medicas; frais medicaux|de_sante; couts medicaux; reste a charge",
    goal("medical_costs"),
  ),
  // The home the client lives in, named as a place ("works better at the nursing home"): not a wish for
  // long-term care insurance.
  rule(
    "en el asilo; en la residencia; in|at the nursing home; at her|his nursing home; dans|a la maison de retraite; a l ehpad; dans l ehpad",
    { k: "block" },
  ),
  rule(
    "long term care; ltc; nursing home; nursing home costs|care; assisted living; home health care; home care; in home care; memory care; custodial care; cuidado|cuidados a|de largo plazo; cuidado en casa; residencia de ancianos; asilo; soins de longue duree; dependance; perte d autonomie; maison de retraite; aide a domicile",
    [goal("long_term_care"), { k: "product", id: "long_term_care" }],
  ),
  // A dental office as the client's workplace ("works PT at a dentist office", "clinique dentaire, 6
  // employés", "consultorio dental"): no wish for dental cover.
  rule(
    "a|an|the|her|his|their|my|one? dentist|dentists|dental office|offices|practice|clinic|clinics|lab|group; dentist s office|practice; dental hygienist|assistant|receptionist|technician|tech; hygienist; works|work|working|worked for|at|with a|the|his|her? dentist|dentists; un|una|el|la|su? consultorio|clinica|oficina|laboratorio|practica dental|dentales|del_dentista|de_dentista; asistente|higienista|recepcionista dental; trabaja|trabajaba|trabajando para|con un|una|el|la? dentista; un|une|la|le|son|sa? clinique|cabinet|cabinets|laboratoire|centre dentaire|dentaires; cabinet de|du dentiste; assistante|assistant|hygieniste|secretaire|receptionniste dentaire; travaille|travaillait pour|chez un|une|le|la? dentiste",
    { k: "block" },
  ),
  // The client's own trade: "she's a dentist", "es dentista", "il est dentiste".
  rule("s|is|was|es|era|est|etait a|an|un|una|une? dentist|dentista|dentiste", { k: "block" }),
  rule(
    "dental; a|the|new dentist; see|go_to|visit a|the dentist; dentures; teeth; vision; eyeglasses; glasses; eye exams; hearing; hearing aids; dvh; dental vision hearing; dental vision and hearing; un|el|al dentista; ir al dentista; dentadura; dientes; lentes; anteojos; audicion; audifonos; dentaire; dentaires; un|le dentiste; chez le dentiste; dents; dentier; optique; lunettes; audition; appareil|appareils auditif|auditifs; aparato|aparatos para el|la? oido|sordera; aparato|aparatos auditivo|auditivos; appareil|appareils pour l|les? oreille|oreilles",
    [goal("dental_vision_hearing"), { k: "product", id: "dental_vision_hearing" }],
  ),
  rule(
    "lower|lowering|reduce|reducing|cut her|his|their|the premium|premiums|rate|rates; lower|lowering|reduce|reducing|cut|cheaper premiums|premium|rates|costs; save on premiums; get|bring|brings|getting|bringing the|her|his|their? premium|premiums|rate|rates|cost|costs down; want|wants|wanted that|the|her|his|their premium|premiums|rate|rates down; premium|premiums|rates went|going up; premium|rate increase|increases|hike; too expensive; costs too much; paying too much; overpaying; cheaper plan|option; save money; bajar|reducir la|sus|el|su? prima|primas|pago|pagos; pagar menos; primas mas bajas; prima mas baja; muy caro; demasiado caro; mas barato; le subio; subieron; baisser|reduire|diminuer ses|sa|la|les? primes|prime|cotisations|cotisation; trop cher; moins cher; payer moins; cotisations trop elevees",
    goal("lower_premiums"),
  ),
  // A Medigap holder re-shopping: a cheaper supplement, or the same plan letter with another carrier.
  rule(
    "cheaper|lower g|n|f|supplement|supp|medigap; a cheaper|lower g|n|f|supplement|supp|medigap; cheaper plan g|n|f; g|n|f mas barato; plan g|n|f mas barato; plan g|n|f moins cher",
    [goal("lower_premiums"), { k: "product", id: "medicare_supplement" }],
  ),
  rule(
    "wants|want|needs|looking cheaper|lower; wants|want something less expensive; cheaper; for less; for less money; for cheaper; pay|paying|pays less; less money; save|saving some money; same coverage|plan|thing for less|cheaper; lower his|her|their|the? bill|cost|costs|payment; por menos; x menos; por menos dinero; pagar|paga|pague menos; ahorrar|ahorrarse|economizar dinero|algo; ahorrar; economiser; pour moins|moins_cher; payer|paye moins; cheapest option|plan; the cheapest; mejor precio; por precio; mas economico; meilleur prix; moins chere",
    goal("lower_premiums"),
  ),
  // "PDP review", "rendez-vous pour revoir son plan médicaments", "revisar su plan de medicinas": the plan
  // reviewed is the appointment's product, shopped again.
  rule(
    "review|reviewing|revisar|revisa|revision|revoir|reviser her|his|the|son|sa|su|le|el|de_su? pdp|drug_plan|plan_de_medicinas|plan_medicaments|plan_de_medicaments|partie_d|parte_d|part_d; review|reviewing|revisar|revoir her|his|the|son|sa|su|le|el? drug|drugs|medicinas|medicaments plan; revoir|reviser son|sa|le plan medicaments|de_medicaments",
    { k: "product", id: "part_d" },
  ),
  // "wants to shop the G": the same plan, quoted elsewhere.
  rule(
    "shop|reshop|re_shop|requote|shopping|cotizar the|her|his|su|sa|son|le|el? g|n|f|plan_g|plan_n|supplement|medigap|supp|suplemento",
    [{ k: "product", id: "medicare_supplement" }, goal("lower_premiums")],
  ),
  rule(
    "same plan g|n? elsewhere; same plan g|n? somewhere else; same plan g|n? with another|a_different carrier|company; mismo plan g|n? en|con otra compania|aseguradora; el mismo plan g|n? en otra parte; meme plan g|n? ailleurs; meme plan g|n? chez un autre assureur",
    { k: "product", id: "medicare_supplement" },
  ),
  // A drug the plan will not pay for is a reason to change drug plans.
  rule(
    "doesnt|dont|wont|does_not|do_not|won_t|stopped|no_longer cover|covers|covering|pay_for her|his|their|the|my? new? meds|drugs|drug|medication|medications|insulin|prescription|prescriptions|inhaler|pills; not covering her|his|their? new? meds|drugs|medication|insulin; no|ya_no cubre|cubren|paga|pagan su|sus|la|las? nueva|nuevas? medicina|medicinas|medicamento|medicamentos|insulina|receta|recetas|pastillas; ne couvre|rembourse|prend pas|plus son|sa|ses|le|la|les? nouveau|nouvelle|nouveaux? medicament|medicaments|insuline|ordonnance|ordonnances",
    goal("prescriptions"),
  ),
  // Drugs already paid by TRICARE or the VA are coverage, not a need: "uses the tricare pharmacy", "gets
  // his meds thru tricare", "usa el VA para todo incluido medicinas".
  rule(
    "tricare pharmacy; tricare mail order; meds|drugs|medications|prescriptions|rx thru|through|from|via|at the? tricare; his|her|the meds|drugs|medications thru|through|from|via the? tricare; medicinas|medicamentos|recetas por|del|con|en el? tricare; incluido|incluyendo|incluidas las? medicinas|medicamentos; farmacia de_tricare|del_tricare; medicaments|ordonnances par|du|avec|au le? tricare; pharmacie de_tricare|du_tricare",
    { k: "block" },
  ),
  rule(
    "va pharmacy; meds|drugs|medications|prescriptions|rx thru|through|from|via|at the va; his|her|the meds|drugs|medications thru|through|from|via|at the va; medicinas|medicamentos|recetas por|del|con|en el va; farmacia del va; medicaments|ordonnances par|du|avec|au le? va; pharmacie du va",
    { k: "coverage", id: "va_health" },
  ),
  rule(
    "prescriptions; prescription; prescription drugs|costs; drug costs; medications; medication; meds; rx; pharmacy; # medications|meds|prescriptions|pills; medicamentos; medicinas; recetas; farmacia; medicaments; ordonnances; pharmacie",
    goal("prescriptions"),
  ),
  rule(
    "hospital costs|bills|stays|stay|expenses|indemnity|coverage; hospitalization; hospitalizations; gastos de|del hospital; gastos hospitalarios; hospitalizacion; frais d hospitalisation; hospitalisation",
    goal("hospital_costs"),
  ),
  // "maybe cancer coverage too": the cancer policy asked for, an interest (held, it is the policy owned).
  rule(
    "cancer coverage|protection; cobertura contra el? cancer; proteccion contra el cancer; protection contre le cancer",
    { k: "product", id: "cancer" },
  ),
  rule(
    "tax free; tax deferred; tax advantaged; tax advantages; tax benefits; tax efficient; less|lower taxes; iul; libre de impuestos; diferido de impuestos; impuestos diferidos; ventajas fiscales; defiscalise; avantage|avantages fiscal|fiscaux; exonere d impots; sans impots; ventajas de|con impuestos; con ventajas de impuestos; crezca sin|libre_de impuestos; a l abri de l impot|des_impots; a l abri du fisc; libre d impot|d_impots",
    goal("tax_advantaged_growth"),
  ),
  rule(
    "debt; debts; pay off debt; credit card debt; credit cards; car loan; loans; medical debt; deuda; deudas; tarjetas de credito; prestamo; prestamos; dettes; dette; credit a la consommation; pret auto; pay|paying everything|it_all|all off; pay off everything; pay off the? cards|bills|loans|car|cars; dejar|quede|quedar todo pagado; pagar|liquidar todo|todas_las_deudas; tout soit|serait rembourse; rembourser tout|toutes_les_dettes",
    goal("debt_payoff"),
    { unlessNear: "free libre paid" },
  ),
  rule(
    "college; education; tuition; college fund; education fund; universidad; educacion; estudios; colegiatura; etudes; universite; scolarite; frais de scolarite",
    goal("education"),
  ),

  rule(
    "conservative; very conservative; risk averse|adverse; low risk; no risk; low risk tolerance; hates|dislikes|avoids risk; conservador; conservadora; bajo riesgo; sin riesgo; riesgo cero; no quiere riesgos|riesgo; conservateur; conservatrice; prudent; prudente; faible risque; sans risque; pas de risque; aversion au risque; ne veut pas prendre de risque|risques",
    risk("low"),
  ),
  rule(
    "moderate risk|investor|tolerance|approach|growth; moderately conservative|aggressive; risk tolerance moderate|medium; risk is moderate|medium; risk moderate|medium; balanced; medium risk; some risk; moderado; moderada; riesgo moderado; modere; moderee; equilibre; equilibree; risque modere",
    risk("moderate"),
  ),
  rule(
    "aggressive; high risk; high risk tolerance; risk tolerant; risk taker; likes risk; comfortable with risk; agresivo; agresiva; arriesgado; arriesgada; alto riesgo; agressif; agressive; risque eleve; profil dynamique",
    risk("high"),
    { unlessNext: "cancer tumor treatment chemo form" },
  ),
];
