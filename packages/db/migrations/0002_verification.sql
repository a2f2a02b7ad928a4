CREATE TABLE "password_reset" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qr_login" (
	"id" text PRIMARY KEY NOT NULL,
	"browser_hash" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"member_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "qr_login_state_values" CHECK ("qr_login"."state" in ('pending', 'confirmed', 'claimed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" integer,
	"code_hash" text NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sms_code_purpose_values" CHECK ("sms_code"."purpose" in ('verify-phone', 'transfer-phone'))
);
--> statement-breakpoint
CREATE TABLE "sandbox_mail" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_mail_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_from" text NOT NULL,
	"rcpt_to" jsonb NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"html" text,
	"raw" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_sms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_sms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"phone" text NOT NULL,
	"template_id" text NOT NULL,
	"params" jsonb NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "wechat_openid" text;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_login" ADD CONSTRAINT "qr_login_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_code" ADD CONSTRAINT "sms_code_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_reset_member_idx" ON "password_reset" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "qr_login_expires_idx" ON "qr_login" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_mail_received_idx" ON "sandbox_mail" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "sandbox_sms_phone_idx" ON "sandbox_sms" USING btree ("phone","received_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_wechat_openid_key" ON "member" USING btree ("wechat_openid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_verified_phone_key" ON "member" USING btree ("phone") WHERE "member"."phone_verified";