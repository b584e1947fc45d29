CREATE TABLE "chat_reply_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" text NOT NULL,
	"user_id" text NOT NULL,
	"message_id" text NOT NULL,
	"content" text NOT NULL,
	"kind" text,
	"bundle_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"replaced_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "chat_reply_versions" ADD CONSTRAINT "chat_reply_versions_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reply_versions" ADD CONSTRAINT "chat_reply_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reply_versions" ADD CONSTRAINT "chat_reply_versions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_reply_versions" ADD CONSTRAINT "chat_reply_versions_bundle_id_bundles_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "public"."bundles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_reply_versions_message_created_idx" ON "chat_reply_versions" USING btree ("message_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_reply_versions_conversation_idx" ON "chat_reply_versions" USING btree ("conversation_id");--> statement-breakpoint
CREATE INDEX "chat_reply_versions_user_id_idx" ON "chat_reply_versions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "chat_reply_versions_bundle_id_idx" ON "chat_reply_versions" USING btree ("bundle_id") WHERE "chat_reply_versions"."bundle_id" is not null;--> statement-breakpoint
CREATE INDEX "conversations_deleted_at_idx" ON "conversations" USING btree ("deleted_at") WHERE "conversations"."deleted_at" is not null;