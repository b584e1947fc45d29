ALTER TABLE "billing_purchases" ADD COLUMN "cancel_at_period_end" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "billing_purchases" ADD COLUMN "welcome_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "credits_month" text DEFAULT to_char(now() at time zone 'utc', 'YYYY-MM') NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bonus_credits" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coaching_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "coaching_used" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_bonus_credits_nonnegative" CHECK ("users"."bonus_credits" >= 0);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_coaching_used_nonnegative" CHECK ("users"."coaching_used" >= 0);--> statement-breakpoint
-- The free tier becomes 2 bundles a calendar month (docs/decisions/014). Under the old rule every
-- coaching answer spent a credit, so an account's remaining credits are recomputed: this month's credits
-- are 2 less the bundles it made this month; whatever it held beyond that (credits an operator granted)
-- becomes bonus credits, so no account ends with fewer credits than it had.
WITH made AS (
  SELECT u.id,
    greatest(2 - (SELECT count(*) FROM "bundles" b
      WHERE b.user_id = u.id AND b.correction_of IS NULL
        AND b.created_at >= date_trunc('month', now() at time zone 'utc') at time zone 'utc'), 0)::integer AS monthly
  FROM "users" u
)
UPDATE "users" SET
  "bonus_credits" = greatest("users"."trial_credits" - made.monthly, 0),
  "trial_credits" = made.monthly,
  "credits_month" = to_char(now() at time zone 'utc', 'YYYY-MM')
FROM made WHERE made.id = "users"."id";
