import type { ServiceDeps } from "./deps.js";

/** The landing page's guest coach (D-21): e-mail leads and their one sample bundle. */
export class GuestService {
  constructor(readonly deps: ServiceDeps) {}
}
