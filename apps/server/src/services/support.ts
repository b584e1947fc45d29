import type { ServiceDeps } from "./deps.js";

/** Help \& Support requests (D-16): stored, mailed to the support address, handled by admins. */
export class SupportService {
  constructor(readonly deps: ServiceDeps) {}
}
