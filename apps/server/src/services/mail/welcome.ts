import { MONEY_BACK_DAYS, type PaidPlan, PLAN_PRICES_USD } from "@buildr/contracts";
import type { Language } from "@buildr/engine";

/**
 * The mail after a payment: welcome, what the plan includes, and the receipt. In test mode the receipt is
 * ours (no money moved, and it says so); with Stripe, the mail links Stripe's receipt for the payment (when
 * Stripe could say where it is; otherwise it says Stripe mails it) and the customer portal, which keeps
 * every invoice and the card.
 */
export interface WelcomeInput {
  name: string;
  plan: PaidPlan;
  paidAt: Date;
  /** The purchase's reference (checkout session or subscription id). */
  reference: string;
  /** The yearly plan's renewal date. */
  renewsAt: Date | null;
  testMode: boolean;
  /** Stripe's receipt for this payment (the charge's `receipt_url`), when Stripe said where it is. */
  receiptUrl?: string | null;
  /** Opens the customer portal (Settings, which opens it at once: Manage Subscription). */
  settingsUrl: string;
  appUrl: string;
}

interface Words {
  subject: (plan: string) => string;
  greeting: (name: string) => string;
  thanks: (plan: string) => string;
  includesTitle: string;
  includes: string[];
  lifetimeNote: string;
  receiptTitle: string;
  testReceiptNote: string;
  planLabel: string;
  planNames: Record<PaidPlan, string>;
  amount: string;
  amountValue: (usd: string, plan: PaidPlan) => string;
  date: string;
  reference: string;
  renews: string;
  stripeReceipt: string;
  stripeReceiptLink: string;
  viewReceipt: string;
  portal: string;
  guarantee: string;
  open: string;
  locale: string;
}

const WORDS: Record<Language, Words> = {
  en: {
    subject: (plan) => `Welcome to Buildr AI ${plan}`,
    greeting: (n) => `Hi ${n},`,
    thanks: (plan) => `Thank you for upgrading. Your ${plan} plan is active now.`,
    includesTitle: "Your plan includes:",
    includes: [
      "Unlimited bundles for every lead, from the chat, the bundles page or the fact-finder",
      "Unlimited coaching questions and follow-ups",
      "Unlimited saved bundles and one-page client PDFs",
      "Pitches, follow-up and referral scripts",
    ],
    lifetimeNote: "It's yours for life: there is nothing to renew.",
    receiptTitle: "Receipt",
    testReceiptNote: "Test mode: no real payment was taken.",
    planLabel: "Plan",
    planNames: { yearly: "Premium Yearly", lifetime: "Premium Lifetime" },
    amount: "Amount",
    amountValue: (usd, plan) => (plan === "yearly" ? `${usd} per year` : `${usd} one-time`),
    date: "Date",
    reference: "Reference",
    renews: "Renews",
    stripeReceipt: "Stripe emails the receipt for this payment to this address.",
    stripeReceiptLink: "Your receipt from Stripe:",
    viewReceipt: "View your receipt",
    portal: "Your receipts, invoices and card are in the customer portal: Settings → Manage Subscription.",
    guarantee: `Not the right fit? Email us within ${MONEY_BACK_DAYS} days of your purchase for a full refund.`,
    open: "Open Buildr AI",
    locale: "en-US",
  },
  es: {
    subject: (plan) => `Le damos la bienvenida a Buildr AI ${plan}`,
    greeting: (n) => `Hola ${n}:`,
    thanks: (plan) => `Gracias por actualizar su plan. Su plan ${plan} ya está activo.`,
    includesTitle: "Su plan incluye:",
    includes: [
      "Paquetes ilimitados para cada prospecto, desde el chat, la página de paquetes o el cuestionario",
      "Preguntas de coaching y de seguimiento ilimitadas",
      "Paquetes guardados ilimitados y PDF de una página para sus clientes",
      "Presentaciones de venta, scripts de seguimiento y de referidos",
    ],
    lifetimeNote: "Es suyo de por vida: no hay nada que renovar.",
    receiptTitle: "Recibo",
    testReceiptNote: "Modo de prueba: no se realizó ningún pago real.",
    planLabel: "Plan",
    planNames: { yearly: "Premium anual", lifetime: "Premium de por vida" },
    amount: "Importe",
    amountValue: (usd, plan) => (plan === "yearly" ? `${usd} al año` : `${usd} pago único`),
    date: "Fecha",
    reference: "Referencia",
    renews: "Renovación",
    stripeReceipt: "Stripe le envía el recibo de este pago a esta dirección.",
    stripeReceiptLink: "Su recibo de Stripe:",
    viewReceipt: "Ver su recibo",
    portal:
      "Sus recibos, facturas y tarjeta están en el portal de clientes: Configuración → Administrar suscripción.",
    guarantee: `¿No es lo que buscaba? Escríbanos dentro de los ${MONEY_BACK_DAYS} días posteriores a su compra y le devolvemos todo su dinero.`,
    open: "Abrir Buildr AI",
    locale: "es-US",
  },
  fr: {
    subject: (plan) => `Bienvenue dans Buildr AI ${plan}`,
    greeting: (n) => `Bonjour ${n},`,
    thanks: (plan) => `Merci pour votre abonnement. Votre formule ${plan} est active dès maintenant.`,
    includesTitle: "Votre formule comprend\u00a0:",
    includes: [
      "Des offres illimitées pour chaque prospect, depuis le chat, la page des offres ou le questionnaire",
      "Des questions de coaching et de suivi illimitées",
      "Des offres enregistrées illimitées et des PDF d'une page pour vos clients",
      "Des argumentaires, des scripts de relance et de recommandation",
    ],
    lifetimeNote: "Elle est à vous à vie\u00a0: rien à renouveler.",
    receiptTitle: "Reçu",
    testReceiptNote: "Mode test\u00a0: aucun paiement réel n'a été effectué.",
    planLabel: "Formule",
    planNames: { yearly: "Premium annuel", lifetime: "Premium à vie" },
    amount: "Montant",
    amountValue: (usd, plan) => (plan === "yearly" ? `${usd} par an` : `${usd} en paiement unique`),
    date: "Date",
    reference: "Référence",
    renews: "Renouvellement",
    stripeReceipt: "Stripe envoie le reçu de ce paiement à cette adresse.",
    stripeReceiptLink: "Votre reçu Stripe\u00a0:",
    viewReceipt: "Voir votre reçu",
    portal:
      "Vos reçus, factures et votre carte se trouvent dans le portail client\u00a0: Paramètres → Gérer l'abonnement.",
    guarantee: `Ce n'est pas ce qu'il vous faut\u00a0? Écrivez-nous dans les ${MONEY_BACK_DAYS} jours suivant votre achat pour un remboursement intégral.`,
    open: "Ouvrir Buildr AI",
    locale: "fr-FR",
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export function renderWelcomeMail(
  language: Language,
  input: WelcomeInput,
): { subject: string; text: string; html: string } {
  const w = WORDS[language];
  const planName = w.planNames[input.plan];
  // US formats in every language ("$360.00"), as everywhere in the product.
  const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(
    PLAN_PRICES_USD[input.plan],
  );
  const date = (d: Date) =>
    d.toLocaleDateString(w.locale, { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
  const greeting = input.name.trim()
    ? w.greeting(input.name.trim())
    : w.greeting("").replace(/\s+([,:])/, "$1");
  const receipt: [string, string][] = [
    [w.planLabel, planName],
    [w.amount, w.amountValue(usd, input.plan)],
    [w.date, date(input.paidAt)],
    [w.reference, input.reference],
    ...(input.renewsAt ? ([[w.renews, date(input.renewsAt)]] as [string, string][]) : []),
  ];
  const receiptUrl = input.testMode ? null : (input.receiptUrl ?? null);
  const billingLines = input.testMode
    ? [w.testReceiptNote]
    : [receiptUrl ? `${w.stripeReceiptLink} ${receiptUrl}` : w.stripeReceipt, w.portal];
  const text = [
    greeting,
    "",
    w.thanks(planName),
    "",
    w.includesTitle,
    ...w.includes.map((line) => `- ${line}`),
    ...(input.plan === "lifetime" ? ["", w.lifetimeNote] : []),
    "",
    ...(input.testMode ? [`${w.receiptTitle}:`, ...receipt.map(([k, v]) => `${k}: ${v}`), ""] : []),
    ...billingLines,
    ...(input.testMode ? [] : [input.settingsUrl]),
    "",
    w.guarantee,
    "",
    `${w.open}: ${input.appUrl}`,
    "",
    "— Buildr AI",
  ].join("\n");
  const rows = receipt
    .map(
      ([k, v]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#a0a0a0">${escapeHtml(k)}</td><td style="padding:4px 0">${escapeHtml(v)}</td></tr>`,
    )
    .join("");
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#0f1115;font-family:Arial,Helvetica,sans-serif;color:#e8e8e8">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#171a21;border-radius:12px;padding:32px"><tr><td>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#F2C94C">Buildr AI</p>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(w.thanks(planName))}</p>
<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(w.includesTitle)}</p>
<ul style="margin:0 0 16px;padding-left:20px;line-height:1.5">${w.includes.map((l) => `<li>${escapeHtml(l)}</li>`).join("")}</ul>
${input.plan === "lifetime" ? `<p style="margin:0 0 16px">${escapeHtml(w.lifetimeNote)}</p>` : ""}
${input.testMode ? `<p style="margin:0 0 8px;font-weight:bold">${escapeHtml(w.receiptTitle)}</p><table role="presentation" style="margin:0 0 16px;font-size:14px">${rows}</table>` : ""}
${
  receiptUrl
    ? `<p style="margin:0 0 8px;font-size:14px;color:#a0a0a0">${escapeHtml(w.stripeReceiptLink)} <a href="${escapeHtml(receiptUrl)}" style="color:#F2C94C">${escapeHtml(w.viewReceipt)}</a></p>`
    : ""
}
${billingLines
  .slice(receiptUrl ? 1 : 0)
  .map((l) => `<p style="margin:0 0 8px;font-size:14px;color:#a0a0a0">${escapeHtml(l)}</p>`)
  .join("")}
${input.testMode ? "" : `<p style="margin:0 0 16px;font-size:14px"><a href="${escapeHtml(input.settingsUrl)}" style="color:#F2C94C">${escapeHtml(input.settingsUrl)}</a></p>`}
<p style="margin:16px 0 24px;font-size:14px">${escapeHtml(w.guarantee)}</p>
<p style="margin:0"><a href="${escapeHtml(input.appUrl)}" style="display:inline-block;background:#F2C94C;color:#111;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(w.open)}</a></p>
</td></tr></table></body></html>`;
  return { subject: w.subject(planName), text, html };
}
