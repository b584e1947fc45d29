/**
 * Health wording in English, Spanish and French, folded (no accents): conditions as underwriting ids,
 * tobacco use and overall health.
 */
import type { HealthConditionId, HealthStatus, SmokerStatus } from "../../types.js";
import { type Effect, type Rule, rule } from "../phrases.js";

const has = (id: HealthConditionId): Effect => ({ k: "condition", id });
const smoker = (v: SmokerStatus): Effect => ({ k: "smoker", v });
const health = (v: HealthStatus): Effect => ({ k: "health", v });
const block: Effect = { k: "block" };

export const HEALTH_RULES: readonly Rule[] = [
  // Diabetes; insulin use is its own underwriting class.
  // Prediabetes is not diabetes: a longer phrase, so it wins at the same place.
  rule(
    "pre diabetic; prediabetic; pre diabetes; prediabetes; prediabetico; prediabetica; prediabete; prediabetique; pre diabete",
    {
      k: "block",
    },
  ),
  rule(
    "diabetes; diabetic; diabetico; diabetica; diabete; diabetique; t2d; type #2 diabetes|diabetic; type #2; tipo #2; type ii diabetes; diabetes type|tipo #2; diabetes type|tipo ii; diabete de type #2; high blood sugar; azucar alta; metformin; metformina; metformine; sugar diabetes",
    has("diabetes"),
  ),
  rule(
    "insulin; insulina; insuline; insulin dependent; insulino dependiente; insulinodependiente; insulinodependant; insulino dependant; type #1 diabetes|diabetic; type i diabetes|diabetic; t1d; diabetes type|tipo #1; diabetes type|tipo i; diabete de type #1; type #1 on a|an|the? pump|insulin; type #1 w|with a? pump; juvenile diabetes|diabetic; insulin pump; pompe a insuline; bomba de insulina",
    has("diabetes_insulin"),
  ),
  rule("insulin costs|cost", [has("diabetes_insulin"), { k: "goal", id: "prescriptions" }]),
  // Blood pressure: any mention is almost always the high kind; the low and normal kinds are consumed.
  rule(
    "high blood pressure; blood pressure; high|elevated bp; bp med|meds|medicine|medicines|medication|medications|pill|pills|tablet|tablets|rx; hbp; htn; hypertension; hypertensive; hypertendu; hypertendue; pression haute; haute pression; pression elevee; pression arterielle elevee; tension haute; hipertension; hipertenso; hipertensa; presion alta; presion arterial alta; presion arterial; alta presion; tension alta; tension arterial alta; lisinopril; amlodipine; losartan",
    has("high_blood_pressure"),
  ),
  // "pastillas para la presión", "un médicament pour la pression": a pill for the pressure is for the high
  // kind ("sous pression au travail" names no pill).
  rule(
    "medicina|medicinas|medicamento|medicamentos|pastilla|pastillas|pildora|pildoras|remedio|remedios para|de la presion; algo para la presion; medicament|medicaments|pilule|pilules|comprime|comprimes pour|contre la pression|tension; quelque chose pour la pression",
    has("high_blood_pressure"),
  ),
  rule("tension; tension arterielle; hta; tension elevee", has("high_blood_pressure"), { lang: "fr" }),
  rule("hta; tension", has("high_blood_pressure"), { lang: "es" }),
  rule(
    "low blood pressure; normal blood pressure; blood pressure normal|fine|good|ok; presion baja; presion normal; tension basse; tension normale",
    block,
  ),
  rule(
    "high cholesterol; cholesterol; colesterol alto; colesterol; cholesterol eleve; hypercholesterolemie; hipercolesterolemia; hyperlipidemia; statin; statins; lipitor; atorvastatin; crestor; simvastatin",
    has("high_cholesterol"),
  ),
  rule("normal cholesterol; cholesterol normal|fine|good|ok; colesterol normal; cholesterol normal", block),
  rule(
    "heart disease|condition|problems|problem|issues|issue|trouble|surgery; cardiac problems|issues|condition|disease; cardiac; coronary artery disease; bypass; triple|double|quadruple bypass; heart bypass; bypass surgery; baipas; by pass; puente|puentes coronario|coronarios; pontage; pontages; pontage coronarien|cardiaque; double|triple|quadruple pontage; stent; stents; pacemaker; marcapasos; angina; arrhythmia; arritmia; arythmie; enfermedad del corazon; enfermedad cardiaca|coronaria|cardiovascular; problemas del|de corazon; problemas cardiacos; cardiopatia; cardiaco; cardiaca; maladie cardiaque|cardiovasculaire|coronarienne; maladie du coeur|cœur; probleme|problemes cardiaque|cardiaques; probleme|problemes de coeur|cœur; cardiopathie; cardiaque; stimulateur cardiaque; angine de poitrine",
    has("heart_disease"),
  ),
  // A gastric bypass is weight-loss surgery, not the heart's.
  rule("gastric bypass; bypass gastric|gastrico|gastrique; by pass gastrico|gastrique", block),
  // "MI in 2021", "had an MI": a myocardial infarction. A capital "MI" beside a year, after a place word
  // or a move ("moved to MI in 2019"), stays Michigan.
  rule("mi in|en|dans #; mi # yrs|years|year|months|mos|ans|anos ago|back", has("heart_attack"), {
    upper: true,
    unlessNear:
      "from to in at near moved move moving lives live living resides relocated born grew de desde a au vers",
  }),
  rule(
    "had|has|have|having|hx|hx_of|history_of|post|prior|previous|old|recent|another|suffered an|a? mi; an mi",
    has("heart_attack"),
    { lang: "en" },
  ),
  rule(
    "afib; a fib; atrial fibrillation; atrial fib; fibrilacion auricular; fibrilacion; fibrillation auriculaire; fibrillation atriale; fibrillation",
    has("afib"),
  ),
  rule(
    "chf; congestive heart failure; heart failure; insuficiencia cardiaca; insuficiencia cardiaca congestiva; falla cardiaca; falla del corazon; insuffisance cardiaque; insuffisance cardiaque congestive; defaillance cardiaque",
    has("heart_failure"),
  ),
  rule(
    "blood clot; blood clots; clot; clots; dvt; deep vein thrombosis; pulmonary embolism; pulmonary embolus; history of pe; had a pe; coagulo; coagulos; coagulos de sangre; trombosis; trombosis venosa profunda; embolia pulmonar; caillot; caillots; caillot sanguin; caillots sanguins; thrombose; thrombose veineuse profonde; phlebite; embolie pulmonaire",
    has("blood_clots"),
  ),
  rule(
    "heart attack; heart attacks; myocardial infarction; cardiac arrest; ataque al corazon; ataque cardiaco; infarto; infarctus; crise cardiaque; arret cardiaque",
    has("heart_attack"),
  ),
  rule(
    "stroke; strokes; mini stroke; cva; derrame; derrame cerebral; embolia; embolia cerebral; accidente cerebrovascular; ictus; avc; accident vasculaire cerebral; attaque cerebrale",
    has("stroke"),
  ),
  // "tía" is an aunt in Spanish.
  rule("tia", has("stroke"), { lang: "en" }),
  rule(
    "copd; emphysema; enfisema; emphyseme; chronic bronchitis; bronquitis cronica; bronchite chronique; epoc; bpco; mpoc; lung disease; chronic obstructive pulmonary disease; enfermedad pulmonar obstructiva cronica",
    has("copd"),
  ),
  rule("oxygen; home oxygen; oxygen tank; oxigeno; oxygene; o2", has("oxygen")),
  rule("asthma; asthmatic; asma; asmatico; asmatica; asthme; asthmatique", has("asthma")),
  rule(
    "cancer; cancers; breast|prostate|lung|colon|colorectal|skin|bladder|ovarian|cervical|throat|pancreatic ca; tumor; tumour; tumeur; tumores; leukemia; leucemia; leucemie; lymphoma; linfoma; lymphome; melanoma; melanome; carcinoma",
    { k: "cancer", lean: "history" },
  ),
  rule(
    "chemo; chemotherapy; quimio; quimioterapia; chimio; chimiotherapie; radiation; radiation therapy|treatment; radiotherapy; radioterapia; radiotherapie; oncologist",
    { k: "cancer", lean: "current" },
  ),
  rule(
    "cancer survivor; survivor of cancer; cancer free; in|en remission|remision; sobreviviente|superviviente de cancer; libre de cancer; guerie|gueri d un cancer",
    has("cancer_history"),
  ),
  rule(
    "kidney disease|failure|problems|problem|issues; ckd; ckd2; ckd3; ckd4; ckd #; ckd stage #; stage # ckd; chronic kidney disease; renal failure|disease|insufficiency; enfermedad renal; insuficiencia renal; problemas de rinon|rinones|renales; problemas de los rinones; maladie renale; insuffisance renale; problemes renaux; problemes de reins",
    has("kidney_disease"),
  ),
  rule("dialysis; hemodialysis; dialisis; hemodialisis; dialyse; hemodialyse", has("dialysis")),
  rule(
    "esrd; end stage renal|kidney disease|failure; end stage renal|kidney; enfermedad renal terminal; enfermedad renal cronica terminal; enfermedad renal en etapa terminal; insuficiencia renal terminal; insuficiencia renal cronica terminal; insuffisance renale terminale; insuffisance renale chronique terminale; irct; irt",
    has("esrd"),
  ),
  rule(
    "organ|kidney|liver|heart|lung|renal transplant; bone marrow transplant; transplant recipient|patient; had a transplant; trasplante de rinon|higado|corazon|pulmon|organo|organos|medula; trasplantado; trasplantada; greffe de rein|foie|coeur|poumon|cœur|moelle; greffe d organe; greffe renale|hepatique|cardiaque|pulmonaire; greffe du rein|foie|coeur|cœur",
    has("organ_transplant"),
  ),
  rule("dementia; demencia; demence; senile dementia", has("dementia")),
  rule("alzheimer s?; alzheimers; alzheimer; alzheimers disease", has("alzheimers")),
  rule("parkinson s?; parkinsons", has("parkinsons")),
  // "MS" is also Mississippi and "Ms": only the full name, or the short form after a word that says disease.
  rule(
    "multiple sclerosis; esclerosis multiple; sclerose en plaques; has|have|had ms; dx ms; diagnosed with ms; ms diagnosis|patient|flare|flares|relapse|relapses; tiene|padece em; atteint|atteinte de sep",
    has("multiple_sclerosis"),
  ),
  rule(
    "als; lou gehrig s? disease; lou gehrigs; lou gehrig; amyotrophic lateral sclerosis; ela; esclerosis lateral amiotrofica; sla; maladie de charcot; sclerose laterale amyotrophique",
    has("als"),
  ),
  rule(
    "rheumatoid arthritis; artritis reumatoide; polyarthrite; polyarthrite rhumatoide; arthrite rhumatoide; lupus; autoimmune; autoimmune disease|disorder|condition; auto immune; auto immune disease; crohn s?; crohns; crohn s disease; ulcerative colitis; psoriatic arthritis; ankylosing spondylitis; sjogren s?; scleroderma; enfermedad autoinmune; autoinmune; colitis ulcerosa; enfermedad de crohn; maladie auto immune; auto immune; maladie de crohn; rectocolite hemorragique; rectocolite; spondylarthrite ankylosante; rhumatisme psoriasique",
    has("autoimmune"),
  ),
  rule(
    "neuropathy; neuropathies; peripheral neuropathy; diabetic neuropathy; nerve damage; neuropatia; neuropatia periferica|diabetica; neuropathie; neuropathie peripherique|diabetique",
    has("neuropathy"),
  ),
  rule(
    "seizure; seizures; seizure disorder; epilepsy; epileptic; convulsiones; convulsion; epilepsia; epileptico; epileptica; epilepsie; epileptique; crises d epilepsie; crise d epilepsie; convulsions",
    has("seizures"),
  ),
  rule(
    "bipolar; bipolar disorder; manic depression; manic depressive; schizophrenia; schizophrenic; schizoaffective; trastorno bipolar; esquizofrenia; esquizofrenico; esquizofrenica; bipolaire; trouble bipolaire; schizophrenie; schizophrene; psychose maniaco depressive",
    has("bipolar_schizophrenia"),
  ),
  rule(
    "anxiety; anxiety disorder; panic attack|attacks|disorder; generalized anxiety; ansiedad; trastorno de ansiedad; ataques de panico; anxiete; trouble anxieux; crises d angoisse|panique",
    has("anxiety"),
  ),
  rule(
    "alcoholism; recovering alcoholic|addict; is an alcoholic; drug|alcohol|substance abuse; drug|alcohol|substance rehab|treatment; drug|alcohol|opioid addiction; opioid use disorder; alcoholismo; es alcoholico|alcoholica; drogadiccion; drogadicto; adiccion a las drogas|al alcohol; rehabilitacion por alcohol|drogas; alcoolisme; alcoolique; toxicomanie; toxicomane; cure de desintoxication; desintoxication",
    has("substance_use"),
  ),
  rule(
    "thyroid; thyroid disease|problem|problems|condition; hypothyroid; hypothyroidism; hyperthyroid; hyperthyroidism; hashimoto s?; graves disease; tiroides; hipotiroidismo; hipertiroidismo; problemas de tiroides; thyroide; hypothyroidie; hyperthyroidie",
    has("thyroid"),
  ),
  rule("osteoporosis; osteopenia; osteoporose; osteopenie", has("osteoporosis")),
  rule(
    "gout; gouty; gout attacks?; ataques de gota; tiene|padece gota; la gota; crise|crises de goutte; a la goutte",
    has("gout"),
  ),
  // Bare "gota"/"goutte" is also "a drop": not before "de".
  rule("gota; goutte", has("gout"), { unlessNext: "de d" }),
  rule(
    "sleep apnea; sleep apnoea; apnea; cpap; bipap; c pap; cpap machine; apnea del sueno; apnea obstructiva; apnee du sommeil; apnee",
    has("sleep_apnea"),
  ),
  rule("arthritis; osteoarthritis; artritis; artrosis; arthrite; arthrose", has("arthritis")),
  // "RA" only after a verb of having: a bare "RA" is too short to trust.
  rule("has|have|had ra; ra flare|flares|meds", has("arthritis")),
  rule(
    "depression; depressed; major depression; depresion; deprimido; deprimida; deprime; deprimee",
    has("depression"),
    { unlessNext: "era" },
  ),
  rule(
    "obese; obesity; morbidly obese; overweight; obesidad; obeso; obesa; sobrepeso; obesite; surpoids",
    has("obesity"),
  ),
  rule("hiv; hiv positive; vih; sida", has("hiv")),
  rule(
    "liver disease|problems|issues|failure; cirrhosis; cirrosis; cirrhose; fatty liver; enfermedad del higado; enfermedad hepatica; higado graso; problemas del higado; maladie du foie; probleme|problemes de|du foie; steatose hepatique",
    has("liver_disease"),
  ),
  rule("hepatitis; hepatitis a|b|c; hep b|c; hepb; hepc; hcv; hbv; hepatite; hepatite b|c", has("hepatitis")),
  rule(
    "terminal; terminally ill; terminal illness|cancer; hospice; hospicio; months to live; palliative care; enfermo|enferma terminal; enfermedad terminal; cuidados paliativos; maladie terminale; phase terminale; stade terminal; en fin de vie; soins palliatifs",
    has("terminal_illness"),
  ),
  // "el asilo no lo acepta", "the nursing home won't take it": the facility named, no wish for LTC cover.
  rule("el asilo; del asilo; al asilo; the nursing home's; the nursing home doesn t|won t|wont|doesnt", {
    k: "block",
  }),
  // "moved into a nursing home last wk", "moves into Heritage Care nursing home on Sept 15": living there
  // (or about to) and the move itself, which opens the institutional SEP.
  rule(
    "moved|moves|went|goes into|to a|the nursing home|nursing_home; just|recently moved|went into|to a|the nursing home|nursing_home; moved|went into memory_care|assisted_living; moved|went into memory care",
    [
      { k: "condition", id: "nursing_home", worryGoal: "long_term_care" },
      { k: "event", id: "entering_nursing_home" },
    ],
  ),
  rule(
    "entro|ingreso a|en un|una|el asilo|nursing_home|residencia; entro|ingreso|entra|ingresa al asilo|nursing_home; entro|ingreso a|en un|una nursing home; est entre|entree en|dans ehpad|chsld|maison_de_retraite; lives|living|resides|residing|stays|staying|is in a? nursing home; in a nursing home; nursing home resident; vive en un|una asilo|residencia|nursing_home; vive|esta en una residencia|casa|hogar de ancianos|reposo; vive en el asilo; vive en un nursing home; esta en un|el asilo|nursing_home; en un nursing home; in memory care; in assisted living; lives in assisted living|memory_care; en un asilo; en una residencia de ancianos; en un hogar de ancianos; en una casa de reposo; internada|internado en un asilo; en ehpad; ehpad; vit en maison de retraite; en maison de retraite|soins|repos; en centre|foyer|residence de soins; en soins de longue duree; en centre d hebergement; en chsld; in a? skilled nursing facility; in a? snf; in a? care home; en un centro de cuidado|cuidados; en un hogar de cuidado",
    { k: "condition", id: "nursing_home", worryGoal: "long_term_care" },
  ),
  rule(
    "wheelchair; wheelchair bound; in a wheelchair; silla de ruedas; fauteuil roulant; en fauteuil",
    has("wheelchair"),
  ),
  // Family history is a reason to buy cancer cover, not a condition of the client's.
  rule(
    "family history of cancer; cancer runs in the|her|his|their family; antecedentes familiares de cancer; antecedents familiaux de cancer",
    { k: "goal", id: "cancer_protection" },
  ),

  // Tobacco.
  rule(
    "non smoker; nonsmoker; non smoking; non tobacco; non tobacco user; nontobacco; never smoked; never smoker; never used tobacco; tobacco free; no fumador|fumadora; nunca ha fumado; nunca fumo; non fumeur|fumeuse; n a jamais fume; jamais fume; fume pas|jamais; ne fume|fument pas|jamais|point; ni l un ni l autre ne fume",
    smoker("never"),
  ),
  rule(
    "non_smoker|nonsmoker|non_smoking|non_tobacco|nontobacco|tobacco_free|no_tobacco since|for; non fumeur|fumeuse depuis; no fuma desde|hace; no fumador desde; former smoker; was a|an heavy? smoker; used to be a smoker; ex smoker; exsmoker; quit smoking|tobacco|cigarettes|vaping; stopped smoking; gave up smoking|cigarettes; used to smoke; smoked; no longer smokes; doesn t smoke anymore; smoke free since; smoke free; exfumador; exfumadora; ex fumador; ex fumadora; dejo de fumar; dejo el cigarro|tabaco|cigarrillo; fumaba; fumo hasta; ya no fuma; ancien fumeur; ancienne fumeuse; ex fumeur; ex fumeuse; a arrete de fumer; arrete de fumer; fumait; ne fume plus; fume plus",
    smoker("former"),
  ),
  rule(
    "sneaks cigs|cigarettes|a_smoke; still sneaks|smokes|smoking; smoker; smokers; smokes; smoking; smoke; cigarettes; cigarette; cigars; cigar; pack|packs a|per day; tobacco; tobacco user; uses tobacco; chews tobacco; chewing tobacco; snuff; vapes; vaping; vape; vaper; e cig; e cigarettes; nicotine; fuma; fuman; fumador; fumadora; fumadores; fumar; tabaco; cigarros; cigarrillos; vapea; fumeur; fumeuse; fumeurs; fume; fument; fumer; tabac; vapote; cigarette electronique",
    smoker("current"),
  ),
  rule("smoke detector|alarm|detectors|alarms", block),

  // Overall health.
  rule(
    "excellent|great|perfect health; very good health; excellent shape; excelente salud; salud excelente; muy buena salud; excellente sante; tres bonne sante; en pleine forme",
    health("excellent"),
  ),
  rule(
    "good health; healthy; in good shape; no health issues|problems|conditions; no major health issues|problems|conditions; no medical issues|conditions|problems; buena salud; saludable; sano; sana; sin problemas de salud; goza de buena salud; bonne sante; en bonne sante; en forme; aucun probleme de sante; pas de probleme|problemes de sante; bien portant; bien portante",
    health("good"),
  ),
  rule(
    "fair|average|ok|okay|decent health; some health issues|problems; salud regular; regular de salud; algunos problemas de salud; sante moyenne|correcte; quelques problemes de sante",
    health("fair"),
  ),
  rule(
    "poor|bad|declining|failing|frail health; health is poor|bad|declining|failing; in poor shape; sick; very sick; frail; unhealthy; mala salud; salud delicada|fragil|mala; muy enferma|enfermo; mauvaise sante; sante fragile|precaire|mauvaise; tres malade; malade",
    health("poor"),
    { unlessNext: "of" },
  ),
];
