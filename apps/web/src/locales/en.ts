/**
 * English: the source of every key. `es.ts` and `fr.ts` are typed against this shape, so a missing
 * translation is a compile error. The features' strings are only named here as types: this file is the
 * core a visitor downloads at start-up, and must not pull every screen's strings in with it (docs/product/screens.md).
 * One file per language for this core, so a translator works in one place.
 */

import type { adminEn } from "./admin/en";
import type { bookEn } from "./book/en";
import type { bundlesEn } from "./bundles/en";
import type { chatEn } from "./chat/en";
import type { chatToolsEn } from "./chat-tools/en";
import type { landingEn } from "./landing/en";
import type { Messages } from "./messages";
import type { pitchesEn } from "./pitches/en";
import type { siteEn } from "./site/en";
import type { workspaceEn } from "./workspace/en";

/** The strings any screen may need: loaded at start-up, in the visitor's language only. */
export const coreEn = {
  common: {
    appName: "Buildr AI",
    tagline: "Elite Insurance Sales Coach",
    loading: "Loading...",
    language: "Language",
    languages: { en: "English", es: "Español", fr: "Français" },
    themeToLight: "Switch to light theme",
    themeToDark: "Switch to dark theme",
    backHome: "Back to home",
    skipToContent: "Skip to content",
    comingSoonBadge: "Coming soon",
    opensInNewTab: "(opens in a new tab)",
  },
  nav: {
    main: "Main",
    pricing: "Pricing",
    login: "Login",
    signUp: "Sign Up",
    myDashboard: "My Dashboard",
    logout: "Logout",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    chat: "Coach",
    dashboard: "Dashboard",
    bundles: "Bundles",
    leads: "Leads",
    pitches: "Pitches",
    settings: "Settings",
    support: "Help & Support",
    admin: "Admin",
    accountMenu: "Account menu",
    logOut: "Log out",
    unlimited: "Unlimited",
    bundlesLeft_one: "{{count}} free bundle left this month",
    bundlesLeft_other: "{{count}} free bundles left this month",
    coachingLeft_one: "{{count}} coaching question left today",
    coachingLeft_other: "{{count}} coaching questions left today",
  },
  auth: {
    alreadyConfirmed: "This confirmation link was already used: your email is confirmed. Log in to continue.",
    close: "Close",
    dialogSignUpTitle: "Create your free account",
    dialogLoginTitle: "Log in to Buildr AI",
    haveAccount: "Already have an account?",
    needAccount: "New to Buildr AI?",
    title: "Welcome to Buildr AI",
    subtitle: "Log in or create your account to start building bundles.",
    tabLogin: "Log in",
    tabSignUp: "Sign up",
    fullName: "Full name",
    email: "Email",
    password: "Password",
    showPassword: "Show password",
    hidePassword: "Hide password",
    passwordOk: "Password meets requirements",
    passwordHint: "At least 8 characters, with a number or special character.",
    submitLogin: "Log in",
    submitSignUp: "Create account",
    agreeToTerms:
      "By creating an account you accept the <terms>Terms of Service</terms> and the <privacy>Privacy Policy</privacy>.",
    working: "Please wait…",
    or: "or",
    google: "Continue with Google",
    magicLink: "Email me a sign-in link",
    magicLinkNeedsEmail: "Enter your email above and we'll send you a sign-in link.",
    magicLinkSentTitle: "Check your email",
    magicLinkSentBody: "We sent a magic link to {{email}}. Click it to sign in; it expires in 5 minutes.",
    forgotPassword: "Forgot your password?",
    resetSentTitle: "Reset Email Sent",
    resetSentBody: "Check your email for password reset instructions.",
    loginSuccess: "Login successful!",
    errorTitle: "Something went wrong",
    finishWithMagicLink:
      "Your purchase created your account. Send yourself a sign-in link below to finish setting it up.",
    forgotNeedsEmail: "Enter your email above and we'll send you a link to reset your password.",
    resetFailed: "We couldn't send the reset email. Please try again.",
    resetTitle: "Choose a new password",
    resetSubtitle: "Pick a password you don't use on any other site.",
    newPassword: "New password",
    confirmPassword: "Confirm new password",
    passwordMismatch: "The passwords don't match",
    resetSubmit: "Update password",
    resetDone: "Password updated",
    resetDoneBody: "Log in with your new password.",
    resetInvalidTitle: "This reset link no longer works",
    resetInvalidBody:
      "Reset links work once and expire after 1 hour. Request a new one and use the link in the newest email.",
    resetRequestNew: "Request a new link",
    resetUpdateFailed: "We couldn't update your password. Please try again.",
  },
  validation: {
    nameRequired: "Please enter your full name.",
    nameTooShort: "Full name must be at least 2 characters long",
    nameTooLong: "Full name is too long (max 100 characters)",
    nameHasMarkup: "Full name can't contain < or >.",
    emailRequired: "Email is required",
    emailInvalid: "Please enter a valid email address",
    emailTooLong: "Email address is too long",
    passwordRequired: "Password is required",
    passwordTooShort: "Password must be at least 8 characters long",
    passwordTooLong: "Password is too long (max 128 characters)",
    passwordNeedsDigitOrSpecial: "Password should contain at least one number or special character",
  },
  authErrors: {
    userExists: "An account with this email already exists. Please try logging in instead.",
    signUpRateLimited: "Too many signup attempts. Please wait a few minutes before trying again.",
    signUpFailed: "An unexpected error occurred. Please try again.",
    invalidCredentials: "Invalid email or password. Please double-check your credentials and try again.",
    emailNotConfirmed:
      "Your email isn't confirmed yet. We just sent you a new confirmation link: click it, then log in.",
    loginRateLimited: "Too many login attempts. Please wait a few minutes before trying again.",
    loginFailed: "Login failed. Please try again.",
    googleFailed: "Google sign-in failed.",
    linkInvalid: "That link has expired or was already used. Request a new one below.",
    signUpDisabled: "New signups are currently disabled. Please contact support.",
    weakPassword: "Please choose a stronger password with a mix of letters, numbers, and special characters",
    emailDomainNotAllowed:
      "This email domain is not allowed. Please contact support if you believe this is an error.",
    invalidName: "Please enter your full name (2 to 100 characters, without < or >).",
    invitationInvalid:
      "This invitation link can't be used: it was already used, it expired, or it was sent to another address. Ask your admin for a new one.",
    accountLocked:
      'Too many wrong passwords for this account, so password sign-in is paused for a few minutes. Use "Email me a sign-in link" to get in right away.',
  },
  checkEmail: {
    title: "Confirm your email",
    body: "We sent a confirmation link to {{email}}. Click it to activate your account and start with 2 free bundles a month.",
    bodyNoEmail:
      "We sent you a confirmation link. Click it to activate your account and start with 2 free bundles a month.",
    spam: "Can't find it? Check your spam or promotions folder; the mail comes from Buildr AI.",
    backToLogin: "Back to login",
  },
  callback: {
    finishing: "Finishing sign-in…",
  },
  pages: {
    chat: {
      title: "Sales Coach",
      description: "Ask for coaching, scripts and product explanations, or describe a lead to get a bundle.",
    },
    dashboard: { title: "Dashboard", description: "Your bundles, credits and recent activity at a glance." },
    bundles: {
      title: "Product Bundles",
      description: "Describe a lead or fill in the fact-finder to get a one-page bundle.",
    },
    pitches: {
      title: "Sales Pitch Generator",
      description: "Turn a bundle into a pitch, a follow-up plan and a referral script.",
    },
    settings: { title: "Settings", description: "Your profile, security and subscription." },
    support: {
      title: "Help & Support",
      description: "Answers to common questions, guides and a way to reach us.",
    },
    admin: { title: "Admin Dashboard", description: "Users, access, invitations and service health." },
    comingSoon: "This screen is being built. Everything else in your account works today.",
    signedInAs: "Signed in as {{email}}",
  },
  gates: {
    accessDenied: "Access Denied: You don't have permission to access this page.",
    upgradeTitle: "Upgrade Required",
    upgradeBody: "This part of Buildr AI is for paid plans. Upgrade to unlock it.",
    seePlans: "See plans",
  },
  notFound: {
    title: "Page not found",
    body: "We couldn't find that page.",
    home: "Go to the coach",
  },
  billing: {
    testMode: "Test mode — no real payment",
    testModeBody: "Stripe isn't configured on this server: checkout only simulates a purchase.",
    pricing: {
      eyebrow: "Pricing",
      title: "Simple pricing that pays for itself",
      subtitle:
        "Start free with 2 client bundles a month. Upgrade when you're ready for unlimited bundles and coaching on every call.",
      periodLabel: "Billing",
      yearly: "Yearly",
      lifetime: "Lifetime",
      freeName: "Free",
      freeDescription: "Try Buildr AI on your next leads.",
      freePeriod: "forever",
      freeFeatures: {
        bundles: "2 complete client bundles every month",
        everything: "3 follow-up questions on each bundle, free",
        coach: "5 coaching questions a day, in English, Spanish and French",
        noCard: "No credit card required",
      },
      startFree: "Start Free – 2 Bundles a Month",
      premiumName: "Premium",
      premiumDescription: "Everything you need to close bigger cases on every call.",
      perYear: "per year",
      oneTime: "one-time",
      yearlyNote: "Billed annually. Cancel anytime.",
      lifetimeNote: "Pay once. Keep Premium for life; it never renews.",
      upgradeYearly: "Upgrade Yearly – {{price}}",
      upgradeLifetime: "Upgrade Lifetime – {{price}}",
      opensNewTab: "Secure checkout opens in a new tab.",
      agreeToTerms:
        "By paying you accept the <terms>Terms of Service</terms>. Every purchase comes with our 14-day <refund>Refund Policy</refund>.",
      opening: "Opening secure checkout…",
      currentPlan: "You're on Premium. Thank you!",
      goToApp: "Go to the app",
      guaranteeTitle: "14-day money-back guarantee",
      guaranteeBody:
        "If Buildr AI isn't right for you, email us within 14 days of your purchase and we'll refund every dollar.",
      securePayment: "Payments are processed securely by Stripe.",
      faqTitle: "Frequently asked questions",
      faq: {
        trialQuestion: "What do I get with the free plan?",
        trialAnswer:
          "2 complete client bundles every calendar month: recommended policies, carrier fit, estimated premiums, talk track, scripts and objection handling. Each bundle comes with 3 free follow-up questions, and the coach answers 5 coaching questions a day (knowledge, facts, products, objections) that never use a bundle. No credit card needed.",
        cancelQuestion: "Can I cancel anytime?",
        cancelAnswer:
          "Yes. Cancel the yearly plan in one click from Manage Subscription. You keep Premium until the end of the year you paid for and you're never charged again. In your first 14 days, you can also ask for a full refund.",
        typesQuestion: "Which types of insurance does Buildr AI cover?",
        typesAnswer:
          "Medicare (Medicare Advantage, Medicare Supplement and Part D), life insurance (term, whole life and IUL), annuities (fixed and indexed) and final expense, plus add-ons such as hospital indemnity, cancer and dental, vision & hearing.",
        plansQuestion: "What's the difference between Yearly and Lifetime?",
        plansAnswer:
          "Both unlock everything in Premium. Yearly renews each year and can be canceled anytime; Lifetime is a single payment that never renews.",
      },
    },
    features: {
      unlimitedBundles: "Unlimited bundle creation",
      advancedCoaching: "Advanced sales coaching",
      carrierData: "Premium carrier data",
      followUpScripts: "Pre-written follow-up scripts",
      pitchCustomization: "Advanced pitch customization",
      prioritySupport: "Priority support: a reply within 1 business day",
    },
    success: {
      title: "Welcome to Premium!",
      checking: "Confirming your payment…",
      toastTitle: "Welcome to Premium!",
      toastBody: "Your subscription has been activated successfully.",
      intro: "Your account now includes:",
      getStarted: "Get Started",
      manage: "Manage Subscription",
      pendingTitle: "Your payment is still processing",
      pendingBody:
        "Stripe hasn't confirmed your payment yet. This usually takes less than a minute; your access starts as soon as it does.",
      checkAgain: "Check again",
      checkFailedTitle: "We couldn't confirm your subscription",
      checkFailed:
        "The subscription check failed. If you were charged, your access will appear shortly. Otherwise, contact {{email}}.",
      noSession: "No session ID found",
      noSessionBody: "Open this page from the link at the end of checkout.",
    },
    cancel: {
      title: "Subscription Canceled",
      body: "Your checkout was canceled and no charges were made.",
      hint: "You can keep using your free plan and upgrade whenever you're ready.",
      continueFree: "Continue with Free Plan",
      tryLater: "Try Again Later",
    },
    postPurchase: {
      title: "Payment received",
      checking: "Confirming your payment…",
      creating: "Thank you! We're setting up your Buildr AI account for {{email}}.",
      linkSent: "We've emailed a sign-in link to {{email}}. Open it to start using Premium.",
      existingAccount:
        "Your purchase was added to the Buildr AI account for {{email}}. Sign in to start using Premium.",
      finishSignUp: "Finish sign up",
      continue: "Continue to the product",
      signIn: "Sign In",
      support: "Questions about your purchase? Email us at <mail>{{email}}</mail>.",
      noSession: "No session ID found",
      noSessionBody:
        "This page needs the link from the end of checkout. If you've paid, look for our email with your sign-in link.",
      lookupFailed: "Could not retrieve session details",
      unexpected: "An unexpected error occurred",
    },
    errors: {
      checkoutFailed: "Checkout creation failed. Please try again.",
      alreadyPaid: "You already have this plan. Manage it from your account.",
      tooMany: "Too many checkouts were started from here. Please wait a few minutes and try again.",
      unavailable: "Payments aren't available right now. Please contact support.",
      portalFailed: "We couldn't open subscription management. Please try again.",
    },
    proBadge: "PRO",
    adminBadge: "ADMIN",
    adminLabel: "Administrator account",
    vipBadge: "VIP",
    vipLabel: "VIP account (unlimited)",
    proLabel: "Premium account",
  },
  errors: {
    generic: "Something went wrong. Please try again.",
    network: "We couldn't reach Buildr AI. Check your connection and try again.",
    pageFailed: "This page didn't load",
    pageFailedBody:
      "Something went wrong while showing this page. Your saved bundles and conversations are safe.",
    newVersion: "Buildr AI was just updated. Reload to get the latest version.",
    reload: "Reload the page",
  },
};

export type CoreTranslation = Messages<typeof coreEn>;

/** Every string of the app: the core and each feature's namespace (assembled in `all.ts`). */
export type Translation = CoreTranslation & {
  landing: Messages<typeof landingEn>;
  admin: Messages<typeof adminEn>;
  workspace: Messages<typeof workspaceEn>;
  bundles: Messages<typeof bundlesEn>;
  pitches: Messages<typeof pitchesEn>;
  chat: Messages<typeof chatEn>;
  chatTools: Messages<typeof chatToolsEn>;
  book: Messages<typeof bookEn>;
  site: Messages<typeof siteEn>;
};
