import { describe, expect, it } from "vitest";
import { coachAnswer } from "./coach-answer.js";
import { decideMessage } from "./decide.js";
import type { QuestionKind } from "./question.js";
import { understand } from "./understand.js";

type Case = readonly [message: string, kind: QuestionKind, topic?: string];

/** Classes the second holdout missed, each in wording of its own (none of the holdout's sentences). */
const NO_BUNDLE: readonly Case[] = [
  // A client described loosely: sex glued to the age, a job, children, a divorce, care and a POA.
  ["lead: 52M electrician, married, two kids, wants final expense", "new_client"],
  ["prospecto 58F maestra, divorciada, 2 hijos, gana 60k, nada de seguro de vida", "new_client"],
  ["dame 67 ans veuve, en maison de retraite, sa fille a une procuration, medicaid", "new_client"],
  // An objection in Spanish or French without "says": trust lost, nothing more needed, why pay.
  ["los clientes no me confian porque los llamo en frio, como me gano su confianza", "objection", "trust"],
  ["la señora dice que por que pagaria 150 al mes si su vecina no paga nada", "objection", "price"],
  ["elle m'a dit qu'elle n'a besoin de rien, elle a deja sa mutuelle", "objection", "need"],
  ["mi prospecto dice que no necesita nada mas, ya tiene Medicare", "objection", "need"],
  ["el hijo no deja que su mama firme nada sin el", "objection", "family"],
  ["they already have somebody who handles their insurance", "objection", "has_agent"],
  ["il veut attendre que sa fille rentre de vacances pour decider", "objection", "timing"],
  ["elle n'a aucune confiance dans les vendeurs au telephone", "objection", "trust"],
  ["el señor no le ve la utilidad a un seguro de gastos finales", "objection", "need"],
  // Cross-sell, compliance and workload named by the situation, not by the move's name.
  ["best way to offer a dental plan to an advantage client I signed last week", "how_to", "cross_sell"],
  ["comment proposer une rente a une cliente Medicare que j'ai deja inscrite", "how_to", "cross_sell"],
  ["como ofrecer seguro de vida a mis clientes de Medicare sin romper las reglas", "how_to", "cross_sell"],
  ["draft me an email for my clients about the new zero premium plans", "how_to", "compliance"],
  ["what's the disclaimer I read at the start of a medicare call", "how_to", "compliance"],
  ["como hago bien el SOA cuando la cita es por zoom", "how_to", "compliance"],
  ["demasiadas citas este AEP, como me organizo", "how_to", "workload"],
  ["trop de clients a revoir en decembre, comment je m'organise", "how_to", "workload"],
  // A product asked in Spanish by a loose name.
  ["explicame como funciona un plan de hospital", "product", "hospital_indemnity"],
  ["que es un plan contra el cancer", "product", "cancer"],
  // Round 7 dev classes: a product to explain with a figure beside it, the client's cost taken for
  // the agent's pay, French MA open enrollment and SOA 48 hours, cross-selling, workload, "rebondir".
  ["explain a cancer policy to me the way I'd say it to a 75 yr old on a PPO", "product", "cancer"],
  [
    "give me a quick rundown on how zero premium advantage plans work, what does she still pay",
    "product",
    "medicare_advantage",
  ],
  ["explicame el plan de medicinas, mi cliente piensa que con prima de $0 no paga nada", "product", "part_d"],
  ["his buddy says he pays $0 for his advantage plan and I'm quoting $160 for a supp", "objection", "price"],
  ["how much does an advantage plan pay me the first year", "fact", "ma_commission"],
  [
    "les dates de la periode ouverte Medicare Advantage en janvier, c'est quand exactement?",
    "fact",
    "ma_oep",
  ],
  ["le SOA, il faut toujours le faire 48h avant le rendez-vous?", "fact", "soa"],
  ["cuanto se paga de la parte B por mes en 2026?", "fact", "part_b_premium"],
  [
    "can I mention a hospital plan while im there at her kitchen table for her MAPD review",
    "how_to",
    "cross_sell",
  ],
  ["I have 35 appointments a week in AEP, how do I keep going", "how_to", "workload"],
  ["elle a dit non au supplement, comment je rebondis sur autre chose", "how_to", "pivot"],
];

const OFF_TOPIC: readonly string[] = [
  "que videojuego me recomiendas para descansar despues de tantas citas",
  "quel jeu video acheter pour mon fils a noel, je vends de l'assurance",
  "should I put my commission checks into bitcoins",
  "como vendo bitcoins a mis clientes jubilados",
  // Everyday subjects wrapped in the agent's working day: the line names the day, not the subject.
  "quelle serie regarder entre deux appels Medicare",
  "mi camioneta hace un ruido raro, como la reparo antes de mis citas de seguros",
  "un bon programme de musculation pendant la saison des rdv",
  "traduce este correo al japones, es para un amigo",
  "en que fondo meto mis comisiones del AEP",
  "mon chat ne mange plus, je dois l'emmener chez le veterinaire avant mes rendez-vous",
  // Meals, presents and notes for the agent's own family.
  "any good brunch places in Tampa this sunday?",
  "que le regalo a mi esposa para su cumpleanos",
  "aide-moi a ecrire un message d'anniversaire pour ma femme",
  "un bon resto italien a Boston?",
];

/** Follow-ups on the open bundle: which topic the agent asks about. */
const WITH_BUNDLE: readonly Case[] = [
  ["scrap that, let's take a completely different approach with him", "follow_up", "different_strategy"],
  ["y si cambiamos de estrategia y vamos por una anualidad", "follow_up", "different_strategy"],
  ["et si on partait sur une approche completement differente", "follow_up", "different_strategy"],
  ["can you break down the tax treatment of this annuity for him", "follow_up", "tax_benefits"],
  ["su hija quiere saber las ventajas fiscales de esto", "follow_up", "tax_benefits"],
  ["y hay algun ahorro de impuestos con esta poliza?", "follow_up", "tax_benefits"],
  ["comment je lui explique le cote fiscal du contrat", "follow_up", "tax_benefits"],
  ["update: her husband just got laid off and lost his employer coverage", "follow_up", "new_fact"],
  ["resulta que se va a vivir con su hijo en Arizona en enero", "follow_up", "new_fact"],
  ["elle vient de m'ecrire, elle part a la retraite en juin finalement", "follow_up", "new_fact"],
  ["draft a quick follow up text for her", "follow_up", "sales_script"],
  ["mandale un correo corto de seguimiento", "follow_up", "sales_script"],
  ["laisse-lui un message vocal, tu me l'ecris?", "follow_up", "sales_script"],
  [
    "is the MAPD really the right fit for her or should she keep the supp",
    "follow_up",
    "product_suitability",
  ],
  ["which do I bring up first, the annuity or the life policy", "follow_up", "product_selection"],
  ["que le presento primero, la anualidad o el seguro de vida?", "follow_up", "product_selection"],
  ["si l'insuline le fait refuser, on fait quoi?", "follow_up", "alternatives"],
  ["if the oxygen gets her declined, what then", "follow_up", "alternatives"],
  // Wider wording of the same classes.
  ["by the way, her daughter is moving in with her next month", "follow_up", "new_fact"],
  ["por cierto, ya no trabaja desde octubre", "follow_up", "new_fact"],
  ["he told me he stopped the insulin in the spring", "follow_up", "new_fact"],
  ["need a two-line text to send her before Friday", "follow_up", "sales_script"],
  ["donne-moi un mail a lui envoyer apres le rdv", "follow_up", "sales_script"],
  ["honestly, is this the right plan for him at his age", "follow_up", "product_suitability"],
  ["should I open with the annuity or the final expense", "follow_up", "product_selection"],
  ["si la aseguradora dice que no por el corazon, que hacemos", "follow_up", "alternatives"],
  ["let's start over, this isn't working for her", "follow_up", "different_strategy"],
  ["cuanto de impuestos pagan sus herederos con esto", "follow_up", "tax_benefits"],
];

describe("understand: classes a fresh holdout missed", () => {
  it.each(NO_BUNDLE.map(([m, k, t]) => [m, k, t ?? ""] as const))("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    if (topic) expect(q.topic).toBe(topic);
  });

  it.each(WITH_BUNDLE.map(([m, k, t]) => [m, k, t ?? ""] as const))(
    "with a bundle open, %j → %s %s",
    (message, kind, topic) => {
      const q = understand(message, { bundleOpen: true });
      expect(q.kind).toBe(kind);
      if (topic) expect(q.topic).toBe(topic);
    },
  );

  it.each(OFF_TOPIC)("%j is refused and never charged", (message) => {
    const d = decideMessage(message, {
      language: "en",
      followUpCount: 0,
      allowance: { unlimited: false, remaining: 2 },
    });
    expect(d.kind).toBe("redirect");
    expect(d.costsCredit).toBe(false);
  });

  it.each([
    "her car died on the way so she missed our appointment, how do I reschedule without losing her",
    "la cliente no llego por el clima, como reprogramo la cita",
    "il voulait regarder le match, comment je reporte le rendez-vous Medicare",
  ])("%j is about the agent's appointment, not refused", (message) => {
    expect(understand(message, { bundleOpen: false }).kind).not.toBe("off_topic");
  });

  it("keeps a card or a gift for a client as coaching", () => {
    expect(
      understand("what should I send my clients for their birthday", { bundleOpen: false }).kind,
    ).not.toBe("off_topic");
  });

  it("a tax question about the open bundle is not refused as the agent's own taxes", () => {
    expect(understand("any tax benefit with this for her kids?", { bundleOpen: true }).kind).toBe(
      "follow_up",
    );
    expect(understand("how do I lower my taxes as an agent", { bundleOpen: false }).kind).toBe("off_topic");
  });
});

describe("reply language: a French or Spanish question naming a client", () => {
  const state = (language: "en" | "es" | "fr") => ({
    language,
    followUpCount: 0,
    allowance: { unlimited: false, remaining: 2 } as const,
  });
  it.each([
    ["comment fonctionne une rente indexee, explique comme a un client", "fr"],
    ["explicame como funciona el IUL para un cliente", "es"],
  ] as const)("%j → %s", (message, language) => {
    expect(decideMessage(message, state("en")).language).toBe(language);
  });
});

describe("round 8 classes: words with a second meaning, the figure asked, the product asked", () => {
  it("reads 'vet' as a veteran in a client description, the animal doctor only with a visit or bill", () => {
    expect(
      understand("new one: walt 70, vet, tricare for life, wants something for his funeral", {
        bundleOpen: false,
      }).kind,
    ).toBe("new_client");
    expect(understand("how much is a vet visit for my cat", { bundleOpen: false }).kind).toBe("off_topic");
  });

  it.each([
    ["her HMO has drug coverage, whats the most she can spend on her pills this year", "part_d_cap"],
    ["el deducible de la parte D, cual es el maximo este ano", "part_d_deductible"],
    ["whats the MOOP on her HMO", "ma_moop"],
    ["mi clienta se muda a Arizona en mayo, puede cambiar su plan advantage?", "sep"],
  ] as const)("%j → fact %s", (message, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe("fact");
    expect(q.topic).toBe(topic);
  });

  it("reads a hang-up from a client who thought it was a scam as the trust objection", () => {
    const q = understand("guy hung up bc he figured i was a scammer, what do i say next time", {
      bundleOpen: false,
    });
    expect(q.kind).toBe("objection");
    expect(q.topic).toBe("trust");
  });

  it("reads 'which of these products first' as the product to lead with, not the carrier", () => {
    expect(understand("par lequel de ces produits je commence avec lui?", { bundleOpen: true }).topic).toBe(
      "product_selection",
    );
    expect(understand("lequel de ces assureurs est le moins cher?", { bundleOpen: true }).topic).toBe(
      "carrier_fit",
    );
  });
});

describe("round 9 classes: the objection behind the words, gaps left, the move asked", () => {
  it.each([
    ["he says 180 for plan N is a ripoff when his buddy pays $0 for an HMO", "price"],
    ["her neighbor pays nothing for an advantage plan so she wont pay 150 for a G", "price"],
    ["lady says she has had the same agent 15 yrs, doesnt want another", "has_agent"],
    ["dice que para que un seguro de vida si sus hijos ya estan grandes", "need"],
  ] as const)("%j → objection %s", (message, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe("objection");
    expect(q.topic).toBe(topic);
  });

  it("reads 'plan D seul' as the stand-alone drug plan and 'what gaps are left' as uncovered risks", () => {
    expect(
      understand("combien je touche pour un plan D seul, nouvelle adhesion?", { bundleOpen: false }).topic,
    ).toBe("pdp_commission");
    expect(understand("any gaps still open for him after this one", { bundleOpen: true }).topic).toBe(
      "uncovered_risks",
    );
  });

  it("reads a move from one review into another as the pivot, whatever products it names", () => {
    const q = understand("how do i get from a dental review into talking medigap vs advantage", {
      bundleOpen: false,
    });
    expect(q.kind).toBe("how_to");
    expect(q.topic).toBe("pivot");
  });
});

describe("a client's money objection that names the bank", () => {
  it("is coached, not refused as banking", () => {
    const state = {
      language: "es" as const,
      followUpCount: 0,
      allowance: { unlimited: false, remaining: 2 } as const,
    };
    const decision = decideMessage(
      "el señor dijo que por 90 al mes mejor guarda el dinero en el banco, que le digo",
      state,
    );
    expect(decision).not.toMatchObject({ kind: "redirect" });
  });
});

describe("round 10 classes: a relative's review, gifts, a book of clients, a driver's license", () => {
  it.each([
    ["she wont enroll in anything till her daughter in Ohio reads it over", "objection", "family"],
    ["no quiere firmar hasta que su hijo lo revise", "objection", "family"],
    ["can I hand out a $25 gift card to people who sign up with me", "how_to", "compliance"],
    ["je peux offrir une carte-cadeau a un client qui s'inscrit?", "how_to", "compliance"],
    ["tengo 150 clientes con advantage, como les hablo de seguro de vida", "how_to", "cross_sell"],
    ["how do I ask my clients for references without sounding needy", "how_to", "referrals"],
    ["she moves to Reno next month and has an HMO, when can she change plans", "fact", "sep"],
    [
      "le OE medigap de ma cliente commence quand si elle garde le plan de son employeur?",
      "fact",
      "medigap_oe",
    ],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    expect(q.topic).toBe(topic);
  });

  it("refuses a driver's license question, and answers a story asked with a bundle open", () => {
    expect(
      understand("como cambio mi licencia de conducir de florida a georgia", { bundleOpen: false }).kind,
    ).toBe("off_topic");
    const q = understand("tu as l'histoire d'un client dans la meme situation?", { bundleOpen: true });
    expect(q.kind).toBe("follow_up");
    expect(q.topic).toBe("case_example");
  });

  it("says the $15 gift limit when a gift to enrollees is asked", () => {
    const state = {
      language: "en" as const,
      followUpCount: 0,
      allowance: { unlimited: true, remaining: null } as const,
    };
    const message = "can I give a $50 gift card to clients who enroll with me?";
    const answer = coachAnswer(decideMessage(message, state), message, {
      now: new Date("2026-11-25T12:00:00Z"),
      id: "t",
    });
    expect(answer?.content).toContain("$15");
  });
});

describe("round 10 second probe: taxes said plainly, a family's cheap funeral, a carrier in mind", () => {
  it.each([
    ["FE lady says her son will cremate her for cheap so why bother with a policy", "objection", "need"],
    ["il veut en parler a son oreiller et reflechir encore", "objection", "stall"],
    [
      "combien la cliente paie de sa poche avant que medicare commence a payer pour la partie B",
      "fact",
      "part_b_deductible",
    ],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    expect(q.topic).toBe(topic);
  });

  it.each([
    ["does uncle sam tax the growth every year or only when she takes it out", "tax_benefits"],
    ["tienes una aseguradora en mente para el plan de hospital?", "carrier_fit"],
  ] as const)("%j with a bundle open → %s", (message, topic) => {
    const q = understand(message, { bundleOpen: true });
    expect(q.kind).toBe("follow_up");
    expect(q.topic).toBe(topic);
  });

  it("refuses a show to watch, even asked with 'conseiller'", () => {
    expect(understand("tu peux me conseiller un film a voir ce soir", { bundleOpen: false }).kind).toBe(
      "off_topic",
    );
  });
});

describe("round 10 holdout classes: free said of a $0 plan, a carrier pair, bringing up the subject", () => {
  it.each([
    ["je peux dire a ma cliente que son plan est gratuit?", "how_to", "compliance"],
    ["comment j'amene le sujet de la partie D pendant un rdv dentaire", "how_to", "pivot"],
    ["can she switch in the ma open enrollment if she's on a plan G", "fact", "ma_oep"],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    expect(q.topic).toBe(topic);
  });

  it("reads two carriers set against each other as the carrier question", () => {
    const q = understand("americo or mutual of omaha for her, which and why", { bundleOpen: true });
    expect(q.topic).toBe("carrier_fit");
  });

  it("tells an agent that Original Medicare cannot join an Advantage plan in the MA open enrollment", () => {
    const state = {
      language: "en" as const,
      followUpCount: 0,
      allowance: { unlimited: true, remaining: null } as const,
    };
    const message =
      "client on original medicare and a plan G, can she move to an advantage plan in the MA open enrollment?";
    const answer = coachAnswer(decideMessage(message, state), message, {
      now: new Date("2026-11-25T12:00:00Z"),
      id: "t",
    });
    expect(answer?.content).toContain("October 15");
  });
});

describe("a waiting period, two letters, a stall naming a window, fit for a condition, the other line", () => {
  it.each([
    [
      "she can't stand the waiting period on that one, what else could I show her?",
      "follow_up",
      "alternatives",
    ],
    ["N or G for him, honestly?", "follow_up", "product_selection"],
    [
      "es un Advantage de verdad le conviene a alguien con cancer activo?",
      "follow_up",
      "product_suitability",
    ],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: true });
    expect(q.kind).toBe(kind);
    expect(q.topic).toBe(topic);
  });

  it.each([
    [
      "she keeps saying she'll sort it out at the fall enrollment, doesn't want to change anything mid-year",
      "objection",
      "timing",
    ],
    [
      "durante una cita de Advantage el cliente habla de su funeral, como paso a hablar de gastos finales sin romper las reglas?",
      "how_to",
      "cross_sell",
    ],
    [
      "pendant un rendez-vous Medicare le client parle de ses obsèques, comment je passe à l'assurance obsèques proprement ?",
      "how_to",
      "cross_sell",
    ],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    expect(q.topic).toBe(topic);
  });
});

describe("third-probe classes: the B deductible, MAGI, stalls in the client's words, homework", () => {
  it.each([
    ["what's the B deductible this year? I blank every time", "fact", "part_b_deductible"],
    ["her MAGI was 130k on the 2024 return, does she pay extra on part B next year", "fact", "irmaa"],
    ["la période annuelle d'inscription, c'est du quand au quand déjà ?", "fact", "aep_dates"],
    ["mi cliente nunca sacó la parte D y tiene 70, cómo le calculan la multa", "fact", "part_d_penalty"],
    [
      "she keeps saying why pay 150 a month for a supplement when the $0 plan on tv covers everything",
      "objection",
      null,
    ],
    ["le client pense que je veux le faire changer de plan juste pour ma commission", "objection", "trust"],
    ["my son's science fair is friday, can you write a page on how volcanoes work", "off_topic", null],
    ["me ayudas con una receta de pernil para navidad?", "off_topic", null],
    ["what's a classy way to ask my final expense clients to send me their friends", "how_to", "referrals"],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    if (topic) expect(q.topic).toBe(topic);
  });

  it.each([
    ["which carriers are most likely to take him with the CHF if he switches?", "carrier_fit"],
    ["pourquoi tu mets le plan N en premier et pas l'Advantage ?", "product_selection"],
    ["update — his wife passed away in march, he just told me", "new_fact"],
  ] as const)("with a bundle open, %j → %s", (message, topic) => {
    expect(understand(message, { bundleOpen: true }).topic).toBe(topic);
  });
});

describe("holdout classes after its scoring, in fresh words", () => {
  it.each([
    [
      "she told me she won't believe a word any agent says after the last one burned her",
      "objection",
      "trust",
    ],
    [
      "il a un beau-frère courtier qui s'occupe de ses assurances, il veut pas le vexer",
      "objection",
      "has_agent",
    ],
    [
      "sold him a plan N in may and he has no life insurance at all, what's the right way to circle back without it feeling like bait and switch",
      "how_to",
      "cross_sell",
    ],
    [
      "a mi cliente lo corrieron y perdió el seguro del trabajo, cuánto tiempo tiene para meterse a la parte D sin multa",
      "fact",
      "sep",
    ],
    [
      "compré una lista de gente que cumple 65, puedo mandarles textos ofreciendo planes?",
      "how_to",
      "compliance",
    ],
    ["how do i get a coffee stain out of a white couch", "off_topic", null],
    ["is it even legal to mention an annuity during her MAPD review?", "how_to", "compliance"],
    ["ai-je le droit de parler d'assurance vie pendant un rendez-vous Advantage ?", "how_to", "compliance"],
  ] as const)("%j → %s %s", (message, kind, topic) => {
    const q = understand(message, { bundleOpen: false });
    expect(q.kind).toBe(kind);
    if (topic) expect(q.topic).toBe(topic);
  });

  it.each([
    ["what's she still on the hook for with only the G? anything to flag", "uncovered_risks"],
    [
      "hospital plan or a cancer plan for him, which would you actually put in front of him",
      "product_selection",
    ],
    ["y si mejor le hacemos un término y que invierta la diferencia?", "different_strategy"],
  ] as const)("with a bundle open, %j → %s", (message, topic) => {
    expect(understand(message, { bundleOpen: true }).topic).toBe(topic);
  });
});
