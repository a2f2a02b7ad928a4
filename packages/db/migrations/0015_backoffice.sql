CREATE TABLE "voucher_campaign" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_campaign_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"percent_off" smallint,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_campaign_code_format" CHECK ("voucher_campaign"."code" ~ '^[A-Z0-9][A-Z0-9-]{2,31}$'),
	CONSTRAINT "voucher_campaign_kind_values" CHECK ("voucher_campaign"."kind" in ('off', 'discount', 'cash')),
	CONSTRAINT "voucher_campaign_amount_nonneg" CHECK ("voucher_campaign"."amount_fen" >= 0 and "voucher_campaign"."min_spend_fen" >= 0),
	CONSTRAINT "voucher_campaign_percent_range" CHECK (("voucher_campaign"."kind" = 'discount') = ("voucher_campaign"."percent_off" is not null) and ("voucher_campaign"."percent_off" is null or "voucher_campaign"."percent_off" between 1 and 99)),
	CONSTRAINT "voucher_campaign_valid_range" CHECK ("voucher_campaign"."valid_until" > "voucher_campaign"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "staff_audit" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_audit_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" integer,
	"staff_username" text NOT NULL,
	"action" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);
--> statement-breakpoint
ALTER TABLE "staff_audit" ADD CONSTRAINT "staff_audit_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_campaign_code_key" ON "voucher_campaign" USING btree ("code");--> statement-breakpoint
CREATE INDEX "staff_audit_at_idx" ON "staff_audit" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_audit_subject_idx" ON "staff_audit" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "staff_audit_staff_idx" ON "staff_audit" USING btree ("staff_username","at");