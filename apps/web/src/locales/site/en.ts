/** Legal pages, referral program, priority support and page titles: English source. */
export const siteEn = {
  legal: {
    terms: "Terms of Service",
    privacy: "Privacy Policy",
    refund: "Refund Policy",
    loading: "Loading the page…",
    failed: "This page could not be loaded. Check your connection and try again.",
    retry: "Try again",
    otherPages: "Other policies",
  },
  referral: {
    title: "Refer other agents",
    description:
      "Share your own link. Everyone who creates an account through it counts here, and so does each of them who upgrades.",
    linkLabel: "Your referral link",
    copy: "Copy link",
    copied: "Referral link copied",
    copyFailed: "Your browser blocked the clipboard. Select the link and copy it by hand.",
    signUps: "Sign-ups",
    upgrades: "Upgrades",
    loadFailed: "Your referral link could not be loaded.",
  },
  support: {
    priorityTitle: "Priority support",
    priority: "Your plan includes priority support: we reply within 1 business day.",
    standard: "We reply within 3 business days. Premium agents get priority support, within 1 business day.",
    sentPriority: "Priority request received. We will reply within 1 business day.",
    sentStandard: "Request received. We will reply within 3 business days.",
    badge: "Priority",
    badgeLabel: "Priority: sent by an agent on a paid plan",
  },
};
