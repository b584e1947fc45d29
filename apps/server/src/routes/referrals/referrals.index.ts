import { createRouter } from "../../lib/openapi.js";
import * as handlers from "./referrals.handlers.js";
import * as routes from "./referrals.routes.js";

/** The referral programme: each agent's `?via=` link and what it brought. */
export const referralRoutes = createRouter().openapi(routes.referral, handlers.referral);
