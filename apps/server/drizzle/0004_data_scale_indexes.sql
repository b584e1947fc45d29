-- Trigram indexes (pg_trgm) serve substring searches (ILIKE '%word%'). pg_trgm is a trusted extension:
-- the database's owner may create it; PGlite loads its module at open (db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "chat_messages_content_trgm_idx" ON "chat_messages" USING gin ("content" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "chat_messages_user_id_idx" ON "chat_messages" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_bundle_id_idx" ON "chat_messages" USING btree ("bundle_id") WHERE "chat_messages"."bundle_id" is not null;--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_role_name_idx" ON "users" USING btree ("role","name");