CREATE TABLE "changetalk_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changetalk_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"status" text DEFAULT 'registered' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reminder_claimed_at" timestamp with time zone,
	"reminder_sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "changetalk_views" (
	"changetalk_id" uuid NOT NULL,
	"viewer_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changetalks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"speaker_name" text NOT NULL,
	"speaker_role" text,
	"speaker_image" text,
	"event_date" timestamp with time zone NOT NULL,
	"event_time" text,
	"location" text,
	"event_type" text DEFAULT 'upcoming' NOT NULL,
	"image_url" text,
	"category" text,
	"is_featured" boolean DEFAULT false NOT NULL,
	"registrations_count" integer DEFAULT 0 NOT NULL,
	"views_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(2, 1),
	"duration" text,
	"capacity" integer,
	"recording_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "changetalk_registrations" ADD CONSTRAINT "changetalk_registrations_changetalk_id_changetalks_id_fk" FOREIGN KEY ("changetalk_id") REFERENCES "public"."changetalks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changetalk_registrations" ADD CONSTRAINT "changetalk_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changetalk_views" ADD CONSTRAINT "changetalk_views_changetalk_id_changetalks_id_fk" FOREIGN KEY ("changetalk_id") REFERENCES "public"."changetalks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "changetalk_registrations_talk_user_uq" ON "changetalk_registrations" USING btree ("changetalk_id","user_id");--> statement-breakpoint
CREATE INDEX "changetalk_registrations_user_idx" ON "changetalk_registrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "changetalk_registrations_waitlist_idx" ON "changetalk_registrations" USING btree ("changetalk_id","status","created_at");--> statement-breakpoint
CREATE INDEX "changetalk_registrations_reminder_idx" ON "changetalk_registrations" USING btree ("reminder_sent_at") WHERE "changetalk_registrations"."reminder_sent_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "changetalk_views_talk_viewer_uq" ON "changetalk_views" USING btree ("changetalk_id","viewer_key");--> statement-breakpoint
CREATE INDEX "changetalks_type_date_idx" ON "changetalks" USING btree ("event_type","event_date");