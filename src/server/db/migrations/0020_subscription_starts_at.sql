-- A downgrade starts the lower plan when the higher one's paid period ends: its subscription records when.
ALTER TABLE "subscriptions" ADD COLUMN "starts_at" timestamp with time zone;