import { z } from "zod";

/**
 * A calendar day, "YYYY-MM-DD", that exists: the agent's own date, which the leads and the chat's
 * "yes, save it" schedule from. Its own module so the chat's contract does not carry the leads'.
 */
export const isoDaySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Write the date as YYYY-MM-DD." })
  .refine(
    (v) =>
      !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
    {
      error: "This date does not exist.",
    },
  );
