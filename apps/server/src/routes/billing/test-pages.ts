import { type BillingLanguage, type PaidPlan, PLAN_PRICES_USD } from "@buildr/contracts";

/**
 * The test-mode checkout and portal (docs/product/decisions.md#d-10): small server-rendered pages, same origin, no script (the CSP
 * allows only our own scripts and forms to ourselves). They say plainly that no money moves.
 */
const COPY = {
  en: {
    banner: "Test mode — no real payment",
    bannerBody: "Stripe is not configured on this server. Paying here only simulates a purchase.",
    checkoutTitle: "Checkout",
    yearly: "Buildr AI Premium — Yearly",
    lifetime: "Buildr AI Premium — Lifetime",
    yearlyTerms: "Per year, billed annually. Cancel anytime.",
    lifetimeTerms: "One-time payment. Lifetime access; it never renews.",
    guarantee: "14-day money-back guarantee.",
    terms: "Terms of Service",
    refundPolicy: "Refund Policy",
    email: "Email for your receipt",
    payingAs: "Paying as",
    pay: (price: number) => `Pay $${price} (test)`,
    cancel: "Cancel",
    closed: "This checkout is closed.",
    backToPricing: "Back to pricing",
    portalTitle: "Manage subscription",
    noPurchases: "No test-mode purchases on this account.",
    status: "Status",
    renews: (date: string) => `Current period ends ${date}`,
    cancels: (date: string) => `Cancelled: Premium stays until ${date}, then the plan ends`,
    resumeSubscription: "Renew subscription",
    lifetimeAccess: "Lifetime access",
    refunded: "Refunded",
    cancelSubscription: "Cancel subscription",
    refund: "Refund (money-back guarantee)",
    backToApp: "Back to Buildr AI",
    signInFirst: "Sign in to manage your subscription.",
    portalBannerBody:
      "Stripe is not configured on this server. This page stands in for Stripe's customer portal.",
    statuses: {
      active: "Active",
      trialing: "Trial",
      past_due: "Payment overdue",
      unpaid: "Unpaid",
      canceled: "Canceled",
      paid: "Paid",
    } as Record<string, string>,
  },
  es: {
    banner: "Modo de prueba — sin pago real",
    bannerBody: "Stripe no está configurado en este servidor. Pagar aquí solo simula una compra.",
    checkoutTitle: "Pago",
    yearly: "Buildr AI Premium — Anual",
    lifetime: "Buildr AI Premium — De por vida",
    yearlyTerms: "Al año, con facturación anual. Cancele cuando quiera.",
    lifetimeTerms: "Pago único. Acceso de por vida; nunca se renueva.",
    guarantee: "Garantía de devolución de 14 días.",
    terms: "Términos del servicio",
    refundPolicy: "Política de reembolso",
    email: "Correo electrónico para el recibo",
    payingAs: "Paga como",
    pay: (price: number) => `Pagar $${price} (prueba)`,
    cancel: "Cancelar",
    closed: "Este pago ya está cerrado.",
    backToPricing: "Volver a precios",
    portalTitle: "Gestionar suscripción",
    noPurchases: "Esta cuenta no tiene compras en modo de prueba.",
    status: "Estado",
    renews: (date: string) => `El periodo actual termina el ${date}`,
    cancels: (date: string) => `Cancelada: Premium sigue activo hasta el ${date} y luego el plan termina`,
    lifetimeAccess: "Acceso de por vida",
    refunded: "Reembolsado",
    cancelSubscription: "Cancelar suscripción",
    resumeSubscription: "Renovar suscripción",
    refund: "Reembolsar (garantía de devolución)",
    backToApp: "Volver a Buildr AI",
    signInFirst: "Inicie sesión para gestionar su suscripción.",
    portalBannerBody:
      "Stripe no está configurado en este servidor. Esta página sustituye al portal de clientes de Stripe.",
    statuses: {
      active: "Activa",
      trialing: "En prueba",
      past_due: "Pago atrasado",
      unpaid: "Impagada",
      canceled: "Cancelada",
      paid: "Pagada",
    } as Record<string, string>,
  },
  fr: {
    banner: "Mode test — aucun paiement réel",
    bannerBody: "Stripe n'est pas configuré sur ce serveur. Payer ici ne fait que simuler un achat.",
    checkoutTitle: "Paiement",
    yearly: "Buildr AI Premium — Annuel",
    lifetime: "Buildr AI Premium — À vie",
    yearlyTerms: "Par an, facturé annuellement. Résiliable à tout moment.",
    lifetimeTerms: "Paiement unique. Accès à vie, sans renouvellement.",
    guarantee: "Satisfait ou remboursé pendant 14 jours.",
    terms: "Conditions d'utilisation",
    refundPolicy: "Politique de remboursement",
    email: "E-mail pour votre reçu",
    payingAs: "Vous payez en tant que",
    pay: (price: number) => `Payer ${price}\u00a0$ (test)`,
    cancel: "Annuler",
    closed: "Ce paiement est clos.",
    backToPricing: "Retour aux tarifs",
    portalTitle: "Gérer l'abonnement",
    noPurchases: "Aucun achat en mode test sur ce compte.",
    status: "Statut",
    renews: (date: string) => `La période en cours se termine le ${date}`,
    cancels: (date: string) =>
      `Résilié\u00a0: Premium reste actif jusqu'au ${date}, puis l'abonnement prend fin`,
    lifetimeAccess: "Accès à vie",
    refunded: "Remboursé",
    cancelSubscription: "Résilier l'abonnement",
    resumeSubscription: "Reprendre l'abonnement",
    refund: "Rembourser (garantie satisfait ou remboursé)",
    backToApp: "Retour à Buildr AI",
    signInFirst: "Connectez-vous pour gérer votre abonnement.",
    portalBannerBody:
      "Stripe n'est pas configuré sur ce serveur. Cette page remplace le portail client de Stripe.",
    statuses: {
      active: "Actif",
      trialing: "Essai",
      past_due: "Paiement en retard",
      unpaid: "Impayé",
      canceled: "Résilié",
      paid: "Payé",
    } as Record<string, string>,
  },
} satisfies Record<BillingLanguage, unknown>;

/** US dollars as each audience writes them: "$360" in English and US Spanish, "360 $" in French. */
function dollars(language: BillingLanguage, amount: number): string {
  return language === "fr" ? `${amount}\u00a0$` : `$${amount}`;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[ch]!,
  );
}

const STYLE = `
:root{color-scheme:dark;--bg:#151823;--card:#1c2030;--fg:#f3f4f7;--muted:#aeb3c2;--border:#33384a;--primary:#f2c94c;--on-primary:#1d2130;--warn:#3a2f0c}
*{box-sizing:border-box}body{margin:0;min-height:100vh;background:var(--bg);color:var(--fg);font:16px/1.5 ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;display:grid;place-items:center;padding:24px}
main{width:100%;max-width:460px;display:grid;gap:16px}
.banner{border:1px solid var(--primary);background:var(--warn);border-radius:12px;padding:12px 16px}
.banner strong{display:block;color:var(--primary);letter-spacing:.02em}
.banner p{margin:4px 0 0;color:var(--muted);font-size:14px}
.card{background:var(--card);border:1px solid var(--border);border-radius:16px;padding:24px;display:grid;gap:16px}
h1{font-size:22px;margin:0}h2{font-size:18px;margin:0}
.price{font-size:34px;font-weight:800;margin:0}.muted{color:var(--muted);margin:0;font-size:14px}
label{font-weight:600;font-size:14px;display:grid;gap:6px}
input{font:inherit;padding:10px 12px;border-radius:8px;border:1px solid var(--border);background:var(--bg);color:var(--fg)}
.actions{display:grid;gap:10px}
button,.link{font:inherit;font-weight:600;border-radius:8px;padding:11px 16px;cursor:pointer;text-align:center;text-decoration:none}
button.pay{background:var(--primary);color:var(--on-primary);border:0}
button.secondary,.link{background:transparent;color:var(--fg);border:1px solid var(--border)}
:focus-visible{outline:2px solid var(--primary);outline-offset:2px}
.brand{font-weight:800;letter-spacing:.01em}.brand span{color:var(--primary)}
ul{list-style:none;margin:0;padding:0;display:grid;gap:12px}li{border:1px solid var(--border);border-radius:12px;padding:14px;display:grid;gap:8px}
form.inline{display:flex;flex-wrap:wrap;gap:8px}
`;

function page(language: BillingLanguage, title: string, body: string, bannerBody?: string): string {
  const copy = COPY[language];
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)} · Buildr AI</title><style>${STYLE}</style></head><body><main><div class="brand" aria-label="Buildr AI">Buildr <span>AI</span></div><div class="banner" role="note"><strong>${escapeHtml(copy.banner)}</strong><p>${escapeHtml(bannerBody ?? copy.bannerBody)}</p></div>${body}</main></body></html>`;
}

export function renderTestCheckout(input: {
  id: string;
  plan: PaidPlan;
  email: string | null;
  status: "open" | "complete" | "expired";
  language: BillingLanguage;
  error?: string;
}): string {
  const copy = COPY[input.language];
  const price = PLAN_PRICES_USD[input.plan];
  const base = `/api/billing/test-checkout/${encodeURIComponent(input.id)}`;
  const summary = `<h1>${escapeHtml(input.plan === "yearly" ? copy.yearly : copy.lifetime)}</h1><p class="price">${dollars(input.language, price)}</p><p class="muted">${escapeHtml(input.plan === "yearly" ? copy.yearlyTerms : copy.lifetimeTerms)} ${escapeHtml(copy.guarantee)}</p><p class="muted"><a class="link" href="/terms" target="_blank" rel="noopener">${escapeHtml(copy.terms)}</a> · <a class="link" href="/refund" target="_blank" rel="noopener">${escapeHtml(copy.refundPolicy)}</a></p>`;
  if (input.status !== "open") {
    return page(
      input.language,
      copy.checkoutTitle,
      `<section class="card">${summary}<p role="status">${escapeHtml(copy.closed)}</p><a class="link" href="/pricing">${escapeHtml(copy.backToPricing)}</a></section>`,
    );
  }
  const who = input.email
    ? `<p class="muted">${escapeHtml(copy.payingAs)} <strong>${escapeHtml(input.email)}</strong></p>`
    : `<label>${escapeHtml(copy.email)}<input type="email" name="email" autocomplete="email" required maxlength="254"${input.error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}></label>${input.error ? `<p id="email-error" role="alert" class="muted">${escapeHtml(input.error)}</p>` : ""}`;
  return page(
    input.language,
    copy.checkoutTitle,
    `<form class="card" method="post" action="${base}/pay">${summary}${who}<div class="actions"><button class="pay" type="submit">${escapeHtml(copy.pay(price))}</button><button class="secondary" type="submit" formaction="${base}/cancel" formnovalidate>${escapeHtml(copy.cancel)}</button></div></form>`,
  );
}

export function renderTestPortal(input: {
  language: BillingLanguage;
  signedIn: boolean;
  purchases: {
    id: string;
    kind: "subscription" | "payment";
    plan: PaidPlan;
    status: string;
    currentPeriodEnd: Date | null;
    cancelAtPeriodEnd: boolean;
    refunded: boolean;
  }[];
}): string {
  const copy = COPY[input.language];
  if (!input.signedIn) {
    return page(
      input.language,
      copy.portalTitle,
      `<section class="card"><h1>${escapeHtml(copy.portalTitle)}</h1><p>${escapeHtml(copy.signInFirst)}</p><a class="link" href="/auth">${escapeHtml(copy.backToApp)}</a></section>`,
      copy.portalBannerBody,
    );
  }
  const dateFormat = new Intl.DateTimeFormat(input.language, { dateStyle: "long", timeZone: "UTC" });
  const items = input.purchases.map((p) => {
    const base = `/api/billing/test-portal/${encodeURIComponent(p.id)}`;
    const end = p.currentPeriodEnd ? dateFormat.format(p.currentPeriodEnd) : "—";
    const live = p.kind === "subscription" && !["canceled", "incomplete_expired"].includes(p.status);
    const details =
      p.kind === "payment"
        ? copy.lifetimeAccess
        : live && p.cancelAtPeriodEnd
          ? copy.cancels(end)
          : copy.renews(end);
    const subscriptionAction = !live
      ? ""
      : p.cancelAtPeriodEnd
        ? `<button class="secondary" type="submit" formaction="${base}/resume">${escapeHtml(copy.resumeSubscription)}</button>`
        : `<button class="secondary" type="submit" formaction="${base}/cancel">${escapeHtml(copy.cancelSubscription)}</button>`;
    const actions = p.refunded
      ? ""
      : `<form class="inline" method="post">${subscriptionAction}<button class="secondary" type="submit" formaction="${base}/refund">${escapeHtml(copy.refund)}</button></form>`;
    return `<li><h2>${escapeHtml(p.plan === "yearly" ? copy.yearly : copy.lifetime)}</h2><p class="muted">${escapeHtml(copy.status)}: ${escapeHtml(p.refunded ? copy.refunded : (copy.statuses[p.status] ?? p.status))} · ${escapeHtml(details)}</p>${actions}</li>`;
  });
  const list = items.length > 0 ? `<ul>${items.join("")}</ul>` : `<p>${escapeHtml(copy.noPurchases)}</p>`;
  return page(
    input.language,
    copy.portalTitle,
    `<section class="card"><h1>${escapeHtml(copy.portalTitle)}</h1>${list}<a class="link" href="/app">${escapeHtml(copy.backToApp)}</a></section>`,
    copy.portalBannerBody,
  );
}
