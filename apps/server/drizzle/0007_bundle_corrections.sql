ALTER TABLE "bundles" ADD COLUMN "correction_of" text;--> statement-breakpoint
ALTER TABLE "bundles" ADD COLUMN "corrections" integer DEFAULT 0 NOT NULL;