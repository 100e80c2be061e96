CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	CONSTRAINT "search_documents_kind_ref_pk" PRIMARY KEY("kind","ref")
);
--> statement-breakpoint
-- Site search (decision 015), written by hand: full-text vectors as generated columns (title 'A' over the rest), so a
-- new or edited row is searchable in the same statement that writes it, and trigram indexes on titles for typos.
-- The columns are not in the Drizzle schema on purpose: `select()` of a table never carries its vector.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "changetalks" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce("title", '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce("speaker_name", '') || ' ' || coalesce("category", '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "category"), 'B') || setweight(to_tsvector('english'::regconfig, "content"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "description"), 'B') || setweight(to_tsvector('english'::regconfig, "topics"), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "course_lessons" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "search_vector" tsvector GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, "title"), 'A') || setweight(to_tsvector('english'::regconfig, "summary"), 'B') || setweight(to_tsvector('english'::regconfig, "body"), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "changetalks_search_idx" ON "changetalks" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "community_posts_search_idx" ON "community_posts" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "course_lessons_search_idx" ON "course_lessons" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "search_documents_search_idx" ON "search_documents" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "changetalks_title_trgm_idx" ON "changetalks" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "community_posts_title_trgm_idx" ON "community_posts" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_title_trgm_idx" ON "courses" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "course_lessons_title_trgm_idx" ON "course_lessons" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
