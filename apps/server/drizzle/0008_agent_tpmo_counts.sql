ALTER TABLE "users" ADD COLUMN "tpmo_organizations" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "tpmo_plans" integer;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tpmo_organizations_range" CHECK ("users"."tpmo_organizations" between 1 and 999);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_tpmo_plans_range" CHECK ("users"."tpmo_plans" between 1 and 9999);