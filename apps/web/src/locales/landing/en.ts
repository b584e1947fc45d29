/** The landing page (site.md §1), English source. */
export const landingEn = {
  title: "Close bigger cases on every call",
  subtitle:
    "Describe a lead and get a one-page bundle in seconds: 2-3 recommended policies, carrier fit, estimated premium, talk track, scripts and objection handling.",
  cta: "Start Free – Get 2 Bundles",
  noCard: "No credit card • 60-second setup",
};
