CREATE TYPE "public"."difficulty" AS ENUM('EASY', 'MEDIUM', 'HARD');--> statement-breakpoint
CREATE TYPE "public"."exam_target" AS ENUM('ACADEMY', 'CAMPINA');--> statement-breakpoint
CREATE TYPE "public"."exam_type" AS ENUM('GENERAL', 'GRAMMAR');--> statement-breakpoint
CREATE TYPE "public"."offer_item_type" AS ENUM('TOKEN', 'LESSON');--> statement-breakpoint
CREATE TYPE "public"."purchase_status" AS ENUM('PENDING', 'FULFILLED', 'DECLINED', 'CANCELED');--> statement-breakpoint
CREATE TABLE "answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"exercise_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"text" text NOT NULL,
	"correct" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exam_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"exercises_shuffle_seed" integer NOT NULL,
	"grade" numeric(4, 2) NOT NULL,
	"correct_choices_count" integer NOT NULL,
	"incorrect_choices_count" integer NOT NULL,
	"duration_in_seconds" integer NOT NULL,
	"finished_on" timestamp with time zone DEFAULT now() NOT NULL,
	"flagged_for_review" boolean DEFAULT false NOT NULL,
	"reviewed_on" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "choices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"attempt_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"answers_shuffle_seed" integer NOT NULL,
	"position" integer NOT NULL,
	"correct" boolean NOT NULL,
	"flagged_for_review" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exam_exercises" (
	"exam_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "exam_exercises_exam_id_position_pk" PRIMARY KEY("exam_id","position")
);
--> statement-breakpoint
CREATE TABLE "exams" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"exam_target" "exam_target" NOT NULL,
	"exam_type" "exam_type" NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"for_customers_only" boolean DEFAULT false NOT NULL,
	"material_id" uuid,
	"owner_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exams_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "exercise_progress" (
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"first_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_answered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_correct" boolean NOT NULL,
	CONSTRAINT "exercise_progress_user_id_exercise_id_pk" PRIMARY KEY("user_id","exercise_id")
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question" text NOT NULL,
	"explanation" text DEFAULT '' NOT NULL,
	"exam_target" "exam_target" NOT NULL,
	"exam_type" "exam_type" NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"material_topic_id" uuid,
	"for_customers_only" boolean DEFAULT false NOT NULL,
	"rating" double precision DEFAULT 1500 NOT NULL,
	"rating_deviation" double precision DEFAULT 350 NOT NULL,
	"rating_volatility" double precision DEFAULT 0.06 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "explanation_cache" (
	"exercise_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "explanation_cache_exercise_id_answer_id_pk" PRIMARY KEY("exercise_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "identity_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "identity_accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "identity_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"jwk" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_models" (
	"kind" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_models_kind_id_pk" PRIMARY KEY("kind","id")
);
--> statement-breakpoint
CREATE TABLE "interactive_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"exercise_id" uuid NOT NULL,
	"answer_id" uuid NOT NULL,
	"answers_shuffle_seed" integer NOT NULL,
	"session_id" uuid NOT NULL,
	"correct" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_studies" (
	"user_id" uuid NOT NULL,
	"material_id" uuid NOT NULL,
	"studied_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "material_studies_user_id_material_id_pk" PRIMARY KEY("user_id","material_id")
);
--> statement-breakpoint
CREATE TABLE "material_topics" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "material_topics_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"title" text NOT NULL,
	"topic_id" uuid NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "materials_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"item_type" "offer_item_type" NOT NULL,
	"quantity" integer NOT NULL,
	"price_total" numeric(10, 2) NOT NULL,
	"istoricescu_ducats" integer,
	"active" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "offers_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "purchases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" text NOT NULL,
	"provider" text NOT NULL,
	"user_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"offer_name" text NOT NULL,
	"item_type" "offer_item_type" NOT NULL,
	"quantity" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"istoricescu_ducats" integer,
	"status" "purchase_status" DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"fulfilled_at" timestamp with time zone,
	CONSTRAINT "purchases_session_id_unique" UNIQUE("session_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"teacher_id" uuid,
	"teacher_bonus_given_at" timestamp with time zone,
	"rating" double precision DEFAULT 1500 NOT NULL,
	"rating_deviation" double precision DEFAULT 350 NOT NULL,
	"rating_volatility" double precision DEFAULT 0.06 NOT NULL,
	"customer" boolean DEFAULT false NOT NULL,
	"interactive_attempts_left_in_token" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_tokens_not_negative" CHECK ("users"."tokens" >= 0),
	CONSTRAINT "users_interactive_left_range" CHECK ("users"."interactive_attempts_left_in_token" between 0 and 49)
);
--> statement-breakpoint
CREATE TABLE "vouchers_by_istoricescu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tokens" integer NOT NULL,
	"claimed_by_user_id" uuid,
	"claimed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_by_istoricescu_tokens_positive" CHECK ("vouchers_by_istoricescu"."tokens" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers_for_istoricescu" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"ducats" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "vouchers_for_istoricescu_purchase_id_unique" UNIQUE("purchase_id")
);
--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attempts" ADD CONSTRAINT "attempts_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_attempt_id_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "choices" ADD CONSTRAINT "choices_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_exercises" ADD CONSTRAINT "exam_exercises_exam_id_exams_id_fk" FOREIGN KEY ("exam_id") REFERENCES "public"."exams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exam_exercises" ADD CONSTRAINT "exam_exercises_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exams" ADD CONSTRAINT "exams_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_progress" ADD CONSTRAINT "exercise_progress_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_material_topic_id_material_topics_id_fk" FOREIGN KEY ("material_topic_id") REFERENCES "public"."material_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explanation_cache" ADD CONSTRAINT "explanation_cache_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "explanation_cache" ADD CONSTRAINT "explanation_cache_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactive_attempts" ADD CONSTRAINT "interactive_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactive_attempts" ADD CONSTRAINT "interactive_attempts_exercise_id_exercises_id_fk" FOREIGN KEY ("exercise_id") REFERENCES "public"."exercises"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interactive_attempts" ADD CONSTRAINT "interactive_attempts_answer_id_answers_id_fk" FOREIGN KEY ("answer_id") REFERENCES "public"."answers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_studies" ADD CONSTRAINT "material_studies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_studies" ADD CONSTRAINT "material_studies_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_topic_id_material_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."material_topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchases" ADD CONSTRAINT "purchases_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers_by_istoricescu" ADD CONSTRAINT "vouchers_by_istoricescu_claimed_by_user_id_users_id_fk" FOREIGN KEY ("claimed_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers_for_istoricescu" ADD CONSTRAINT "vouchers_for_istoricescu_purchase_id_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."purchases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers_for_istoricescu" ADD CONSTRAINT "vouchers_for_istoricescu_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "answers_exercise_position_idx" ON "answers" USING btree ("exercise_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "attempts_user_session_idx" ON "attempts" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "attempts_user_finished_idx" ON "attempts" USING btree ("user_id","finished_on");--> statement-breakpoint
CREATE INDEX "attempts_user_exam_idx" ON "attempts" USING btree ("user_id","exam_id","finished_on");--> statement-breakpoint
CREATE INDEX "choices_attempt_idx" ON "choices" USING btree ("attempt_id","position");--> statement-breakpoint
CREATE INDEX "exam_exercises_exercise_idx" ON "exam_exercises" USING btree ("exercise_id");--> statement-breakpoint
CREATE INDEX "exams_filter_idx" ON "exams" USING btree ("exam_target","exam_type","difficulty");--> statement-breakpoint
CREATE INDEX "exams_material_idx" ON "exams" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "exams_owner_idx" ON "exams" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "exercise_progress_user_last_idx" ON "exercise_progress" USING btree ("user_id","last_answered_at");--> statement-breakpoint
CREATE INDEX "exercises_filter_idx" ON "exercises" USING btree ("exam_target","exam_type","difficulty");--> statement-breakpoint
CREATE INDEX "exercises_topic_idx" ON "exercises" USING btree ("material_topic_id");--> statement-breakpoint
CREATE INDEX "identity_models_grant_idx" ON "identity_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "identity_models_uid_idx" ON "identity_models" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "interactive_attempts_user_session_idx" ON "interactive_attempts" USING btree ("user_id","session_id");--> statement-breakpoint
CREATE INDEX "interactive_attempts_user_created_idx" ON "interactive_attempts" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "interactive_attempts_exercise_created_idx" ON "interactive_attempts" USING btree ("exercise_id","created_at");--> statement-breakpoint
CREATE INDEX "materials_topic_idx" ON "materials" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "purchases_user_idx" ON "purchases" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_teacher_idx" ON "users" USING btree ("teacher_id");--> statement-breakpoint
CREATE INDEX "users_rating_idx" ON "users" USING btree ("rating");--> statement-breakpoint
CREATE INDEX "vouchers_for_istoricescu_user_idx" ON "vouchers_for_istoricescu" USING btree ("user_id","expires_at");