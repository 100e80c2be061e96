DROP INDEX "mail_outbox_to_created_idx";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_id" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "send_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_to_send_after_idx" ON "mail_outbox" USING btree ("to","send_after");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","updated_at");--> statement-breakpoint
UPDATE "mail_outbox" SET "send_after" = "created_at", "updated_at" = "created_at", "status" = CASE WHEN "status" = 'sending' THEN 'failed' ELSE "status" END, "last_error" = CASE WHEN "status" = 'sending' THEN 'interrupted before the mail queue existed' ELSE NULL END;
