/** Sales pitches from a bundle and client (docs/product/decisions.md#d-15): pitch, follow-up strategy, referral script and tips. */
export {
  generatePitch,
  PITCH_TABLES,
  PITCH_WORD_BANDS,
  type Pitch,
  type PitchClient,
  type PitchInput,
  pitchWordCount,
} from "./compose.js";
export { PITCH_LENGTHS, PITCH_TONES, type PitchLength, type PitchTone } from "./table.js";
