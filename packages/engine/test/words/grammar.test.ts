import { describe, expect, it } from "vitest";
import { PRODUCT_IDS, type ProductId } from "../../src/types.js";
import { agree, product, products } from "../../src/words/grammar.js";
import { composeWords } from "../../src/words/index.js";
import { policy, profile } from "./fixtures.js";

/**
 * Every product's name in every sentence that inserts one, in Spanish and French, written out by hand:
 * the article, its contraction with "de" and the agreement are checked against what a reader expects,
 * not against the helper that builds them.
 */
const ES: Record<ProductId, { the: string; of: string; to: string; a: string }> = {
  medicare_advantage: {
    the: "el plan Medicare Advantage",
    of: "del plan Medicare Advantage",
    to: "al plan Medicare Advantage",
    a: "un plan Medicare Advantage",
  },
  medicare_supplement: {
    the: "el seguro suplementario de Medicare (Medigap)",
    of: "del seguro suplementario de Medicare (Medigap)",
    to: "al seguro suplementario de Medicare (Medigap)",
    a: "un seguro suplementario de Medicare (Medigap)",
  },
  part_d: {
    the: "el plan de medicamentos recetados (Parte D)",
    of: "del plan de medicamentos recetados (Parte D)",
    to: "al plan de medicamentos recetados (Parte D)",
    a: "un plan de medicamentos recetados (Parte D)",
  },
  final_expense: {
    the: "el seguro de gastos finales",
    of: "del seguro de gastos finales",
    to: "al seguro de gastos finales",
    a: "un seguro de gastos finales",
  },
  term_life: {
    the: "el seguro de vida a término",
    of: "del seguro de vida a término",
    to: "al seguro de vida a término",
    a: "un seguro de vida a término",
  },
  whole_life: {
    the: "el seguro de vida entera",
    of: "del seguro de vida entera",
    to: "al seguro de vida entera",
    a: "un seguro de vida entera",
  },
  iul: {
    the: "el seguro de vida universal indexado (IUL)",
    of: "del seguro de vida universal indexado (IUL)",
    to: "al seguro de vida universal indexado (IUL)",
    a: "un seguro de vida universal indexado (IUL)",
  },
  fixed_annuity: {
    the: "la anualidad fija",
    of: "de la anualidad fija",
    to: "a la anualidad fija",
    a: "una anualidad fija",
  },
  indexed_annuity: {
    the: "la anualidad indexada",
    of: "de la anualidad indexada",
    to: "a la anualidad indexada",
    a: "una anualidad indexada",
  },
  long_term_care: {
    the: "el seguro de cuidado a largo plazo",
    of: "del seguro de cuidado a largo plazo",
    to: "al seguro de cuidado a largo plazo",
    a: "un seguro de cuidado a largo plazo",
  },
  hospital_indemnity: {
    the: "el seguro de indemnización hospitalaria",
    of: "del seguro de indemnización hospitalaria",
    to: "al seguro de indemnización hospitalaria",
    a: "un seguro de indemnización hospitalaria",
  },
  cancer: {
    the: "el seguro contra el cáncer",
    of: "del seguro contra el cáncer",
    to: "al seguro contra el cáncer",
    a: "un seguro contra el cáncer",
  },
  dental_vision_hearing: {
    the: "el seguro dental, de visión y audición",
    of: "del seguro dental, de visión y audición",
    to: "al seguro dental, de visión y audición",
    a: "un seguro dental, de visión y audición",
  },
};

const FR: Record<ProductId, { the: string; of: string; to: string; a: string }> = {
  medicare_advantage: {
    the: "le régime Medicare Advantage",
    of: "du régime Medicare Advantage",
    to: "au régime Medicare Advantage",
    a: "un régime Medicare Advantage",
  },
  medicare_supplement: {
    the: "l'assurance complémentaire Medicare (Medigap)",
    of: "de l'assurance complémentaire Medicare (Medigap)",
    to: "à l'assurance complémentaire Medicare (Medigap)",
    a: "une assurance complémentaire Medicare (Medigap)",
  },
  part_d: {
    the: "le régime d'assurance médicaments (partie D)",
    of: "du régime d'assurance médicaments (partie D)",
    to: "au régime d'assurance médicaments (partie D)",
    a: "un régime d'assurance médicaments (partie D)",
  },
  final_expense: {
    the: "l'assurance frais funéraires",
    of: "de l'assurance frais funéraires",
    to: "à l'assurance frais funéraires",
    a: "une assurance frais funéraires",
  },
  term_life: {
    the: "l'assurance vie temporaire",
    of: "de l'assurance vie temporaire",
    to: "à l'assurance vie temporaire",
    a: "une assurance vie temporaire",
  },
  whole_life: {
    the: "l'assurance vie entière",
    of: "de l'assurance vie entière",
    to: "à l'assurance vie entière",
    a: "une assurance vie entière",
  },
  iul: {
    the: "l'assurance vie universelle indexée (IUL)",
    of: "de l'assurance vie universelle indexée (IUL)",
    to: "à l'assurance vie universelle indexée (IUL)",
    a: "une assurance vie universelle indexée (IUL)",
  },
  fixed_annuity: { the: "la rente fixe", of: "de la rente fixe", to: "à la rente fixe", a: "une rente fixe" },
  indexed_annuity: {
    the: "la rente indexée",
    of: "de la rente indexée",
    to: "à la rente indexée",
    a: "une rente indexée",
  },
  long_term_care: {
    the: "l'assurance soins de longue durée",
    of: "de l'assurance soins de longue durée",
    to: "à l'assurance soins de longue durée",
    a: "une assurance soins de longue durée",
  },
  hospital_indemnity: {
    the: "l'assurance indemnité hospitalière",
    of: "de l'assurance indemnité hospitalière",
    to: "à l'assurance indemnité hospitalière",
    a: "une assurance indemnité hospitalière",
  },
  cancer: {
    the: "l'assurance cancer",
    of: "de l'assurance cancer",
    to: "à l'assurance cancer",
    a: "une assurance cancer",
  },
  dental_vision_hearing: {
    the: "l'assurance dentaire, vue et audition",
    of: "de l'assurance dentaire, vue et audition",
    to: "à l'assurance dentaire, vue et audition",
    a: "une assurance dentaire, vue et audition",
  },
};

const upper = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const LIFE: ProductId[] = [
  "final_expense",
  "term_life",
  "whole_life",
  "iul",
  "fixed_annuity",
  "indexed_annuity",
];

describe("product names with their articles", () => {
  for (const id of PRODUCT_IDS) {
    it(`${id}: the, of, to and a, in Spanish and French`, () => {
      for (const form of ["the", "of", "to", "a"] as const) {
        expect(product("es", id, form)).toBe(ES[id][form]);
        expect(product("fr", id, form)).toBe(FR[id][form]);
      }
    });
  }

  it("joins several names, each with its own article", () => {
    expect(products("es", ["final_expense", "fixed_annuity"], "of")).toBe(
      "del seguro de gastos finales y de la anualidad fija",
    );
    expect(products("fr", ["final_expense", "term_life", "fixed_annuity"], "of")).toBe(
      "de l'assurance frais funéraires, de l'assurance vie temporaire et de la rente fixe",
    );
    expect(
      agree("fr", ["medicare_advantage", "fixed_annuity"], {
        m: "seul",
        f: "seule",
        mp: "seuls",
        fp: "seules",
      }),
    ).toBe("seuls");
    expect(
      agree("fr", ["fixed_annuity", "cancer"], { m: "seul", f: "seule", mp: "seuls", fp: "seules" }),
    ).toBe("seules");
  });
});

describe("every product in every sentence that names one", () => {
  for (const id of PRODUCT_IDS) {
    it(`${id} leads the call: the transition and the close read right`, () => {
      const policies = [policy(id, "core")];
      const es = composeWords({ profile: profile(), language: "es", policies, missing: [] });
      expect(es.scripts.transition).toContain(
        `yo armaría todo alrededor ${ES[id].of}: es lo que hace el trabajo principal.`,
      );
      expect(es.scripts.close).toContain(
        `Por todo lo que hemos visto, ${ES[id].the} responde a lo que usted me dijo que más le importa.`,
      );
      const fr = composeWords({ profile: profile(), language: "fr", policies, missing: [] });
      expect(fr.scripts.transition).toContain(
        `je construirais tout autour ${FR[id].of} : c'est ce qui fait l'essentiel du travail.`,
      );
      expect(fr.scripts.close).toContain(
        `D'après tout ce que nous avons vu, ${FR[id].the} répond à ce que vous m'avez dit compter le plus.`,
      );
      for (const text of [es.scripts.transition, fr.scripts.transition, es.scripts.close, fr.scripts.close]) {
        expect(text).not.toMatch(/\b(?:de el|a el|de le|de les|à le|de [aeiouéè])\b/i);
      }
    });
  }

  for (const id of LIFE) {
    it(`${id} held out of a Medicare Advantage appointment: the cross-sell lines agree with it`, () => {
      const policies = [policy("medicare_advantage", "core"), policy(id, "add_on")];
      const es = composeWords({ profile: profile(), language: "es", policies, missing: [] });
      const fr = composeWords({ profile: profile(), language: "fr", policies, missing: [] });
      expect(es.compliance).toContain(
        `Venta cruzada: ${ES[id].the} no se puede promocionar durante una cita de Medicare Advantage o de la Parte D. Hable de eso solo si Maria lo pide, o en una cita aparte.`,
      );
      expect(es.talkTrack.join(" ")).toContain(`no mencione ${ES[id].the} en esta cita de Medicare`);
      expect(fr.compliance).toContain(
        `Vente croisée : ${FR[id].the} ne peut pas être proposée pendant un rendez-vous Medicare Advantage ou Partie D. N'en parlez que si Maria le demande, ou lors d'un rendez-vous distinct.`,
      );
      expect(fr.talkTrack.join(" ")).toContain(`ne parlez pas ${FR[id].of} pendant ce rendez-vous Medicare`);
      expect(upper(ES[id].the)).not.toMatch(/^Seguro/);
    });
  }

  for (const id of PRODUCT_IDS) {
    it(`${id} as an add-on: the sentence that says it fills the gaps agrees with the core`, () => {
      const core = id === "medicare_supplement" ? "final_expense" : "medicare_supplement";
      const policies = [policy(core, "core"), policy(id, "add_on")];
      const es = composeWords({ profile: profile(), language: "es", policies, missing: [] });
      const fr = composeWords({ profile: profile(), language: "fr", policies, missing: [] });
      expect(es.scripts.transition).toContain(`Luego, ${ES[id].the} cubre los huecos que deja.`);
      // "qu'elle": the core here is feminine in French (l'assurance complémentaire, l'assurance frais funéraires).
      expect(fr.scripts.transition).toContain(`Ensuite, ${FR[id].the} comble les manques qu'elle laisse.`);
    });
  }

  for (const id of ["medicare_advantage", "part_d"] as const) {
    it(`${id} on the Scope of Appointment: the opening says what the call is about`, () => {
      const es = composeWords({
        profile: profile(),
        language: "es",
        policies: [policy(id, "core")],
        missing: [],
      });
      const fr = composeWords({
        profile: profile(),
        language: "fr",
        policies: [policy(id, "core")],
        missing: [],
      });
      expect(es.scripts.opening).toContain(`hoy vamos a hablar solamente ${ES[id].of}.`);
      expect(fr.scripts.opening).toContain(`nous allons parler aujourd'hui uniquement ${FR[id].of}.`);
    });
  }

  it("two held-back products take a plural verb", () => {
    const policies = [
      policy("medicare_advantage", "core"),
      policy("final_expense", "add_on"),
      policy("fixed_annuity", "add_on"),
    ];
    const es = composeWords({ profile: profile(), language: "es", policies, missing: [] });
    const fr = composeWords({ profile: profile(), language: "fr", policies, missing: [] });
    expect(es.compliance.join(" ")).toContain(
      "Venta cruzada: el seguro de gastos finales y la anualidad fija no se pueden promocionar",
    );
    expect(fr.compliance.join(" ")).toContain(
      "Vente croisée : l'assurance frais funéraires et la rente fixe ne peuvent pas être proposées",
    );
  });
});
