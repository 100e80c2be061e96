-- SQL exercises a learner solved, with their query: a lesson with exercises is complete once they are solved.
CREATE TABLE "exercise_solutions" (
	"user_id" text NOT NULL,
	"lesson_id" uuid NOT NULL,
	"exercise_id" text NOT NULL,
	"query" text NOT NULL,
	"solved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercise_solutions_user_id_lesson_id_exercise_id_pk" PRIMARY KEY("user_id","lesson_id","exercise_id")
);
--> statement-breakpoint
ALTER TABLE "exercise_solutions" ADD CONSTRAINT "exercise_solutions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_solutions" ADD CONSTRAINT "exercise_solutions_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;