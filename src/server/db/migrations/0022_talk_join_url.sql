-- An online talk's join link, given only to its registrants.
ALTER TABLE "changetalks" ADD COLUMN "join_url" text;