import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./billing.handlers.js";
import * as routes from "./billing.routes.js";

export const billingRoutes = createRouter()
  .openapi(routes.checkout, handlers.checkout)
  .openapi(routes.webhook, handlers.webhook)
  .openapi(routes.session, handlers.session)
  .openapi(routes.sync, handlers.sync)
  .openapi(routes.portal, handlers.portal)
  // The test-mode pages are HTML for people, not part of the API contract.
  .get("/billing/test-checkout/:id", handlers.testCheckoutPage)
  .post("/billing/test-checkout/:id/pay", handlers.testCheckoutPay)
  .post("/billing/test-checkout/:id/cancel", handlers.testCheckoutCancel)
  .get("/billing/test-portal", handlers.testPortalPage)
  .post("/billing/test-portal/:id/:action", handlers.testPortalAction);
