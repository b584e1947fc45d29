import type { Language } from "@buildr/engine";

export type MailKind =
  | "verify_email"
  | "magic_link"
  | "reset_password"
  | "invite"
  | "sign_in_locked"
  | "account_exists";

interface Copy {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  button: string;
  fallback: string;
  ignore: string;
}

/** Each mail in the reader's language, written as a native speaker would (docs/product/decisions.md#d-13). */
const COPY: Record<MailKind, Record<Language, Copy>> = {
  /** A sign-up on an address that already has a proven account: the screen says the same as always. */
  account_exists: {
    en: {
      subject: "Someone tried to create a Buildr AI account with your email",
      greeting: (n) => `Hi ${n},`,
      body: 'Someone just tried to create a Buildr AI account with this email address. You already have an account, so nothing was changed. Sign in with the button below; if you forgot your password, choose "Forgot your password?" on the sign-in page to reset it.',
      button: "Sign in to Buildr AI",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "If it wasn't you, you can ignore this email. Your account and password are unchanged.",
    },
    es: {
      subject: "Alguien intentó crear una cuenta de Buildr AI con su correo",
      greeting: (n) => `Hola ${n}:`,
      body: "Alguien acaba de intentar crear una cuenta de Buildr AI con esta dirección de correo. Usted ya tiene una cuenta, así que no se cambió nada. Inicie sesión con el botón de abajo; si olvidó su contraseña, puede restablecerla desde la misma página de inicio de sesión.",
      button: "Iniciar sesión en Buildr AI",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si no fue usted, puede ignorar este correo. Su cuenta y su contraseña no cambiaron.",
    },
    fr: {
      subject: "Quelqu'un a essayé de créer un compte Buildr AI avec votre adresse",
      greeting: (n) => `Bonjour ${n},`,
      body: "Quelqu'un vient d'essayer de créer un compte Buildr AI avec cette adresse e-mail. Vous avez déjà un compte, rien n'a donc été modifié. Connectez-vous avec le bouton ci-dessous\u00a0; si vous avez oublié votre mot de passe, choisissez «\u00a0Mot de passe oublié\u00a0?\u00a0» sur la page de connexion pour le réinitialiser.",
      button: "Se connecter à Buildr AI",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur\u00a0:",
      ignore:
        "Si ce n'était pas vous, ignorez cet e-mail. Votre compte et votre mot de passe n'ont pas changé.",
    },
  },
  verify_email: {
    en: {
      subject: "Confirm your email for Buildr AI",
      greeting: (n) => `Hi ${n},`,
      body: "Welcome to Buildr AI. Confirm your email address to finish creating your account and start building bundles.",
      button: "Confirm my email",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "If you didn't create a Buildr AI account, you can ignore this email.",
    },
    es: {
      subject: "Confirme su correo para Buildr AI",
      greeting: (n) => `Hola ${n}:`,
      body: "Le damos la bienvenida a Buildr AI. Confirme su correo electrónico para terminar de crear su cuenta y empezar a armar paquetes.",
      button: "Confirmar mi correo",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si no creó una cuenta en Buildr AI, puede ignorar este correo.",
    },
    fr: {
      subject: "Confirmez votre adresse e-mail pour Buildr AI",
      greeting: (n) => `Bonjour ${n},`,
      body: "Bienvenue sur Buildr AI. Confirmez votre adresse e-mail pour finaliser la création de votre compte et commencer à composer vos offres.",
      button: "Confirmer mon adresse",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      ignore: "Si vous n'avez pas créé de compte Buildr AI, ignorez simplement cet e-mail.",
    },
  },
  magic_link: {
    en: {
      subject: "Your Buildr AI sign-in link",
      greeting: (n) => `Hi ${n},`,
      body: "Use the button below to sign in to Buildr AI. The link works once and expires in 5 minutes.",
      button: "Sign in to Buildr AI",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "If you didn't ask to sign in, you can ignore this email. Your account is safe.",
    },
    es: {
      subject: "Su enlace para iniciar sesión en Buildr AI",
      greeting: (n) => `Hola ${n}:`,
      body: "Use el botón de abajo para iniciar sesión en Buildr AI. El enlace funciona una sola vez y caduca en 5 minutos.",
      button: "Iniciar sesión en Buildr AI",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si no pidió iniciar sesión, ignore este correo. Su cuenta está segura.",
    },
    fr: {
      subject: "Votre lien de connexion à Buildr AI",
      greeting: (n) => `Bonjour ${n},`,
      body: "Utilisez le bouton ci-dessous pour vous connecter à Buildr AI. Le lien ne sert qu'une fois et expire dans 5 minutes.",
      button: "Me connecter à Buildr AI",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      ignore:
        "Si vous n'avez pas demandé à vous connecter, ignorez cet e-mail. Votre compte est en sécurité.",
    },
  },
  reset_password: {
    en: {
      subject: "Reset your Buildr AI password",
      greeting: (n) => `Hi ${n},`,
      body: "We received a request to reset your password. Choose a new one with the button below; the link expires in 1 hour.",
      button: "Choose a new password",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "If you didn't ask for a reset, ignore this email and your password stays the same.",
    },
    es: {
      subject: "Restablezca su contraseña de Buildr AI",
      greeting: (n) => `Hola ${n}:`,
      body: "Recibimos una solicitud para restablecer su contraseña. Elija una nueva con el botón de abajo; el enlace caduca en 1 hora.",
      button: "Elegir una nueva contraseña",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si no lo pidió, ignore este correo y su contraseña seguirá igual.",
    },
    fr: {
      subject: "Réinitialisez votre mot de passe Buildr AI",
      greeting: (n) => `Bonjour ${n},`,
      body: "Nous avons reçu une demande de réinitialisation de votre mot de passe. Choisissez-en un nouveau avec le bouton ci-dessous ; le lien expire dans 1 heure.",
      button: "Choisir un nouveau mot de passe",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      ignore:
        "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : votre mot de passe reste inchangé.",
    },
  },
  invite: {
    en: {
      subject: "You're invited to Buildr AI",
      greeting: () => "Hi,",
      body: "You've been invited to Buildr AI, the sales coach that turns a lead into a one-page bundle with scripts and objection handling. Create your account with the button below.",
      button: "Accept the invitation",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "If you weren't expecting this invitation, you can ignore this email.",
    },
    es: {
      subject: "Lo invitaron a Buildr AI",
      greeting: () => "Hola:",
      body: "Lo invitaron a Buildr AI, el coach de ventas que convierte un prospecto en un paquete de una página con guiones y manejo de objeciones. Cree su cuenta con el botón de abajo.",
      button: "Aceptar la invitación",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si no esperaba esta invitación, puede ignorar este correo.",
    },
    fr: {
      subject: "Vous êtes invité(e) sur Buildr AI",
      greeting: () => "Bonjour,",
      body: "Vous êtes invité(e) sur Buildr AI, le coach de vente qui transforme un prospect en une offre d'une page, avec scripts et réponses aux objections. Créez votre compte avec le bouton ci-dessous.",
      button: "Accepter l'invitation",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      ignore: "Si vous n'attendiez pas cette invitation, ignorez simplement cet e-mail.",
    },
  },
  // docs/product/compliance.md#security: the owner hears when wrong passwords pause password sign-in on their account.
  sign_in_locked: {
    en: {
      subject: "Someone tried to sign in to your Buildr AI account",
      greeting: (n) => `Hi ${n},`,
      body: "Someone entered the wrong password for your Buildr AI account several times, so password sign-in is paused for a few minutes (never more than 15). If it was you, wait a moment, or sign in with an email link, which works right away. If it wasn't you, your account is still safe; you can choose a new password from the sign-in page.",
      button: "Go to sign-in",
      fallback: "If the button doesn't work, copy this link into your browser:",
      ignore: "No action is needed if you recognize these attempts.",
    },
    es: {
      subject: "Alguien intentó entrar en su cuenta de Buildr AI",
      greeting: (n) => `Hola ${n}:`,
      body: "Alguien escribió mal la contraseña de su cuenta de Buildr AI varias veces, así que el inicio de sesión con contraseña está en pausa unos minutos (nunca más de 15). Si fue usted, espere un momento o entre con un enlace por correo, que funciona de inmediato. Si no fue usted, su cuenta sigue segura; puede elegir una nueva contraseña desde la página de inicio de sesión.",
      button: "Ir a iniciar sesión",
      fallback: "Si el botón no funciona, copie este enlace en su navegador:",
      ignore: "Si reconoce estos intentos, no tiene que hacer nada.",
    },
    fr: {
      subject: "Quelqu'un a tenté de se connecter à votre compte Buildr AI",
      greeting: (n) => `Bonjour ${n},`,
      body: "Quelqu'un a saisi plusieurs fois un mauvais mot de passe pour votre compte Buildr AI : la connexion par mot de passe est donc suspendue quelques minutes (jamais plus de 15). Si c'était vous, patientez un instant ou connectez-vous avec un lien par e-mail, qui fonctionne tout de suite. Sinon, votre compte reste en sécurité ; vous pouvez choisir un nouveau mot de passe depuis la page de connexion.",
      button: "Aller à la connexion",
      fallback: "Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :",
      ignore: "Si vous reconnaissez ces tentatives, vous n'avez rien à faire.",
    },
  },
};

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

export function renderMail(
  kind: MailKind,
  language: Language,
  data: { name?: string; url: string },
): RenderedMail {
  const copy = COPY[kind][language] ?? COPY[kind].en;
  const name = data.name?.trim() || "";
  const greeting = name ? copy.greeting(name) : copy.greeting("").replace(/\s+,|\s+:/, (m) => m.trim());
  const text = [
    greeting,
    "",
    copy.body,
    "",
    `${copy.button}: ${data.url}`,
    "",
    copy.ignore,
    "",
    "— Buildr AI",
  ].join("\n");
  const url = escapeHtml(data.url);
  const html = `<!doctype html><html lang="${language}"><body style="margin:0;padding:24px;background:#0f1115;font-family:Arial,Helvetica,sans-serif;color:#e8e8e8">
<table role="presentation" width="100%" style="max-width:560px;margin:0 auto;background:#171a21;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 16px;font-size:20px;font-weight:bold;color:#F2C94C">Buildr AI</p>
<p style="margin:0 0 12px">${escapeHtml(greeting)}</p>
<p style="margin:0 0 24px;line-height:1.5">${escapeHtml(copy.body)}</p>
<p style="margin:0 0 24px"><a href="${url}" style="display:inline-block;background:#F2C94C;color:#111;text-decoration:none;font-weight:bold;padding:12px 20px;border-radius:8px">${escapeHtml(copy.button)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#a0a0a0">${escapeHtml(copy.fallback)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${url}" style="color:#F2C94C">${url}</a></p>
<p style="margin:0;font-size:13px;color:#a0a0a0">${escapeHtml(copy.ignore)}</p>
</td></tr></table></body></html>`;
  return { subject: copy.subject, text, html };
}
