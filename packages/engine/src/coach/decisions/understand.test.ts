import { describe, expect, it } from "vitest";
import { decideMessage } from "./decide.js";
import type { QuestionKind } from "./question.js";
import { understand } from "./understand.js";

type Case = readonly [message: string, kind: QuestionKind, topic?: string];

const NO_BUNDLE: Readonly<Record<"en" | "es" | "fr", readonly Case[]>> = {
  en: [
    ["whats the 2026 part b premium", "fact", "part_b_premium"],
    ["what's the max out of pocket for part d in 2026", "fact", "part_d_cap"],
    ["my client moved to a new state, can she change her advantage plan", "fact", "sep"],
    ["how much is irmaa if they make 150k single", "fact", "irmaa"],
    ["prospect says she can't afford the supplement premium", "objection", "price"],
    ["he says his son handles all his finances and needs to approve", "objection", "family"],
    ["client keeps saying he'll call me back", "objection", "stall"],
    ["how do I overcome I already have coverage through my agent", "objection", "has_agent"],
    ["how do I close more IUL deals over the phone", "how_to", "phone_close"],
    ["tips for getting referrals from medicare clients", "how_to", "referrals"],
    ["what is a medicare advantage plan", "product", "medicare_advantage"],
    ["new client 72 male in ohio with plan f wants to lower premium", "new_client"],
    ["help me write an excel macro for my leads", "off_topic"],
    ["should i invest my commissions in real estate", "off_topic"],
    // A fact named by its parts, in any order and spelling.
    ["wat is the part b prem for 2026??", "fact", "part_b_premium"],
    ["how much do i make on a PDP sale", "fact", "pdp_commission"],
    ["when can ppl switch from MA back to original medicare", "fact", "ma_oep"],
    // An objection by its gist, reported or quoted.
    ["prospect says he got burned by an annuity before", "objection", "trust"],
    ["how do you answer 'the premium is more than my car payment'", "objection", "price"],
    ["how do i become a better golfer", "off_topic"],
    // Turning 65 is a lead, whatever else is said.
    ["T-65 in october, Linda, Ohio, still working, what do i offer her", "new_client"],
    ["what's the late penalty on part d if he waited 3 years", "fact", "part_d_penalty"],
    ["she picked an advantage plan in january and regrets it, can she change", "fact", "ma_oep"],
    ["how long does the medigap open enrollment last", "fact", "medigap_oe"],
    // Not now, call back later: timing, not a how-to.
    ["prospect told me it's a bad time, call him back after tax season", "objection", "timing"],
    ["he says the IUL is way too pricey for what it does", "objection", "price"],
    ["swamped with AEP, 9 appointments a day, how do i stay organized", "how_to", "workload"],
    ["how do i mention life insurance during a supp review without breaking rules", "how_to", "cross_sell"],
    ["walk me through how a fixed indexed annuity works", "product"],
    // One person word is not a lead.
    ["can he pay off the mortgage early with the IUL cash value", "how_to"],
    ["client wants to use her house equity to pay for long term care, how do I approach it", "how_to"],
    ["is an IUL better than a 401k for a 40 year old", "product"],
    ["what's better, IUL or whole life?", "product"],
    ["can I offer hospital indemnity in the same MA appointment", "how_to", "cross_sell"],
    ["she says she'll just pay cash if she gets sick", "objection", "need"],
    ["prospect hung up saying all agents are liars", "objection", "trust"],
    ["client wants to hold off till his birthday next spring", "objection", "timing"],
    ["AEP starts next week and I have 300 renewals, how do I not drown", "how_to", "workload"],
    ["how many days of skilled nursing does medicare pay in full", "fact", "snf_coinsurance"],
    ["he keeps telling me to just email him the info", "objection", "stall"],
    ["couple 65 and 63 retiring next month, 700k in 401k, worried about nursing home", "new_client"],
  ],
  es: [
    ["cuanto cuesta la parte b en 2026", "fact", "part_b_premium"],
    ["mi cliente dice que lo va a pensar, que hago", "objection", "stall"],
    ["el cliente dice que su hija decide", "objection", "family"],
    ["dice que el suplemento esta muy caro", "objection", "price"],
    ["como cierro por telefono una venta de suplemento", "how_to", "phone_close"],
    ["que es un plan de medicamentos parte d", "product", "part_d"],
    ["tengo una clienta de 66 en Texas con medicare original y diabetes", "new_client"],
    ["como le vendo bitcoin a mis clientes jubilados", "off_topic"],
    ["cual es el deducible de la parte d", "fact", "part_d_deductible"],
    ["la clienta dice que no tiene dinero ahorita", "objection", "price"],
    ["cumple 65 en marzo, Carmen, Texas, no toma medicinas, que le ofrezco", "new_client"],
    ["se cambio a un Advantage en enero y esta arrepentida, puede cambiar?", "fact", "ma_oep"],
    ["cuanto paga una poliza de PDP nueva al agente", "fact", "pdp_commission"],
    ["que es la multa de la parte d por inscribirse tarde", "fact", "part_d_penalty"],
    ["el prospecto dice que es mal momento, que lo llame despues de navidad", "objection", "timing"],
    ["estoy agobiada con el AEP, 10 citas por dia, como me organizo", "how_to", "workload"],
    ["cuanto cobro por un advantage nuevo", "fact", "ma_commission"],
    ["puedo ofrecer un plan dental en la misma cita de advantage", "how_to", "cross_sell"],
    ["que paga medicare por dia en un centro de enfermeria despues del dia 20", "fact", "snf_coinsurance"],
    ["el prospecto me pide que le mande la informacion por correo", "objection", "stall"],
    ["c'est quoi une assurance hospitaliere", "product", "hospital_indemnity"],
    ["la senora dice que no tiene para pagar 60 al mes", "objection", "price"],
    ["mi cliente dice que prefiere invertir en la bolsa que comprar una anualidad", "objection", "need"],
    ["ella dice que necesita consultarlo con la almohada", "objection", "stall"],
    ["el senor dice que ya esta muy grande para eso", "objection", "need"],
    ["me colgo diciendo que son puras estafas", "objection", "trust"],
    ["dice que su compadre le vende seguros", "objection", "has_agent"],
    ["como preparo unos tacos al pastor", "off_topic"],
    ["quiere esperar a que pase la navidad", "objection", "timing"],
    ["como convierto una cita de parte D en una revision completa", "how_to", "pivot"],
  ],
  fr: [
    ["quelle est la prime de la partie b en 2026", "fact", "part_b_premium"],
    ["elle dit que c'est trop cher pour elle", "objection", "price"],
    ["il veut en parler a sa femme d'abord", "objection", "family"],
    ["comment conclure au telephone", "how_to", "phone_close"],
    ["c'est quoi un plan medicare advantage", "product", "medicare_advantage"],
    ["client 70 ans veuf fumeur veut couvrir ses obseques", "new_client"],
    ["ecris moi un code python pour mon agence d'assurance", "off_topic"],
    ["c'est combien le deductible de la partie b", "fact", "part_b_deductible"],
    ["il veut attendre d'avoir 65 ans", "objection", "timing"],
    ["qu'est-ce que le medicare advantage", "product", "medicare_advantage"],
    ["il aura 65 ans en juin, Floride, retraite, je lui propose quoi", "new_client"],
    ["combien de temps dure la fenetre d'inscription Medigap", "fact", "medigap_oe"],
    ["c'est quoi la penalite de retard pour la partie B", "fact", "part_b_penalty"],
    ["il a pris un advantage en janvier, il n'aime pas, il peut passer a autre chose", "fact", "ma_oep"],
    ["elle dit que ce n'est pas un bon moment, de la rappeler apres les fetes", "objection", "timing"],
    ["je suis submerge pendant l'AEP, 7 rendez-vous par jour", "how_to", "workload"],
    ["il prefere attendre la rentree", "objection", "timing"],
    ["il m'a dit qu'il verrait ca avec sa femme", "objection", "family"],
    ["quand commence la periode d'inscription annuelle", "fact", "aep_dates"],
    ["le SOA est obligatoire pour un appel entrant ?", "fact", "soa"],
    ["jusqu'a quand on peut changer d'advantage en debut d'annee", "fact", "ma_oep"],
    ["comment tenir le rythme pendant l'AEP avec 500 clients", "how_to", "workload"],
    ["comment aborder les obseques pendant un rendez-vous Medigap", "how_to", "cross_sell"],
  ],
};

const WITH_BUNDLE: Readonly<Record<"en" | "es" | "fr", readonly Case[]>> = {
  en: [
    ["what about her diabetes which company", "follow_up", "carrier_fit"],
    ["what if she says she needs to ask her kids", "follow_up", "objection_handling"],
    ["she also has copd", "follow_up", "new_fact"],
    ["give me a script for the close", "follow_up", "sales_script"],
    ["what's the AEP deadline", "fact", "aep_dates"],
    ["new client 72 male in ohio with plan f wants to lower premium", "new_client"],
    // The agent moves on: a new person, whatever bundle is open.
    ["alright next client - Dolores 77 in AZ, widow, on 3 meds", "new_client"],
    ["what should I offer her instead", "follow_up"],
    ["and if she gets declined for the full benefit plan, then what", "follow_up", "alternatives"],
    ["he thinks whole life is a waste, says he never gets any money back", "follow_up", "objection_handling"],
    ["new info: she had a stent put in last spring", "follow_up", "new_fact"],
    ["her company has fewer than 15 employees, does that matter", "follow_up", "new_fact"],
    ["her daughter-in-law wants to look it over before she signs", "follow_up", "objection_handling"],
    ["how much do i make on this one", "follow_up", "commission_estimate"],
  ],
  es: [
    ["bueno, otro caso: Ramon 70 Illinois, viudo, toma 2 medicinas", "new_client"],
    ["que carrier le conviene con el Xarelto", "follow_up", "carrier_fit"],
    ["otro dato: le hicieron un bypass el ano pasado", "follow_up", "new_fact"],
    ["dice que ya tiene un seguro por el sindicato", "follow_up", "objection_handling"],
    ["ella dice que es muy caro", "follow_up", "objection_handling"],
    ["cual compania es mejor para la insulina", "follow_up", "carrier_fit"],
    ["ahora usa oxigeno", "follow_up", "new_fact"],
  ],
  fr: [
    ["elle a aussi un cancer maintenant", "follow_up", "new_fact"],
    ["quel assureur pour son diabete", "follow_up", "carrier_fit"],
    ["son fils veut etre sur l'appel", "follow_up", "objection_handling"],
    ["dossier suivant : Marcel 79 Texas, veuf, fumeur", "new_client"],
    ["combien je touche sur ce dossier", "follow_up", "commission_estimate"],
    ["il a une assurance par son entreprise, il dit que ca suffit", "follow_up", "objection_handling"],
    ["sa fille veut relire le contrat avant qu'elle signe", "follow_up", "objection_handling"],
    ["son entreprise a plus de 20 salaries, ca change quoi", "follow_up", "new_fact"],
  ],
};

describe("understand: the question's kind by best score, in three languages", () => {
  for (const [language, cases] of Object.entries(NO_BUNDLE))
    it.each(cases.map(([m, k, t]) => [m, k, t ?? ""] as const))(
      `${language} %j → %s %s`,
      (message, kind, topic) => {
        const q = understand(message, { bundleOpen: false });
        expect(q.kind).toBe(kind);
        if (topic) expect(q.topic).toBe(topic);
      },
    );
  for (const [language, cases] of Object.entries(WITH_BUNDLE))
    it.each(cases.map(([m, k, t]) => [m, k, t ?? ""] as const))(
      `${language}, bundle open: %j → %s %s`,
      (message, kind, topic) => {
        const q = understand(message, { bundleOpen: true });
        expect(q.kind).toBe(kind);
        if (topic) expect(q.topic).toBe(topic);
      },
    );

  it("a product named in an objection or a how-to does not make a product question", () => {
    for (const message of [
      "client says the plan G is too expensive, what do I say",
      "la señora quiere preguntarle a sus hijos antes de comprar la IUL",
      "comment passer d'une revue partie d seule a une revue complete",
    ]) {
      const q = understand(message, { bundleOpen: false });
      expect(q.kind).not.toBe("product");
      expect(q.products.length).toBeGreaterThan(0);
    }
  });

  it("chooses by score, not by the first rule: every kind is scored", () => {
    const q = understand("client wants to wait until next year to buy the annuity, how do i respond", {
      bundleOpen: false,
    });
    expect(q.kind).toBe("objection");
    expect(q.scores.objection).toBeGreaterThan(q.scores.new_client);
  });
});

describe("decideMessage: refusals never charged, whatever sales words surround them", () => {
  const state = {
    language: "en" as const,
    followUpCount: 0,
    allowance: { unlimited: false as const, remaining: 2 },
  };
  it.each([
    ["how do i sell my clients on this new AI crypto coin, they trust me", "en"],
    ["write me a python script to scrape leads for my insurance agency", "en"],
    ["como le vendo a mis clientes una casa para invertir", "es"],
    ["comment vendre de la crypto a mes clients retraites", "fr"],
    // Politics, even about Medicare clients.
    ["what candidate should my medicare folks back to keep their benefits", "en"],
    ["por que partido tienen que votar mis clientes de medicare", "es"],
    ["pour quel candidat mes clients medicare doivent voter", "fr"],
    // The agent's taxes, a house to buy or sell: refused even with a close around them.
    ["how can i lower my taxes on my 1099 income this year", "en"],
    ["she asks if she should flip her condo before spring, how do i close her", "en"],
    ["como puedo bajar mis impuestos de agente", "es"],
    ["mi clienta quiere vender su casa de la playa, como le cierro", "es"],
    ["je paie trop d'impots sur mes commissions, une astuce ?", "fr"],
    ["mon client hesite a acheter un appartement a louer, je lui dis quoi pour conclure", "fr"],
    // Small talk the agent wants is still the subject asked about.
    ["which team will win the nba finals, need chit chat for my seniors", "en"],
    ["should my client buy gold with his savings", "en"],
    ["escribeme un script de excel para mis comisiones", "es"],
    ["how do I pitch my clients on a timeshare", "en"],
    ["whats the best stock to pitch to my annuity clients instead", "en"],
    ["my client wants to know if she should refinance before rates go up, how do I close her", "en"],
    ["como le vendo criptomonedas a mis clientes de medicare", "es"],
    ["mi cliente quiere saber si le conviene rentar o comprar casa", "es"],
    ["hazme una pagina web para mi agencia", "es"],
    ["por quien votan los seniors normalmente, para hablar con ellos", "es"],
    ["comment vendre des parts de SCPI a mes clients retraites", "fr"],
    ["quel est le meilleur livret a pour mes clients", "fr"],
    ["quel film conseiller a mes clients seniors pour creer du lien", "fr"],
    ["my client asks if she should pay off her mortgage early or invest", "en"],
    ["que auto le recomiendo a mi cliente para cerrar la venta", "es"],
    ["mi cliente pregunta si debe abrir una cuenta en otro banco", "es"],
    ["write a react component for my agency site", "en"],
    ["whats a good restaurant in miami for a client dinner", "en"],
    ["mi cliente quiere invertir en acciones de tesla, que le digo para cerrarlo", "es"],
    ["mes clients me demandent s'ils doivent acheter de l'or", "fr"],
    ["quien va a ganar la liga, para platicar con mis clientes", "es"],
    ["cryptos pour mes retraites, lesquelles choisir", "fr"],
  ] as const)("%j", (message, language) => {
    const d = decideMessage(message, state);
    expect(d.kind).toBe("redirect");
    expect(d.costsCredit).toBe(false);
    expect(d.language).toBe(language);
  });

  it.each([
    "my client is a republican and hates government programs, how do I pitch medicare advantage",
    "is the annuity interest taxed when she withdraws",
    "she wants to sell her house to pay for long term care, what are her options",
    "my prospect loves baseball, how do I build rapport",
  ])("a covered line or a rapport move keeps %j on topic", (message) => {
    expect(decideMessage(message, state).kind).not.toBe("redirect");
  });

  it("a fact, an objection or a move is a paid coaching answer carrying what was asked", () => {
    const d = decideMessage("part b deductible 2026??", state);
    expect(d.kind).toBe("coaching");
    expect(d.question?.kind).toBe("fact");
  });

  it("with a bundle open, an objection is a free follow-up about this client", () => {
    const d = decideMessage("she wants to talk to her daughter first", { ...state, lastReplyKind: "bundle" });
    expect(d.kind).toBe("follow_up");
    expect(d.costsCredit).toBe(false);
    expect(d.question?.objection).toBe("family");
  });
});
