import { z } from "zod";

// The CSP allows no eval (script-src 'self'): without this, zod probes for it with `new Function` the
// first time a form validates, and the browser reports a policy violation for nothing.
z.config({ jitless: true });
