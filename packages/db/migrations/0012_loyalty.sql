-- Membership card codes (docs/decisions/0029-loyalty.md): a sequence scrambled by a
-- multiplication modulo 10^10 (7919113 is coprime with 10, so no two members share a code),
-- prefixed with 8 and closed by a Luhn check digit. packages/domain memberCodeFrom is its twin.
CREATE SEQUENCE "member_code_seq";--> statement-breakpoint
CREATE FUNCTION member_code_from(n bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  body text := '8' || lpad(((n * 7919113 + 1234567891) % 10000000000)::text, 10, '0');
  total int := 0;
  d int;
BEGIN
  FOR i IN 0 .. length(body) - 1 LOOP
    d := substr(body, length(body) - i, 1)::int;
    IF i % 2 = 0 THEN
      d := d * 2;
      IF d > 9 THEN d := d - 9; END IF;
    END IF;
    total := total + d;
  END LOOP;
  RETURN body || ((10 - total % 10) % 10)::text;
END $$;--> statement-breakpoint
CREATE TABLE "member_notice" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "member_notice_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_nonce" (
	"terminal" text NOT NULL,
	"nonce" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pos_nonce_terminal_nonce_pk" PRIMARY KEY("terminal","nonce")
);
--> statement-breakpoint
CREATE TABLE "star_tx" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "star_tx_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"tenths" integer NOT NULL,
	"level_tenths" integer DEFAULT 0 NOT NULL,
	"level_year" smallint NOT NULL,
	"order_id" integer,
	"store_order_id" integer,
	"remark" text,
	"actor" text DEFAULT 'system' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "star_tx_kind_values" CHECK ("star_tx"."kind" in ('order', 'store_order', 'store_void', 'spend', 'return', 'adjust', 'merge')),
	CONSTRAINT "star_tx_adjust_reason" CHECK ("star_tx"."kind" <> 'adjust' or length(trim("star_tx"."remark")) > 0)
);
--> statement-breakpoint
CREATE TABLE "store_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"trx_log_id" bigint NOT NULL,
	"store_id" integer NOT NULL,
	"member_id" integer,
	"member_code" text NOT NULL,
	"terminal" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_fen" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"stars_tenths" integer NOT NULL,
	"member_level" smallint NOT NULL,
	"voided_at" timestamp with time zone,
	"void_terminal" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "store_order_money_nonneg" CHECK ("store_order"."total_fen" >= 0 and "store_order"."stars_tenths" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "member_code" text DEFAULT member_code_from(nextval('member_code_seq')) NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "stars_tenths" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "voucher" ADD COLUMN "issue_key" text;--> statement-breakpoint
ALTER TABLE "member_notice" ADD CONSTRAINT "member_notice_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_tx" ADD CONSTRAINT "star_tx_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_tx" ADD CONSTRAINT "star_tx_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "star_tx" ADD CONSTRAINT "star_tx_store_order_id_store_order_id_fk" FOREIGN KEY ("store_order_id") REFERENCES "public"."store_order"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "store_order" ADD CONSTRAINT "store_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "member_notice_key" ON "member_notice" USING btree ("member_id","key");--> statement-breakpoint
CREATE INDEX "member_notice_member_idx" ON "member_notice" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "pos_nonce_seen_idx" ON "pos_nonce" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "star_tx_member_idx" ON "star_tx" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "star_tx_member_year_idx" ON "star_tx" USING btree ("member_id","level_year");--> statement-breakpoint
CREATE UNIQUE INDEX "star_tx_order_kind_key" ON "star_tx" USING btree ("order_id","kind") WHERE "star_tx"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "star_tx_store_order_kind_key" ON "star_tx" USING btree ("store_order_id","kind") WHERE "star_tx"."store_order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "store_order_trx_log_id_key" ON "store_order" USING btree ("trx_log_id");--> statement-breakpoint
CREATE INDEX "store_order_member_idx" ON "store_order" USING btree ("member_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "member_code_key" ON "member" USING btree ("member_code");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_issue_key" ON "voucher" USING btree ("member_id","promotion","issue_key") WHERE "voucher"."issue_key" is not null;
--> statement-breakpoint
-- Stars already received by orders before the ledger existed become its first entries.
INSERT INTO "star_tx" ("member_id", "kind", "tenths", "level_tenths", "level_year", "order_id", "created_at")
SELECT "member_id", 'order', "stars_received_tenths", "stars_received_tenths",
       extract(year from "updated_at" at time zone 'Asia/Shanghai')::smallint, "id", "updated_at"
  FROM "shop_order"
 WHERE "member_id" IS NOT NULL AND "stars_received_tenths" > 0 AND "order_type" = 'WO';--> statement-breakpoint
UPDATE "member" m SET "stars_tenths" = s.total
  FROM (SELECT "member_id", sum("tenths")::int AS total FROM "star_tx" GROUP BY "member_id") s
 WHERE s."member_id" = m."id";
--> statement-breakpoint
-- The ledger is append-only: corrections are new entries, never edits.
CREATE FUNCTION star_tx_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'star_tx is append-only: % refused', TG_OP USING ERRCODE = 'restrict_violation';
END $$;--> statement-breakpoint
CREATE TRIGGER star_tx_append_only BEFORE UPDATE OR DELETE ON "star_tx" FOR EACH ROW EXECUTE FUNCTION star_tx_append_only();
