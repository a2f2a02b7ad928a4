CREATE TABLE "address" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "address_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"recipient" text NOT NULL,
	"province" text NOT NULL,
	"city" text NOT NULL,
	"district" text DEFAULT '' NOT NULL,
	"street" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"mobile" text NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "captcha_challenge" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"nickname" text,
	"first_name" text,
	"last_name" text,
	"phone" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"gender" text,
	"birthday" date,
	"household" text,
	"nationality" text,
	"salutation" text,
	"opt_out_email" boolean DEFAULT false NOT NULL,
	"opt_out_sms" boolean DEFAULT false NOT NULL,
	"agreement_at" timestamp with time zone,
	"level" smallint DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "member_email_lower" CHECK ("member"."email" = lower("member"."email")),
	CONSTRAINT "member_household_values" CHECK ("member"."household" in ('single', 'couple', 'family-1', 'family-2', 'family-3plus', 'undisclosed')),
	CONSTRAINT "member_gender_values" CHECK ("member"."gender" in ('M', 'F', 'U')),
	CONSTRAINT "member_level_range" CHECK ("member"."level" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "member_session" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_hit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "rate_limit_hit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address" ADD CONSTRAINT "address_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_session" ADD CONSTRAINT "member_session_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_member_idx" ON "address" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_one_default_per_member" ON "address" USING btree ("member_id") WHERE "address"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "member_email_key" ON "member" USING btree ("email");--> statement-breakpoint
CREATE INDEX "member_session_member_idx" ON "member_session" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "member_session_expires_idx" ON "member_session" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_limit_hit_key_at_idx" ON "rate_limit_hit" USING btree ("key","at");