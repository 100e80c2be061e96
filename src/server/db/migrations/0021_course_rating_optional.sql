-- A new course has no ratings yet: its rating may be empty (shown as New) rather than a made-up number.
ALTER TABLE "courses" ALTER COLUMN "rating" DROP NOT NULL;