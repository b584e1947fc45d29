import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./referrals.handlers.js";
import * as routes from "./referrals.routes.js";

/** The referral program: each agent's `?via=` link and what it brought. */
export const referralRoutes = createRouter().openapi(routes.referral, handlers.referral);
