import { z } from "zod";

// Filled in by its feature; kept so every subpath export resolves.
export const _pitchesPlaceholder = z.never().optional();
