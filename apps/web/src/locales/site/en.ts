/** Legal pages, referral programme, priority support and page titles: English source. */
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
};
