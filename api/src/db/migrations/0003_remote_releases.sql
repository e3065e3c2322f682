CREATE TABLE "remote_release_promotions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "remote_release_promotions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"previous_release" text,
	"action" text NOT NULL,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_release_promotions_action" CHECK ("remote_release_promotions"."action" in ('promote', 'rollback'))
);
--> statement-breakpoint
CREATE TABLE "remote_releases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"remote" text NOT NULL,
	"release" text NOT NULL,
	"manifest_url" text NOT NULL,
	"required_shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"provided_shared" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exposes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"loads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "remote_releases_remote_release_unique" UNIQUE("remote","release")
);
--> statement-breakpoint
ALTER TABLE "remote_release_promotions" ADD CONSTRAINT "remote_release_promotions_release_fk" FOREIGN KEY ("remote","release") REFERENCES "public"."remote_releases"("remote","release") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "remote_release_promotions_remote_idx" ON "remote_release_promotions" USING btree ("remote","id");--> statement-breakpoint
-- Written by hand (drizzle-kit does not model triggers): releases are immutable and the promotion audit is
-- append-only, whatever client writes to the database.
CREATE FUNCTION "remote_releases_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION '% is append-only: rows are never updated or deleted', TG_TABLE_NAME;
END
$$;--> statement-breakpoint
CREATE TRIGGER "remote_releases_immutable" BEFORE UPDATE OR DELETE ON "remote_releases" FOR EACH ROW EXECUTE FUNCTION "remote_releases_refuse_change"();--> statement-breakpoint
CREATE TRIGGER "remote_release_promotions_append_only" BEFORE UPDATE OR DELETE ON "remote_release_promotions" FOR EACH ROW EXECUTE FUNCTION "remote_releases_refuse_change"();
