/**
 * Common occupations of the clients agents meet, as one English name per occupation so the recommender
 * can reason on them whatever the lead's language. Feminine es/fr forms also say the client is a woman.
 */
import { type Effect, type Rule, rule } from "../phrases.js";

/** [occupation, masculine or neutral forms, feminine forms]. */
const OCCUPATIONS: readonly (readonly [string, string, string?])[] = [
  [
    "teacher",
    "teacher; schoolteacher; school teacher; maestro; profesor; enseignant; professeur; prof; instituteur",
    "maestra; profesora; enseignante; institutrice",
  ],
  ["professor", "professor; college professor; catedratico"],
  ["nurse", "nurse; registered nurse; rn; lpn; enfermero; infirmier", "enfermera; infirmiere"],
  [
    "nurse aide",
    "cna; nurse aide; home health aide; caregiver; aide soignant; cuidador",
    "cuidadora; aide soignante",
  ],
  ["plumber", "plumber; plomero; fontanero; plombier"],
  ["electrician", "electrician; electricista; electricien"],
  [
    "truck driver",
    "truck driver; trucker; truckdriver; camionero; trailero; chauffeur routier; routier; camionneur",
  ],
  ["bus driver", "bus driver; chofer de autobus; conductor de autobus; chauffeur de bus"],
  ["driver", "driver; delivery driver; uber driver; taxi driver; chofer; chauffeur; conductor"],
  ["mechanic", "mechanic; mecanico; mecanicien"],
  [
    "farmer",
    "farmer; rancher; agricultor; granjero; ranchero; agriculteur; fermier; cultivateur",
    "agricultora; granjera; agricultrice; fermiere",
  ],
  ["carpenter", "carpenter; carpintero; charpentier; menuisier"],
  ["roofer", "roofer; techador; techero; couvreur"],
  [
    "construction worker",
    "construction worker; construction; construccion; albanil; obrero de construccion; macon; ouvrier du batiment",
  ],
  [
    "police officer",
    "police officer; policeman; cop; sheriff; deputy; policia; agente de policia; policier; gendarme",
  ],
  ["firefighter", "firefighter; fireman; bombero; pompier"],
  ["engineer", "engineer; ingeniero; ingenieur", "ingeniera; ingenieure"],
  ["accountant", "accountant; cpa; bookkeeper; contador; contable; comptable", "contadora"],
  ["lawyer", "lawyer; attorney; abogado; avocat", "abogada; avocate"],
  ["doctor", "doctor; physician; medico; medecin", "doctora; medica"],
  ["dentist", "dentist; dentista; dentiste"],
  ["pharmacist", "pharmacist; farmaceutico; pharmacien", "farmaceutica; pharmacienne"],
  [
    "secretary",
    "secretary; administrative assistant; receptionist; secretario; recepcionista",
    "secretaria; secretaire",
  ],
  ["cashier", "cashier; cajero; caissier", "cajera; caissiere"],
  ["server", "waiter; waitress; server; bartender; mesero; camarero; serveur", "mesera; camarera; serveuse"],
  ["cook", "cook; chef; cocinero; cuisinier", "cocinera; cuisiniere"],
  [
    "housekeeper",
    "housekeeper; cleaner; janitor; custodian; conserje; limpieza; agent d entretien",
    "limpiadora; femme de menage",
  ],
  ["homemaker", "homemaker; housewife; stay at home mom; ama de casa; femme au foyer; mere au foyer"],
  [
    "business owner",
    "business owner; small business owner; self employed; entrepreneur; dueno de un? negocio; empresario; autonomo; commercant; chef d entreprise; independant",
    "duena de un? negocio; empresaria; autonoma; commercante; independante",
  ],
  ["contractor", "contractor; contratista"],
  ["welder", "welder; soldador; soudeur"],
  ["factory worker", "factory worker; machinist; obrero; operario; ouvrier", "obrera; operaria; ouvriere"],
  ["military", "military; veteran; army; navy; marine; air force; militar; soldado; militaire"],
  ["pastor", "pastor; minister; priest; clergy; sacerdote; pasteur; pretre"],
  [
    "salesperson",
    "salesman; saleswoman; sales rep; salesperson; vendedor; vendeur; commercial",
    "vendedora; vendeuse",
  ],
  ["real estate agent", "realtor; real estate agent; agente de bienes raices; agent immobilier"],
  ["banker", "banker; bank teller; banquero; banquier", "banquera; banquiere"],
  [
    "hairdresser",
    "hairdresser; hair stylist; barber; cosmetologist; peluquero; barbero; coiffeur",
    "peluquera; estilista; coiffeuse",
  ],
  ["mail carrier", "mail carrier; mailman; postal worker; cartero; facteur", "cartera; factrice"],
  [
    "social worker",
    "social worker; trabajador social; assistant social",
    "trabajadora social; assistante sociale",
  ],
  ["gardener", "gardener; landscaper; jardinero; jardinier", "jardinera; jardiniere"],
  ["painter", "painter; pintor; peintre"],
  ["seamstress", "seamstress; tailor; costurera; sastre; couturiere; tailleur"],
  ["baker", "baker; panadero; boulanger", "panadera; boulangere"],
  ["butcher", "butcher; carnicero; boucher", "carnicera; bouchere"],
  ["pilot", "pilot; piloto; pilote"],
  ["librarian", "librarian; bibliotecario; bibliothecaire", "bibliotecaria"],
  ["principal", "principal; school principal; director de escuela; directeur d ecole", "directrice d ecole"],
  ["miner", "miner; coal miner; minero; mineur"],
  ["fisherman", "fisherman; pescador; pecheur"],
  ["office worker", "office worker; clerk; oficinista; employe de bureau", "employee de bureau"],
  [
    "government employee",
    "government employee; federal employee; state employee; funcionario; fonctionnaire",
    "funcionaria",
  ],
];

function occupationRules(): Rule[] {
  const rules: Rule[] = [];
  for (const [name, forms, feminine] of OCCUPATIONS) {
    rules.push(rule(forms, { k: "occupation", v: name }));
    if (feminine) rules.push(rule(feminine, { k: "occupation", v: name, g: "female" } satisfies Effect));
  }
  return rules;
}

export const WORK_RULES: readonly Rule[] = occupationRules();
