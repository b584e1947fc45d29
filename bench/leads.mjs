// What the HTTP benchmarks send: leads in the three languages, and chat messages of each kind (a lead, a
// product question, a coaching question, Spanish).

/** The demo admin a development server seeds (SEED_DEMO=1): unlimited, so no credit runs out. */
export const DEMO_ADMIN = { email: "admin@demo.buildr.ai", password: "demo-admin-1" };
export const LEADS = [
  "Linda, 67, widowed, retired teacher in Ohio, on Original Medicare with no supplement, type 2 diabetes, wants her funeral covered, $120 a month.",
  "34 year old married dad of two, $85k a year, new $320,000 mortgage, non-smoker, wants to protect his family.",
  "Cliente de 70 años, viuda, fuma, quiere cubrir los gastos funerarios, vive en Texas, presupuesto de 80 dólares al mes.",
  "Client de 62 ans, marié, 400 000 $ d'épargne, prudent, veut un revenu garanti pour la retraite.",
  "72-year-old smoker with COPD on oxygen who wants burial covered, Georgia.",
];

export const CHAT_MESSAGES = [
  "New client: 68, widowed, diabetic, on Original Medicare, wants her funeral covered, $100 a month.",
  "What is Medigap plan G?",
  "How do I handle the objection that it's too expensive?",
  "¿Cómo respondo cuando el cliente dice que lo va a pensar?",
];

/** autocannon options for `POST /api/bundles/generate`, the leads in turn, as the signed-in `cookie`. */
export function bundleLoad(cookie) {
  const path = "/api/bundles/generate";
  return {
    path,
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    requests: LEADS.map((lead) => ({ method: "POST", path, body: JSON.stringify({ lead }) })),
  };
}
