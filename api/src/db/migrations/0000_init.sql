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
