CREATE TABLE "phonics_children" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_user_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"age" integer NOT NULL,
	"avatar" text NOT NULL,
	"is_on_leaderboard" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phonics_progress" DROP CONSTRAINT "phonics_progress_user_sound_unique";--> statement-breakpoint
ALTER TABLE "phonics_game_sessions" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "phonics_progress" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "voice_recognition_results" ADD COLUMN "child_id" integer;--> statement-breakpoint
ALTER TABLE "phonics_children" ADD CONSTRAINT "phonics_children_parent_user_id_users_id_fk" FOREIGN KEY ("parent_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phonics_children_parent_index" ON "phonics_children" USING btree ("parent_user_id");--> statement-breakpoint
ALTER TABLE "phonics_game_sessions" ADD CONSTRAINT "phonics_game_sessions_child_id_phonics_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."phonics_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonics_progress" ADD CONSTRAINT "phonics_progress_child_id_phonics_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."phonics_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_recognition_results" ADD CONSTRAINT "voice_recognition_results_child_id_phonics_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."phonics_children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phonics_progress" ADD CONSTRAINT "phonics_progress_learner_sound_unique" UNIQUE NULLS NOT DISTINCT("user_id","child_id","sound");