import { PITCH_LENGTHS, PITCH_TONES, type Pitch } from "@buildr/engine";
import { z } from "zod";
import { bundleSchema, languageSchema } from "./bundles.js";

/** `POST /api/pitches` (docs/api.md, docs/product/decisions.md#d-15): a pitch from one of the caller's bundles, or a posted bundle. */
export const pitchToneSchema = z.enum(PITCH_TONES, {
  error: "Choose a tone: professional, conversational or educational.",
});
export const pitchLengthSchema = z.enum(PITCH_LENGTHS, {
  error: "Choose a length: concise, standard or detailed.",
});

/** Who the pitch is said to, when the agent knows more than the bundle did. */
export const pitchClientSchema = z.object({
  firstName: z.string().trim().max(60).optional(),
  lastName: z.string().trim().max(60).optional(),
  age: z.number().int().min(0).max(120).optional(),
});

/**
 * One object rather than a union, so a bad tone is reported on `tone` and not lost in a union's
 * alternatives; exactly one of `bundleId` and `bundle` is required.
 */
export const pitchRequestSchema = z
  .object({
    bundleId: z.string().trim().min(1).max(64).optional(),
    bundle: bundleSchema
      .refine((b) => b.policies.length > 0, { error: "The bundle has no policy to pitch." })
      .optional(),
    client: pitchClientSchema.optional(),
    tone: pitchToneSchema,
    length: pitchLengthSchema,
    /** Defaults to the bundle's language. */
    language: languageSchema.optional(),
    /** Which wording (0 by default); Regenerate sends the last answer's `variant` + 1. */
    variant: z
      .number({ error: "The variant is a whole number." })
      .int({ error: "The variant is a whole number." })
      .min(0, { error: "The variant is a whole number from 0." })
      .max(10_000, { error: "The variant is at most 10000." })
      .optional(),
  })
  .superRefine((body, ctx) => {
    if ((body.bundleId === undefined) === (body.bundle === undefined))
      ctx.addIssue({
        code: "custom",
        path: ["bundleId"],
        message: "Send either a bundleId (one of your bundles) or a bundle, not both.",
      });
  });
export type PitchRequest = z.infer<typeof pitchRequestSchema>;

export const pitchSchema = z.object({
  pitch: z.string(),
  /** The wording used (0 to the engine's `PITCH_VARIANTS` - 1); the same variant gives the same text. */
  variant: z.number().int().min(0),
  followUpStrategy: z.array(z.string()).length(5),
  referralScript: z.string(),
  referralTips: z.array(z.string()).length(4),
});
export type PitchResponse = z.infer<typeof pitchSchema>;

export type PitchTone = z.infer<typeof pitchToneSchema>;
/** The bundle a pitch is written from, as the API returns it (`GET /api/bundles/:id`). */
export type PitchBundle = z.infer<typeof bundleSchema>;
export type PitchLength = z.infer<typeof pitchLengthSchema>;

// Compile-time: the wire shape accepts what the engine produces.
type Assignable<T, U extends T> = U;
export type _PitchFits = Assignable<z.input<typeof pitchSchema>, Pitch>;
