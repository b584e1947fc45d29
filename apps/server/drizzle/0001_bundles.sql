CREATE TABLE "bundles" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"language" text NOT NULL,
	"lead" text,
	"summary" text NOT NULL,
	"bundle" jsonb NOT NULL,
	"saved_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bundles" ADD CONSTRAINT "bundles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundles_user_created_idx" ON "bundles" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "bundles_user_saved_idx" ON "bundles" USING btree ("user_id","saved_at");