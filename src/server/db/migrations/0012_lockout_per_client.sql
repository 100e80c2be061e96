CREATE TABLE "sign_in_notices" (
	"email" text PRIMARY KEY NOT NULL,
	"notified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Edited after drizzle-kit generate (it cannot name the old primary key, and added the new key before its column):
-- the old per-account rows have no client address and their locks are what this change removes (decision 011), so they go.
DELETE FROM "sign_in_failures";--> statement-breakpoint
ALTER TABLE "sign_in_failures" DROP CONSTRAINT "sign_in_failures_pkey";--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "client_ip" text NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD COLUMN "last_failed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_failures" ADD CONSTRAINT "sign_in_failures_email_client_ip_pk" PRIMARY KEY("email","client_ip");--> statement-breakpoint
CREATE INDEX "sign_in_failures_email_idx" ON "sign_in_failures" USING btree ("email","last_failed_at");
