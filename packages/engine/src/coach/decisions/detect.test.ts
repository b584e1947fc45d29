import { describe, expect, it } from "vitest";
import {
  classifyFollowUp,
  hasCoachingKeywords,
  isNewClientDescription,
  offTopic,
  productQuestion,
  productsMentioned,
  saveReply,
} from "./index.js";

describe("step 2: replies to the save-to-CRM prompt", () => {
  it.each([
    ["yes", "save"],
    ["Yes!", "save"],
    ["save it", "save"],
    ["sure, save", "save"],
    ["sí", "save"],
    ["Sí, guárdalo", "save"],
    ["oui", "save"],
    ["Oui, enregistre", "save"],
    ["skip", "skip"],
    ["no", "skip"],
    ["No thanks", "skip"],
    ["omitir", "skip"],
    ["no gracias", "skip"],
    ["non", "skip"],
    ["passer", "skip"],
    ["pas maintenant", "skip"],
  ] as const)("%j → %s", (message, expected) => {
    expect(saveReply(message)).toBe(expected);
  });

  it.each([
    "yes but what about her diabetes and the final expense underwriting?",
    "what does skip mean",
    "Linda, 68, diabetic",
    "",
    "yesterday",
  ])("%j is not a save reply", (message) => {
    expect(saveReply(message)).toBeNull();
  });
});

describe("steps 3-4: off-topic and the keyword filter", () => {
  it.each([
    ["Give me a recipe for lasagna", "off_topic"],
    ["Write a poem about the ocean", "off_topic"],
    ["Dame una receta de paella", "off_topic"],
    ["Écris-moi un poème sur la mer", "off_topic"],
    ["Who will win the election?", "insurance_only"],
    ["What's the weather tomorrow?", "insurance_only"],
    ["Should I buy bitcoin or stocks?", "insurance_only"],
    ["How do I lower my taxes on a real estate sale?", "insurance_only"],
    ["¿Quién ganó el partido de fútbol?", "insurance_only"],
    ["¿Cómo están los impuestos sobre bienes raíces?", "insurance_only"],
    ["Quel temps fera-t-il demain ? La météo ?", "insurance_only"],
    ["Quelle voiture acheter ?", "insurance_only"],
    // Property and casualty is insurance, but not a line this coach covers.
    ["How do I sell more home insurance?", "insurance_only"],
    ["Best car insurance for my client?", "insurance_only"],
    ["¿Cómo vendo seguro de auto?", "insurance_only"],
    ["Comment vendre une assurance habitation ?", "insurance_only"],
  ] as const)("%j → %s", (message, expected) => {
    expect(offTopic(message)).toBe(expected);
  });

  it.each([
    "What are the tax benefits of an annuity?",
    "Is home health care covered by long-term care insurance?",
    "My client wants to sell her home to pay for a nursing home",
    "Client has car insurance and needs final expense",
    "My prospect loves football, how do I build rapport?",
    "¿Cuáles son los beneficios fiscales de una anualidad? Impuestos",
    "Les impôts sur une rente indexée ?",
    "How do I handle the price objection?",
    "hello",
    "Linda, 68, diabetic, wants Medicare",
  ])("%j stays on topic", (message) => {
    expect(offTopic(message)).toBeNull();
  });
});

describe("steps 5/8: new-client descriptions (docs/product/rules-and-figures.md#validation)", () => {
  it.each([
    "She is 68 years old and diabetic",
    "68-year-old retired teacher",
    "client is 72, widow",
    "client with 3 kids and a mortgage",
    "I have a client who needs coverage",
    "Got a client in Texas",
    "new client: Bob",
    "My prospect is looking for a Medicare plan",
    "customer wants final expense",
    "Retired, $200k savings, wants safe growth",
    "He has diabetes and heart problems",
    "Her income is $40k and she is widowed",
    "Tengo un cliente de 68 años",
    "Cliente nuevo, jubilado con ahorros",
    "La clienta necesita un seguro de gastos finales",
    "Nouveau client de 70 ans",
    "J'ai une cliente diabétique, veuve",
    "Le client cherche une rente",
  ])("%j describes a client", (message) => {
    expect(isNewClientDescription(message)).toBe(true);
  });

  it.each([
    "How do income riders work?",
    "What is heart disease's effect on final expense underwriting?",
    "How do I handle the price objection?",
    "What is an indexed annuity?",
    "Write me an opening script",
    "¿Qué es un seguro de gastos finales?",
    "Comment fonctionne la retraite par rente ?",
    "Part B premium in 2026?",
  ])("%j does not", (message) => {
    expect(isNewClientDescription(message)).toBe(false);
  });
});

describe("step 7: product-info questions", () => {
  it.each([
    ["What is an indexed annuity?", "indexed_annuity"],
    ["what's a fixed indexed annuity", "indexed_annuity"],
    ["Explain Medigap plan G", "medicare_supplement"],
    ["Tell me about Medicare Advantage", "medicare_advantage"],
    ["What is a MYGA?", "fixed_annuity"],
    ["How does IUL work?", "iul"],
    ["What is Part D?", "part_d"],
    ["What is term life insurance?", "term_life"],
    ["Explain long-term care insurance", "long_term_care"],
    ["What is hospital indemnity?", "hospital_indemnity"],
    ["¿Qué es un seguro de gastos finales?", "final_expense"],
    ["Explícame la anualidad indexada", "indexed_annuity"],
    ["¿Cómo funciona el seguro de vida entera?", "whole_life"],
    ["C'est quoi une rente indexée ?", "indexed_annuity"],
    ["Qu'est-ce que l'assurance obsèques ?", "final_expense"],
    ["Explique-moi Medicare Advantage", "medicare_advantage"],
  ] as const)("%j → %s", (message, product) => {
    expect(productQuestion(message)).toBe(product);
  });

  it.each([
    "My 68-year-old client wants an indexed annuity, what is best?",
    "Indexed annuity",
    "What is the best way to close?",
    "What is the difference between Medigap and Medicare Advantage?",
    "¿Qué le digo a un cliente que dice que es muy caro?",
  ])("%j is not a single-product question", (message) => {
    expect(productQuestion(message)).toBeNull();
  });

  it("reads the most specific product name", () => {
    expect(productsMentioned("fixed indexed annuity vs fixed annuity")).toEqual([
      "indexed_annuity",
      "fixed_annuity",
    ]);
    expect(productsMentioned("indexed universal life and whole life")).toEqual(["iul", "whole_life"]);
  });
});

describe("step 10: coaching keywords", () => {
  it.each([
    "How do I handle objections?",
    "Tips for closing on the first call",
    "How do I get more referrals?",
    "best way to follow up with a lead",
    "¿Cómo manejo una objeción de precio?",
    "¿Cómo consigo más referidos?",
    "Comment traiter les objections ?",
    "Des conseils de prospection ?",
  ])("%j → knowledge base", (message) => {
    expect(hasCoachingKeywords(message)).toBe(true);
  });

  it.each(["What's the Part B deductible?", "hello", "¿Qué es Medigap?", "Bonjour"])(
    "%j has none",
    (message) => {
      expect(hasCoachingKeywords(message)).toBe(false);
    },
  );
});

describe("step 9: follow-up topics", () => {
  it.each([
    ["Why did you pick Plan G?", "product_selection"],
    ["¿Por qué eligió este plan?", "product_selection"],
    ["Pourquoi ce produit ?", "product_selection"],
    ["Any alternatives?", "alternatives"],
    ["¿Qué otras opciones hay?", "alternatives"],
    ["D'autres options ?", "alternatives"],
    ["Give me a different approach", "different_strategy"],
    ["¿Otra estrategia?", "different_strategy"],
    ["Une autre approche ?", "different_strategy"],
    ["Is this suitable for her?", "product_suitability"],
    ["¿Es adecuado para ella?", "product_suitability"],
    ["Est-ce adapté à son cas ?", "product_suitability"],
    ["How much commission will I make?", "commission_estimate"],
    ["¿Cuánto gano de comisión?", "commission_estimate"],
    ["Combien je gagne ?", "commission_estimate"],
    ["What gaps are left?", "uncovered_risks"],
    ["¿Qué riesgos no cubre?", "uncovered_risks"],
    ["Quelles lacunes restent ?", "uncovered_risks"],
    ["Give me a script", "sales_script"],
    ["¿Qué le digo?", "sales_script"],
    ["Que dire au client ?", "sales_script"],
    ["She says it's too expensive", "objection_handling"],
    ["Dice que es muy caro", "objection_handling"],
    ["Elle trouve ça trop cher", "objection_handling"],
    ["Any tax benefits?", "tax_benefits"],
    ["¿Hay beneficios fiscales?", "tax_benefits"],
    ["Et les impôts ?", "tax_benefits"],
    ["Give me an example", "case_example"],
    ["¿Tiene un ejemplo?", "case_example"],
    ["Un exemple concret ?", "case_example"],
    ["Thanks, what next?", "general"],
    ["¿Y ahora?", "general"],
    ["Et maintenant ?", "general"],
  ] as const)("%j → %s", (message, topic) => {
    expect(classifyFollowUp(message)).toBe(topic);
  });
});
