/**
 * Leads the way agents type them (notes, CRM pastes, texts to a manager), in English, Spanish and French,
 * each with the profile fields that matter and what must NOT be read into it.
 *
 * One file: whole leads read end to end, the reader's specification as an agent would check it.
 */
import { describe, expect, it } from "vitest";
import { parseLead } from "../../src/parse/index.js";
import type { ClientProfile, Language } from "../../src/types.js";

interface LeadCase {
  lead: string;
  language: Language;
  expected: Partial<ClientProfile>;
  /** Ids that must not be in the lists (negations, relatives, wishes). */
  not?: { healthConditions?: string[]; goals?: string[]; currentCoverage?: string[] };
  /** Fields that must stay unset (numbers that are not ages, names that are not names...). */
  unset?: (keyof ClientProfile)[];
}

const ENGLISH: LeadCase[] = [
  {
    lead: "John Smith, 67, TX. Retired teacher, married, 2 kids. Type 2 diabetes, no insulin. High BP. Quit smoking 5 years ago. Has Original Medicare, wants Plan G. Income $2,800 a month from Social Security. $350,000 in savings. Budget $80 a month. Conservative, doesn't want to lose money.",
    language: "en",
    expected: {
      firstName: "John",
      lastName: "Smith",
      age: 67,
      gender: "male",
      state: "TX",
      occupation: "teacher",
      isRetired: true,
      maritalStatus: "married",
      dependents: 2,
      healthConditions: ["diabetes", "high_blood_pressure"],
      smoker: "former",
      currentCoverage: ["original_medicare"],
      income: 33_600,
      savings: 350_000,
      budgetMonthly: 80,
      riskTolerance: "low",
      goals: ["safe_growth"],
    },
    not: { healthConditions: ["diabetes_insulin"], currentCoverage: ["medigap_g"] },
  },
  {
    lead: "72 yo widow in FL, non-smoker, no diabetes, has COPD and is on oxygen at night. Breast cancer 10 yrs ago. Wants burial coverage so her kids don't pay, maybe $15k. Can afford about $100/month.",
    language: "en",
    expected: {
      age: 72,
      gender: "female",
      maritalStatus: "widowed",
      state: "FL",
      smoker: "never",
      healthConditions: ["copd", "oxygen", "cancer_history"],
      goals: ["final_expenses"],
      budgetMonthly: 100,
    },
    not: { healthConditions: ["diabetes", "cancer_current"] },
    unset: ["savings", "income"],
  },
  {
    lead: "Mrs. Johnson, 81, lives in Portland, OR. Husband passed 2 years ago. Has Humana Advantage and Part D. Heart attack in 2019, stent, takes 9 medications. Worried about hospital bills.",
    language: "en",
    expected: {
      lastName: "Johnson",
      age: 81,
      gender: "female",
      maritalStatus: "widowed",
      state: "OR",
      currentCoverage: ["medicare_advantage", "part_d"],
      healthConditions: ["heart_disease", "heart_attack"],
      goals: ["prescriptions", "hospital_costs"],
    },
    unset: ["firstName"],
  },
  {
    lead: "new lead: Robert Garcia 64, turning 65 in March, still working, group health through work ends at retirement. Wife 61. Makes $85k/year. Healthy, never smoked. Wants to understand Medicare options.",
    language: "en",
    expected: {
      firstName: "Robert",
      lastName: "Garcia",
      age: 64,
      gender: "male",
      isRetired: false,
      maritalStatus: "married",
      currentCoverage: ["employer_plan"],
      income: 85_000,
      healthStatus: "good",
      smoker: "never",
    },
  },
  {
    lead: "Client is in her 70s, lives with her daughter in Ohio. Dementia, wheelchair. Daughter wants a small final expense policy for mom. Medicaid.",
    language: "en",
    expected: {
      age: 75,
      gender: "female",
      state: "OH",
      healthConditions: ["dementia", "wheelchair"],
      goals: ["final_expenses"],
      currentCoverage: ["medicaid"],
    },
    not: { currentCoverage: ["existing_life"] },
  },
  {
    lead: "34 year old married dad of two, makes $85k a year, new $320,000 mortgage, non-smoker, wants to protect his family.",
    language: "en",
    expected: {
      age: 34,
      gender: "male",
      maritalStatus: "married",
      dependents: 2,
      income: 85_000,
      smoker: "never",
      goals: ["mortgage", "protect_family"],
    },
    unset: ["savings"],
  },
  {
    lead: "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, about $120 a month to spend.",
    language: "en",
    expected: {
      firstName: "Linda",
      age: 67,
      gender: "female",
      maritalStatus: "widowed",
      occupation: "teacher",
      isRetired: true,
      state: "OH",
      currentCoverage: ["original_medicare"],
      healthConditions: ["diabetes"],
      goals: ["final_expenses"],
      budgetMonthly: 120,
    },
    not: { currentCoverage: ["medigap_other"] },
  },
  {
    lead: "Male 58, smokes a pack a day, high cholesterol, afib. Divorced, 3 grown kids. Self employed contractor, income about 60k. No life insurance. Looking at term or IUL for tax-free retirement income.",
    language: "en",
    expected: {
      age: 58,
      gender: "male",
      smoker: "current",
      healthConditions: ["high_cholesterol", "afib"],
      maritalStatus: "divorced",
      dependents: 0,
      income: 60_000,
      goals: ["retirement_income", "tax_advantaged_growth"],
    },
    not: { currentCoverage: ["existing_life"] },
  },
  {
    lead: "Couple, he's 70, she's 68. He has Parkinson's. They have $500k in IRAs and CDs, want safe growth and income they can't outlive. Moderate risk tolerance. Leave something to the grandkids.",
    language: "en",
    expected: {
      age: 70,
      healthConditions: ["parkinsons"],
      savings: 500_000,
      goals: ["retirement_income", "safe_growth", "legacy"],
      riskTolerance: "moderate",
    },
  },
  {
    lead: "66F, Plan N with Mutual of Omaha, rates went up again, wants to lower premiums. Asthma, arthritis. Zip 75001. Lives in Dallas TX",
    language: "en",
    expected: {
      age: 66,
      gender: "female",
      currentCoverage: ["medigap_n"],
      goals: ["lower_premiums"],
      healthConditions: ["asthma", "arthritis"],
      state: "TX",
    },
    unset: ["income", "savings"],
  },
  {
    lead: "Prospect: Maria Lopez. Age 70. Denies heart problems, diabetes, stroke. On BP meds. Doesn't smoke. Has a $10k life policy from years ago, wants more for burial.",
    language: "en",
    expected: {
      firstName: "Maria",
      lastName: "Lopez",
      age: 70,
      gender: "female",
      healthConditions: ["high_blood_pressure"],
      smoker: "never",
      currentCoverage: ["existing_life"],
      goals: ["final_expenses"],
    },
    not: { healthConditions: ["heart_disease", "diabetes", "stroke"] },
    unset: ["savings"],
  },
  {
    lead: "Guy in his early 60s, ex-smoker, kidney disease stage 3 but not on dialysis. Wife is a nurse. Has life insurance through work. Worried about nursing home costs.",
    language: "en",
    expected: {
      age: 62,
      gender: "male",
      smoker: "former",
      healthConditions: ["kidney_disease"],
      maritalStatus: "married",
      currentCoverage: ["group_life"],
      goals: ["long_term_care"],
    },
    not: { healthConditions: ["dialysis", "nursing_home"], currentCoverage: ["employer_plan"] },
    unset: ["occupation"],
  },
  {
    lead: "Called back Mr. Davis (late 50s) from IN. Insulin dependent diabetic, obese, on 2 BP pills. Income: SS $1,900/mo plus pension $1,200/mo. Budget no more than $60 a month.",
    language: "en",
    expected: {
      lastName: "Davis",
      gender: "male",
      age: 58,
      state: "IN",
      healthConditions: ["diabetes_insulin", "high_blood_pressure", "obesity"],
      income: 37_200,
      budgetMonthly: 60,
    },
    not: { healthConditions: ["diabetes"] },
  },
  {
    lead: "67 y/o female, currently undergoing chemo for lung cancer, was a smoker, quit last year. Single, no kids. Lives in Maine.",
    language: "en",
    expected: {
      age: 67,
      gender: "female",
      healthConditions: ["cancer_current"],
      smoker: "former",
      maritalStatus: "single",
      dependents: 0,
      state: "ME",
    },
    not: { healthConditions: ["cancer_history"] },
  },
  {
    lead: "Need help with a 2025 T65. Born in CA, now lives in Arizona. Has about 200k in a 401k, no debt, house paid off. Excellent health, hikes every day.",
    language: "en",
    expected: { age: 64, state: "AZ", savings: 200_000, healthStatus: "excellent" },
    not: { goals: ["debt_payoff", "mortgage"] },
  },
  {
    lead: "Spoke w/ Karen (62) - single mom, 1 son in college, works as a nurse, makes 72,000 a year. Wants whole life to leave her son something and cover college.",
    language: "en",
    expected: {
      firstName: "Karen",
      age: 62,
      gender: "female",
      maritalStatus: "single",
      occupation: "nurse",
      income: 72_000,
      goals: ["legacy", "education"],
    },
    not: { currentCoverage: ["existing_life"] },
  },
  {
    lead: "Her son Michael called about his mom, 84, in a nursing home with Alzheimer's. Dual eligible. Wants to pre-plan her cremation.",
    language: "en",
    expected: {
      age: 84,
      gender: "female",
      healthConditions: ["alzheimers", "nursing_home"],
      currentCoverage: ["medicaid"],
      goals: ["final_expenses"],
    },
    unset: ["firstName"],
  },
  {
    lead: "client wants dental vision and hearing, has Medicare A & B only, 69 yrs old, not aggressive at all, very conservative with money, SSDI $1,450 a month",
    language: "en",
    expected: {
      age: 69,
      goals: ["dental_vision_hearing"],
      currentCoverage: ["original_medicare"],
      riskTolerance: "low",
      income: 17_400,
    },
  },
  {
    lead: "Retiree, 71, HBP + high cholesterol, had a TIA in 2021, on Plan F since 2012. Husband has dementia and is in memory care. She wants LTC and to protect her savings of $240,000.",
    language: "en",
    expected: {
      age: 71,
      isRetired: true,
      gender: "female",
      healthConditions: ["high_blood_pressure", "high_cholesterol", "stroke"],
      currentCoverage: ["medigap_f"],
      savings: 240_000,
      goals: ["safe_growth", "long_term_care"],
    },
    not: { healthConditions: ["dementia"] },
  },
  {
    lead: "Lead from FB ad. Phone 555-201-3344. Wants final expense. Age: 300 (typo?). Hep C, cirrhosis. Vapes. Ok with $45/mo.",
    language: "en",
    expected: {
      healthConditions: ["liver_disease"],
      smoker: "current",
      goals: ["final_expenses"],
      budgetMonthly: 45,
    },
    unset: ["age", "state"],
  },
  {
    lead: "Widower, 77, from Columbus OH 43215. Had quadruple bypass. Lost his wife to cancer last spring. Has a small whole life policy. Net worth about $1.2M, wants tax-deferred growth and legacy for grandchildren.",
    language: "en",
    expected: {
      age: 77,
      gender: "male",
      maritalStatus: "widowed",
      state: "OH",
      healthConditions: ["heart_disease"],
      currentCoverage: ["existing_life"],
      savings: 1_200_000,
      goals: ["legacy", "tax_advantaged_growth"],
    },
    not: { healthConditions: ["cancer_history", "cancer_current"] },
  },
  {
    lead: "Hi! Met Dorothy at the senior center. She is 88, frail, hospice just started. Wants something for her funeral. No bank account, gets SSI.",
    language: "en",
    expected: {
      firstName: "Dorothy",
      age: 88,
      gender: "female",
      healthStatus: "poor",
      healthConditions: ["terminal_illness"],
      goals: ["final_expenses"],
    },
  },
  {
    lead: "Virginia Smith, 66, Richmond VA. On Medicare Advantage, thinking about switching to a Medigap. Depression, no other issues. Household income 48k.",
    language: "en",
    expected: {
      firstName: "Virginia",
      lastName: "Smith",
      age: 66,
      gender: "female",
      state: "VA",
      currentCoverage: ["medicare_advantage"],
      healthConditions: ["depression"],
      income: 48_000,
    },
    not: { currentCoverage: ["medigap_other", "original_medicare"] },
  },
  {
    lead: "He's 45, works as a truck driver, makes 6k a month, has 3 kids under 10 and a $210,000 mortgage. Wants income replacement if something happens. Smoker.",
    language: "en",
    expected: {
      age: 45,
      gender: "male",
      occupation: "truck driver",
      income: 72_000,
      dependents: 3,
      goals: ["mortgage", "income_replacement"],
      smoker: "current",
    },
    unset: ["savings", "budgetMonthly"],
  },
  {
    lead: "JAMES BROWN 73 MALE NC. COPD ON OXYGEN. NO INSURANCE. WANTS BURIAL.",
    language: "en",
    expected: {
      firstName: "James",
      lastName: "Brown",
      age: 73,
      gender: "male",
      state: "NC",
      healthConditions: ["copd", "oxygen"],
      currentCoverage: ["none"],
      goals: ["final_expenses"],
    },
  },
  {
    lead: "Pre-retiree, 61, wants guaranteed income, has $400k rollover from 403(b), hates risk, married 35 years, 2 adult children. From Pennsylvania.",
    language: "en",
    expected: {
      age: 61,
      isRetired: false,
      goals: ["retirement_income"],
      savings: 400_000,
      riskTolerance: "low",
      maritalStatus: "married",
      dependents: 0,
      state: "PA",
    },
  },
  {
    lead: "Prospect's wife is 60, he is 63. He has type 1 diabetes. Both want Medicare supplement quotes. Texas.",
    language: "en",
    expected: { age: 63, gender: "male", healthConditions: ["diabetes_insulin"], state: "TX" },
    not: { currentCoverage: ["medigap_other", "original_medicare"] },
  },
  {
    lead: "Client: Patricia Nguyen, age 74, HIV positive, well controlled. Has Aetna MAPD. Income $31,000/yr. Wants a cancer policy since cancer runs in her family.",
    language: "en",
    expected: {
      firstName: "Patricia",
      lastName: "Nguyen",
      age: 74,
      gender: "female",
      healthConditions: ["hiv"],
      currentCoverage: ["medicare_advantage"],
      income: 31_000,
      goals: ["cancer_protection"],
    },
    not: { healthConditions: ["cancer_history", "cancer_current"] },
  },
  {
    lead: "Gentleman aged 68, fair health, emphysema, in remission from prostate cancer, wants to leave money to his kids. Annuity with $150,000 in it.",
    language: "en",
    expected: {
      age: 68,
      gender: "male",
      healthStatus: "fair",
      healthConditions: ["copd", "cancer_history"],
      goals: ["legacy"],
    },
  },
  {
    lead: "Zero kids, never married, 59, travels a lot, no health issues. Worried about outliving her money. Savings 650k.",
    language: "en",
    expected: {
      dependents: 0,
      maritalStatus: "single",
      age: 59,
      gender: "female",
      healthStatus: "good",
      goals: ["retirement_income"],
      savings: 650_000,
    },
  },
];

const SPANISH: LeadCase[] = [
  {
    lead: "Señora Rosa Pérez, tiene 68 años, viuda, vive en Nuevo México. Tiene diabetes con insulina y presión alta. No fuma. Gana 1.900 al mes del seguro social. Tiene 3 hijos. Quiere cubrir sus gastos funerarios. Presupuesto de 60 dólares al mes.",
    language: "es",
    expected: {
      firstName: "Rosa",
      lastName: "Pérez",
      age: 68,
      gender: "female",
      maritalStatus: "widowed",
      state: "NM",
      healthConditions: ["diabetes_insulin", "high_blood_pressure"],
      smoker: "never",
      income: 22_800,
      dependents: 3,
      goals: ["final_expenses"],
      budgetMonthly: 60,
    },
  },
  {
    lead: "Cliente de 72 años, jubilado, casado, fuma desde joven. Tuvo un derrame hace 3 años. Tiene Medicare partes A y B, nada más. Vive en Texas. Quiere proteger a su esposa.",
    language: "es",
    expected: {
      age: 72,
      gender: "male",
      isRetired: true,
      maritalStatus: "married",
      smoker: "current",
      healthConditions: ["stroke"],
      currentCoverage: ["original_medicare"],
      state: "TX",
      goals: ["protect_family"],
    },
  },
  {
    lead: "Se llama Carmen Ruiz, 65 años recién cumplidos, maestra jubilada en California. No tiene diabetes ni problemas del corazón. Exfumadora. Tiene 250 mil en ahorros y no quiere perder dinero.",
    language: "es",
    expected: {
      firstName: "Carmen",
      lastName: "Ruiz",
      age: 65,
      gender: "female",
      occupation: "teacher",
      isRetired: true,
      state: "CA",
      smoker: "former",
      savings: 250_000,
      riskTolerance: "low",
      goals: ["safe_growth"],
    },
    not: { healthConditions: ["diabetes", "heart_disease"] },
  },
  {
    lead: "Don José, 80 años, viudo, EPOC y usa oxígeno en casa. Sus hijos quieren algo para el entierro. Tiene Medicaid. Puede pagar unos 50 dólares al mes.",
    language: "es",
    expected: {
      firstName: "José",
      age: 80,
      gender: "male",
      maritalStatus: "widowed",
      healthConditions: ["copd", "oxygen"],
      currentCoverage: ["medicaid"],
      goals: ["final_expenses"],
      budgetMonthly: 50,
    },
  },
  {
    lead: "Hombre de 55 años, trabaja de camionero, gana 4.500 al mes, divorciado con dos hijos menores. Tiene una hipoteca de 180 mil. Busca seguro de vida para proteger a sus hijos.",
    language: "es",
    expected: {
      age: 55,
      gender: "male",
      occupation: "truck driver",
      income: 54_000,
      maritalStatus: "divorced",
      dependents: 2,
      goals: ["mortgage", "protect_family"],
    },
    not: { currentCoverage: ["existing_life"] },
    unset: ["savings"],
  },
  {
    lead: "La señora tiene 70 años y buena salud, sin enfermedades. Tiene un plan Medicare Advantage con Humana y quiere cobertura dental y de visión. Vive en Florida.",
    language: "es",
    expected: {
      age: 70,
      gender: "female",
      healthStatus: "good",
      currentCoverage: ["medicare_advantage"],
      goals: ["dental_vision_hearing"],
      state: "FL",
    },
  },
  {
    lead: "Cumple 65 en mayo. Trabaja todavía, tiene seguro del trabajo. Casada, sin hijos. Colesterol alto y artritis. Vive en Nueva York.",
    language: "es",
    expected: {
      age: 64,
      gender: "female",
      isRetired: false,
      currentCoverage: ["employer_plan"],
      maritalStatus: "married",
      dependents: 0,
      healthConditions: ["high_cholesterol", "arthritis"],
      state: "NY",
    },
  },
  {
    lead: "Mi cliente, 77 años, tuvo cáncer de mama hace 12 años, ahora en remisión. Sufre de depresión. Tiene el Plan G y la parte D. Su preocupación son los gastos médicos.",
    language: "es",
    expected: {
      age: 77,
      healthConditions: ["cancer_history", "depression"],
      currentCoverage: ["medigap_g", "part_d"],
      goals: ["medical_costs"],
    },
    not: { healthConditions: ["cancer_current"] },
  },
  {
    lead: "Señor de 62 años con insuficiencia renal, en diálisis tres veces por semana. Ingresos de 2.100 dólares mensuales. Quiere dejar algo a sus nietos.",
    language: "es",
    expected: {
      age: 62,
      gender: "male",
      healthConditions: ["kidney_disease", "dialysis"],
      income: 25_200,
      goals: ["legacy"],
    },
  },
  {
    lead: "Pareja de Arizona: él tiene 66, ella 63. Él fumaba pero lo dejó hace 10 años. Tienen 400.000 dólares ahorrados y quieren ingresos garantizados para la jubilación. Son conservadores.",
    language: "es",
    expected: {
      state: "AZ",
      age: 66,
      smoker: "former",
      savings: 400_000,
      goals: ["retirement_income"],
    },
  },
  {
    lead: "Clienta de 58 años, enfermera, soltera, con asma. No tiene seguro médico. Gana 65 mil al año. Presupuesto máximo 120 al mes.",
    language: "es",
    expected: {
      age: 58,
      gender: "female",
      occupation: "nurse",
      maritalStatus: "single",
      healthConditions: ["asthma"],
      currentCoverage: ["none"],
      income: 65_000,
      budgetMonthly: 120,
    },
  },
  {
    lead: "Doña María tiene 83 años, vive en una residencia de ancianos, tiene Alzheimer y usa silla de ruedas. Su hija pregunta por un seguro funerario.",
    language: "es",
    expected: {
      firstName: "María",
      age: 83,
      gender: "female",
      healthConditions: ["alzheimers", "nursing_home", "wheelchair"],
      goals: ["final_expenses"],
    },
    not: { currentCoverage: ["existing_life"] },
  },
  {
    lead: "Hombre de unos 60 y pico, obeso, diabético tipo 2 controlado con metformina, no usa insulina. Tiene hepatitis C. Vive en Illinois. Jubilado de la construcción.",
    language: "es",
    expected: {
      gender: "male",
      healthConditions: ["diabetes", "obesity", "hepatitis"],
      state: "IL",
      isRetired: true,
    },
    not: { healthConditions: ["diabetes_insulin"] },
  },
  {
    lead: "Tiene 69 años, es viuda, y su esposo murió de un infarto. Ella no tiene problemas del corazón. Tiene una póliza de vida de 10 mil. Quiere bajar la prima de su suplemento.",
    language: "es",
    expected: {
      age: 69,
      gender: "female",
      maritalStatus: "widowed",
      currentCoverage: ["existing_life"],
      goals: ["lower_premiums"],
    },
    not: { healthConditions: ["heart_attack", "heart_disease"] },
  },
  {
    lead: "Juan Carlos Martínez, 74, jubilado, tiene Parkinson. Recibe 2.600 al mes de pensión. Quiere cubrir gastos del hospital y medicamentos. Vive en Carolina del Norte.",
    language: "es",
    expected: {
      firstName: "Juan",
      age: 74,
      gender: "male",
      isRetired: true,
      healthConditions: ["parkinsons"],
      income: 31_200,
      goals: ["prescriptions", "hospital_costs"],
      state: "NC",
    },
  },
  {
    lead: "Señora de 66 años, divorciada, con tres hijos adultos. Tuvo un ataque al corazón el año pasado. Quiere un seguro de vida para que sus hijos no paguen el funeral. Vive en Nevada.",
    language: "es",
    expected: {
      age: 66,
      gender: "female",
      maritalStatus: "divorced",
      dependents: 0,
      healthConditions: ["heart_attack"],
      goals: ["final_expenses"],
      state: "NV",
    },
  },
  {
    lead: "Tiene 61 años, es dueño de un negocio, gana 120 mil al año, quiere crecimiento con ventajas fiscales y proteger su capital. Riesgo moderado.",
    language: "es",
    expected: {
      age: 61,
      occupation: "business owner",
      income: 120_000,
      goals: ["safe_growth", "tax_advantaged_growth"],
      riskTolerance: "moderate",
    },
  },
];

const FRENCH: LeadCase[] = [
  {
    lead: "Le client s'appelle Jean Dupont, il a 66 ans, marié, retraité, ancien fumeur. Il a de la tension et du cholestérol, pas de diabète. Il habite en Floride. 150 000 € d'épargne. Il veut protéger sa femme et laisser quelque chose à ses petits-enfants. Budget de 50 $ par mois.",
    language: "fr",
    expected: {
      firstName: "Jean",
      lastName: "Dupont",
      age: 66,
      gender: "male",
      maritalStatus: "married",
      isRetired: true,
      smoker: "former",
      healthConditions: ["high_blood_pressure", "high_cholesterol"],
      state: "FL",
      savings: 150_000,
      goals: ["protect_family", "legacy"],
      budgetMonthly: 50,
    },
    not: { healthConditions: ["diabetes"] },
  },
  {
    lead: "Madame Martin, âgée de 72 ans, veuve, vit en Louisiane. Elle a eu un AVC il y a 4 ans et souffre d'arthrose. Non-fumeuse. Elle veut couvrir ses obsèques.",
    language: "fr",
    expected: {
      lastName: "Martin",
      age: 72,
      gender: "female",
      maritalStatus: "widowed",
      state: "LA",
      healthConditions: ["stroke", "arthritis"],
      smoker: "never",
      goals: ["final_expenses"],
    },
  },
  {
    lead: "Homme de 58 ans, plombier, divorcé, trois enfants. Il fume. Il gagne 5 000 $ par mois. Il a un prêt immobilier et veut protéger ses enfants.",
    language: "fr",
    expected: {
      age: 58,
      gender: "male",
      occupation: "plumber",
      maritalStatus: "divorced",
      dependents: 3,
      smoker: "current",
      income: 60_000,
      goals: ["mortgage", "protect_family"],
    },
  },
  {
    lead: "Ma cliente a 67 ans, elle est infirmière à la retraite, célibataire, sans enfants. Elle a une BPCO et est sous oxygène. Elle a Medicare parties A et B et une Medigap plan G.",
    language: "fr",
    expected: {
      age: 67,
      gender: "female",
      occupation: "nurse",
      isRetired: true,
      maritalStatus: "single",
      dependents: 0,
      healthConditions: ["copd", "oxygen"],
      currentCoverage: ["original_medicare", "medigap_g"],
    },
  },
  {
    lead: "Monsieur Lefebvre, 79 ans, atteint de la maladie de Parkinson et de démence. Il vit en EHPAD. Sa fille cherche une assurance obsèques. Il touche une retraite de 1 800 $ par mois.",
    language: "fr",
    expected: {
      lastName: "Lefebvre",
      age: 79,
      gender: "male",
      healthConditions: ["dementia", "parkinsons", "nursing_home"],
      goals: ["final_expenses"],
      income: 21_600,
    },
    not: { currentCoverage: ["existing_life"] },
  },
  {
    lead: "Elle a 64 ans et aura 65 ans en juin. Elle travaille encore, a une mutuelle d'entreprise. Diabétique sous insuline, hypertendue. Elle habite au Texas.",
    language: "fr",
    expected: {
      age: 64,
      gender: "female",
      isRetired: false,
      currentCoverage: ["employer_plan"],
      healthConditions: ["diabetes_insulin", "high_blood_pressure"],
      state: "TX",
    },
  },
  {
    lead: "Couple de retraités en Arizona. Lui a 70 ans, en bonne santé, jamais fumé. Ils ont 300 000 $ d'économies et veulent un revenu garanti à vie sans risque.",
    language: "fr",
    expected: {
      age: 70,
      isRetired: true,
      state: "AZ",
      healthStatus: "good",
      smoker: "never",
      savings: 300_000,
      goals: ["retirement_income"],
      riskTolerance: "low",
    },
  },
  {
    lead: "Client de 75 ans, veuf, a eu un cancer de la prostate il y a 8 ans, guéri. Il a une assurance vie de 20 000 $. Il veut baisser ses primes. Il a un plan Medicare Advantage.",
    language: "fr",
    expected: {
      age: 75,
      gender: "male",
      maritalStatus: "widowed",
      healthConditions: ["cancer_history"],
      currentCoverage: ["medicare_advantage", "existing_life"],
      goals: ["lower_premiums"],
    },
    not: { healthConditions: ["cancer_current"] },
    unset: ["savings"],
  },
  {
    lead: "Femme d'une soixantaine d'années, enseignante, mariée, deux enfants. En chimio pour un cancer du sein. Son mari a une assurance vie collective.",
    language: "fr",
    expected: {
      gender: "female",
      occupation: "teacher",
      maritalStatus: "married",
      dependents: 2,
      healthConditions: ["cancer_current"],
    },
    not: { currentCoverage: ["group_life"] },
  },
  {
    lead: "Il a 81 ans, il est insuffisant rénal et sous dialyse. Pas d'assurance. Il vit en Caroline du Sud. Budget: 40 $ par mois maximum.",
    language: "fr",
    expected: {
      age: 81,
      gender: "male",
      healthConditions: ["dialysis"],
      currentCoverage: ["none"],
      state: "SC",
      budgetMonthly: 40,
    },
  },
  {
    lead: "Prospect: Marie Tremblay, 63 ans, en pleine forme, célibataire. Revenus de 55 000 $ par an. Elle cherche une croissance sûre et des avantages fiscaux pour sa retraite.",
    language: "fr",
    expected: {
      firstName: "Marie",
      lastName: "Tremblay",
      age: 63,
      gender: "female",
      healthStatus: "excellent",
      maritalStatus: "single",
      income: 55_000,
      goals: ["safe_growth", "tax_advantaged_growth"],
    },
  },
  {
    lead: "Monsieur de 70 ans, obèse, asthmatique, pas de problème cardiaque. Ancien militaire. Il veut une couverture dentaire et des lunettes. Habite en Géorgie.",
    language: "fr",
    expected: {
      age: 70,
      gender: "male",
      healthConditions: ["obesity", "asthma"],
      occupation: "military",
      goals: ["dental_vision_hearing"],
      state: "GA",
    },
    not: { healthConditions: ["heart_disease"] },
  },
  {
    lead: "Grand-mère de 76 ans qui veut laisser un héritage à ses petits-enfants. Elle a 120 000 $ placés en banque. Profil prudent. Elle a des problèmes de foie.",
    language: "fr",
    expected: {
      age: 76,
      gender: "female",
      goals: ["legacy"],
      savings: 120_000,
      riskTolerance: "low",
      healthConditions: ["liver_disease"],
    },
  },
  {
    lead: "Il est électricien, 52 ans, marié, il a une hypothèque de 250 000 $ et trois enfants. Il veut remplacer son revenu s'il lui arrive quelque chose. Il vit au New Jersey.",
    language: "fr",
    expected: {
      occupation: "electrician",
      age: 52,
      gender: "male",
      maritalStatus: "married",
      dependents: 3,
      goals: ["mortgage", "income_replacement"],
      state: "NJ",
    },
    unset: ["savings", "income"],
  },
  {
    lead: "Veuve de 85 ans, santé fragile, en fauteuil roulant, Alzheimer débutant. Medicaid. Ses enfants veulent payer les frais funéraires.",
    language: "fr",
    expected: {
      age: 85,
      gender: "female",
      maritalStatus: "widowed",
      healthStatus: "poor",
      healthConditions: ["alzheimers", "wheelchair"],
      currentCoverage: ["medicaid"],
      goals: ["final_expenses"],
    },
  },
  {
    lead: "Mon client, 68 ans, fumeur, crise cardiaque en 2020. Il a la partie D et un plan N. Il est inquiet pour les frais d'hospitalisation. Revenu : 3 200 $ par mois.",
    language: "fr",
    expected: {
      age: 68,
      gender: "male",
      smoker: "current",
      healthConditions: ["heart_attack"],
      currentCoverage: ["medigap_n", "part_d"],
      goals: ["hospital_costs"],
      income: 38_400,
    },
  },
];

function check({ lead, language, expected, not, unset }: LeadCase): void {
  const result = parseLead(lead);
  expect(result.language).toBe(language);
  const { healthConditions, goals, currentCoverage, ...fields } = expected;
  expect(result.profile).toMatchObject(fields);
  for (const id of healthConditions ?? []) expect(result.profile.healthConditions).toContain(id);
  for (const id of goals ?? []) expect(result.profile.goals).toContain(id);
  for (const id of currentCoverage ?? []) expect(result.profile.currentCoverage).toContain(id);
  for (const id of not?.healthConditions ?? []) expect(result.profile.healthConditions).not.toContain(id);
  for (const id of not?.goals ?? []) expect(result.profile.goals).not.toContain(id);
  for (const id of not?.currentCoverage ?? []) expect(result.profile.currentCoverage).not.toContain(id);
  for (const field of unset ?? []) expect(result.profile[field]).toBeUndefined();
}

describe("parseLead: English leads", () => {
  it.each(ENGLISH.map((c) => [c.lead.slice(0, 70), c] as const))("%s", (_, c) => check(c));
});

describe("parseLead: Spanish leads", () => {
  it.each(SPANISH.map((c) => [c.lead.slice(0, 70), c] as const))("%s", (_, c) => check(c));
});

describe("parseLead: French leads", () => {
  it.each(FRENCH.map((c) => [c.lead.slice(0, 70), c] as const))("%s", (_, c) => check(c));
});

describe("parseLead: tricky readings", () => {
  it("keeps a denied condition out and the next clause's condition in", () => {
    const { profile } = parseLead("no diabetes, has COPD");
    expect(profile.healthConditions).toEqual(["copd"]);
  });

  it("denies a whole list after one negation, in three languages", () => {
    for (const lead of [
      "No diabetes, heart disease or stroke.",
      "Sin diabetes, problemas del corazón ni derrame.",
      "Pas de diabète, ni problème cardiaque, ni AVC.",
    ]) {
      expect(parseLead(lead).profile.healthConditions).toEqual([]);
    }
  });

  it("does not read money, years, zip codes, counts or face amounts as ages", () => {
    for (const lead of [
      "Has $15,000 in savings and 2 kids.",
      "Quoted a $25,000 policy in 2025, zip 90210.",
      "Plan G since 2019, 3 grandkids, weighs 210 lbs.",
      "Income 85,000. Savings 67,000.",
    ]) {
      expect(parseLead(lead).profile.age, lead).toBeUndefined();
    }
  });

  it("accepts ambiguous state codes only in capitals and in a place context", () => {
    expect(parseLead("Lives in OK, 70 years old").profile.state).toBe("OK");
    expect(parseLead("Client is ok with $50 a month, 70 years old").profile.state).toBeUndefined();
    expect(parseLead("Call me or text, she is 70 and in good health").profile.state).toBeUndefined();
    expect(parseLead("Retired in HI after the navy").profile.state).toBe("HI");
    expect(parseLead("HI, I have a lead for you").profile.state).toBeUndefined();
    expect(parseLead("Bangor, ME 04401. 68 yo").profile.state).toBe("ME");
    expect(parseLead("Tell ME about IN and OR plans").profile.state).toBeUndefined();
  });

  it("tells monthly from yearly income", () => {
    expect(parseLead("makes $4,000 a month").profile.income).toBe(48_000);
    expect(parseLead("makes $48,000 a year").profile.income).toBe(48_000);
    expect(parseLead("income $48k").profile.income).toBe(48_000);
    expect(parseLead("Social Security of $1,900/month").profile.income).toBe(22_800);
    expect(parseLead("gana 3.000 al mes").profile.income).toBe(36_000);
    expect(parseLead("il gagne 2 500,50 € par mois").profile.income).toBe(30_006);
  });

  it("reads a monthly dollar amount with no label by its size: a budget below $1,000, income from it", () => {
    // The issue's own examples, as agents type them: nothing says which is which but the amount.
    const funeral = parseLead("Linda, 67, wants her funeral covered, $120 a month.").profile;
    expect(funeral.budgetMonthly).toBe(120);
    expect(funeral.income).toBeUndefined();
    const retiree = parseLead("Mary, 68, $2,800 a month, wants burial covered").profile;
    expect(retiree.income).toBe(33_600);
    expect(retiree.budgetMonthly).toBeUndefined();
    expect(parseLead("70 años, gastos funerarios, 80 dólares al mes").profile.budgetMonthly).toBe(80);
    expect(parseLead("70 ans, obsèques, 60 $ par mois").profile.budgetMonthly).toBe(60);
    // A bare number is not money, and a labelled amount keeps its label.
    expect(parseLead("Mary, 68, 120 a month").profile.budgetMonthly).toBeUndefined();
    expect(parseLead("68, makes $900 a month").profile.income).toBe(10_800);
    expect(parseLead("68, funeral costs $120 a month").profile.budgetMonthly).toBeUndefined();
  });

  it("maps decades and turning ages to a current age", () => {
    expect(parseLead("woman in her 70s").profile.age).toBe(75);
    expect(parseLead("early 60s").profile.age).toBe(62);
    expect(parseLead("late 50s").profile.age).toBe(58);
    expect(parseLead("turning 65 in March").profile.age).toBe(64);
    expect(parseLead("just turned 65").profile.age).toBe(65);
    expect(parseLead("de 70 años").profile.age).toBe(70);
    expect(parseLead("âgée de 72 ans").profile.age).toBe(72);
    expect(parseLead("45 ans, cadre").profile.age).toBe(45);
    expect(parseLead("sesenta y ocho años").profile.age).toBe(68);
    expect(parseLead("septuagénaire").profile.age).toBe(75);
  });

  it("does not take a relative's facts for the client's", () => {
    const { profile } = parseLead("Her husband has dementia and smokes. She is 70, healthy, never smoked.");
    expect(profile.healthConditions).not.toContain("dementia");
    expect(profile.smoker).toBe("never");
    expect(profile.age).toBe(70);
    expect(profile.gender).toBe("female");
  });

  it("reads a wish as a wish, not as coverage", () => {
    const { profile } = parseLead("Has Plan F, wants Plan G, interested in an annuity and life insurance.");
    expect(profile.currentCoverage).toEqual(["medigap_f"]);
  });

  it("reads names, never from markup or code", () => {
    expect(parseLead("named maria, 70").profile.firstName).toBe("Maria");
    expect(parseLead("se llama Rosa Pérez").profile).toMatchObject({ firstName: "Rosa", lastName: "Pérez" });
    expect(parseLead("Elle s'appelle Jeanne Dupont.").profile).toMatchObject({
      firstName: "Jeanne",
      lastName: "Dupont",
    });
    expect(parseLead("Mrs. O'Brien-Walsh, 70").profile.lastName).toBe("O'Brien-Walsh");
    expect(parseLead("Rosa de la Cruz, 70").profile.lastName).toBe("de la Cruz");
    expect(parseLead("<b>John</b> 70").profile.firstName).toBe("John");
    expect(parseLead('<img alt="Mary" src=x> 70 yo').profile.firstName).toBeUndefined();
    expect(parseLead("<script>var n = 'Robert';</script> 70 yo").profile.firstName).toBeUndefined();
    expect(parseLead("alert('John') 70 yo").profile.firstName).toBeUndefined();
  });

  it("forces the language when asked", () => {
    expect(parseLead("67 year old male", { language: "fr" }).language).toBe("fr");
  });
});
