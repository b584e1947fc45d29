/** Sales pitches from a bundle and client (docs/product/decisions.md#d-15): pitch, follow-up strategy, referral script and tips. */
export { PITCH_WORD_BANDS, pitchWordCount } from "./band.js";
export { generatePitch, PITCH_TABLES, type Pitch, type PitchClient, type PitchInput } from "./compose.js";
export { PITCH_LENGTHS, PITCH_TONES, type PitchLength, type PitchTone } from "./table.js";
export { PITCH_VARIANTS } from "./variants.js";
