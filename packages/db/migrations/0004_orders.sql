CREATE SEQUENCE "public"."shop_order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100001 CACHE 1;--> statement-breakpoint
CREATE TABLE "sandbox_wechatpay_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sandbox_wechatpay_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mchid" text NOT NULL,
	"appid" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"trade_type" text NOT NULL,
	"description" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"notify_url" text NOT NULL,
	"code" text NOT NULL,
	"payer_openid" text,
	"trade_state" text DEFAULT 'NOTPAY' NOT NULL,
	"transaction_id" text,
	"success_time" timestamp with time zone,
	"time_expire" timestamp with time zone NOT NULL,
	"attach" text,
	"refunds" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"kind" text NOT NULL,
	"promotion" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"amount_fen" integer DEFAULT 0 NOT NULL,
	"min_spend_fen" integer DEFAULT 0 NOT NULL,
	"percent_off" smallint,
	"amount_payable_fen" integer,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"used_order_id" integer,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_kind_values" CHECK ("voucher"."kind" in ('off', 'discount', 'cash')),
	CONSTRAINT "voucher_amount_nonneg" CHECK ("voucher"."amount_fen" >= 0 and "voucher"."min_spend_fen" >= 0),
	CONSTRAINT "voucher_percent_range" CHECK (("voucher"."kind" = 'discount') = ("voucher"."percent_off" is not null) and ("voucher"."percent_off" is null or "voucher"."percent_off" between 1 and 99)),
	CONSTRAINT "voucher_used_pair" CHECK (("voucher"."used_order_id" is null) = ("voucher"."used_at" is null)),
	CONSTRAINT "voucher_valid_range" CHECK ("voucher"."valid_until" > "voucher"."valid_from")
);
--> statement-breakpoint
CREATE TABLE "order_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"actor_ref" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"spec_en" text NOT NULL,
	"spec_zh" text NOT NULL,
	"image_id" text,
	"unit_price_fen" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_total_fen" integer NOT NULL,
	CONSTRAINT "order_line_quantity_range" CHECK ("order_line"."quantity" between 1 and 99),
	CONSTRAINT "order_line_total" CHECK ("order_line"."line_total_fen" = "order_line"."unit_price_fen" * "order_line"."quantity" and "order_line"."unit_price_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_message_author_values" CHECK ("order_message"."author" in ('customer', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "order_voucher" (
	"order_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount_fen" integer NOT NULL,
	CONSTRAINT "order_voucher_amount_nonneg" CHECK ("order_voucher"."amount_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_order" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" text NOT NULL,
	"order_type" text NOT NULL,
	"member_id" integer,
	"request_id" text NOT NULL,
	"status" text NOT NULL,
	"delivery_option" text NOT NULL,
	"recipient" text,
	"province" text,
	"city" text,
	"district" text,
	"street" text,
	"unit" text,
	"mobile" text,
	"zip" text,
	"store_id" integer,
	"store_name_en" text,
	"store_name_zh" text,
	"store_address_en" text,
	"store_address_zh" text,
	"store_phone" text,
	"pickup_name" text,
	"pickup_mobile" text,
	"comment" text DEFAULT '' NOT NULL,
	"payment_method" text NOT NULL,
	"locale" text NOT NULL,
	"channel" text NOT NULL,
	"goods_fen" integer NOT NULL,
	"discount_fen" integer DEFAULT 0 NOT NULL,
	"shipping_fen" integer DEFAULT 0 NOT NULL,
	"cash_voucher_fen" integer DEFAULT 0 NOT NULL,
	"total_fen" integer NOT NULL,
	"stars_cost_tenths" integer DEFAULT 0 NOT NULL,
	"pending_stars_tenths" integer DEFAULT 0 NOT NULL,
	"stars_received_tenths" integer DEFAULT 0 NOT NULL,
	"member_level" integer DEFAULT 1 NOT NULL,
	"promised_date" date,
	"pay_before" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"remarks" text,
	"logistics_company" text,
	"shipment_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_order_type_values" CHECK ("shop_order"."order_type" in ('WO', 'WP')),
	CONSTRAINT "shop_order_delivery_values" CHECK ("shop_order"."delivery_option" in ('delivery', 'pickup')),
	CONSTRAINT "shop_order_money_nonneg" CHECK ("shop_order"."goods_fen" >= 0 and "shop_order"."discount_fen" >= 0 and "shop_order"."shipping_fen" >= 0 and "shop_order"."cash_voucher_fen" >= 0 and "shop_order"."total_fen" >= 0),
	CONSTRAINT "shop_order_total_sum" CHECK ("shop_order"."total_fen" = "shop_order"."goods_fen" - "shop_order"."discount_fen" + "shop_order"."shipping_fen" - "shop_order"."cash_voucher_fen"),
	CONSTRAINT "shop_order_pickup_fields" CHECK ("shop_order"."delivery_option" <> 'pickup' or ("shop_order"."store_id" is not null and "shop_order"."pickup_name" is not null and "shop_order"."pickup_mobile" is not null))
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"provider" text NOT NULL,
	"trade_type" text NOT NULL,
	"out_trade_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"code_url" text,
	"prepay_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"provider_transaction_id" text,
	"payer_openid" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_status_values" CHECK ("payment"."status" in ('created', 'paid', 'closed', 'refunded')),
	CONSTRAINT "payment_amount_positive" CHECK ("payment"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_notification" (
	"id" text PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"out_trade_no" text,
	"outcome" text NOT NULL,
	"resource" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refund" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "refund_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"out_refund_no" text NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "refund_amount_positive" CHECK ("refund"."amount_fen" > 0)
);
--> statement-breakpoint
CREATE TABLE "shipment" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"courier" text NOT NULL,
	"logistics_company" text NOT NULL,
	"shipment_no" text NOT NULL,
	"status" text NOT NULL,
	"remarks" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shipment_event" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shipment_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shipment_id" integer NOT NULL,
	"status" text NOT NULL,
	"description_en" text NOT NULL,
	"description_zh" text NOT NULL,
	"location" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"external_id" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_session" (
	"id" text PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_user" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "staff_user_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"roles" jsonb NOT NULL,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_user_username_lower" CHECK ("staff_user"."username" = lower("staff_user"."username"))
);
--> statement-breakpoint
ALTER TABLE "voucher" ADD CONSTRAINT "voucher_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_event" ADD CONSTRAINT "order_event_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_line" ADD CONSTRAINT "order_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_message" ADD CONSTRAINT "order_message_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_voucher" ADD CONSTRAINT "order_voucher_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund" ADD CONSTRAINT "refund_payment_id_payment_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment" ADD CONSTRAINT "shipment_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipment_event" ADD CONSTRAINT "shipment_event_shipment_id_shipment_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipment"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_session" ADD CONSTRAINT "staff_session_staff_id_staff_user_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wechatpay_order_trade_key" ON "sandbox_wechatpay_order" USING btree ("mchid","out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_wechatpay_order_code_key" ON "sandbox_wechatpay_order" USING btree ("code");--> statement-breakpoint
CREATE INDEX "voucher_member_idx" ON "voucher" USING btree ("member_id","valid_until");--> statement-breakpoint
CREATE INDEX "order_event_order_idx" ON "order_event" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_line_order_idx" ON "order_line" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_message_order_idx" ON "order_message" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_voucher_key" ON "order_voucher" USING btree ("order_id","voucher_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_transaction_id_key" ON "shop_order" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_order_member_request_key" ON "shop_order" USING btree ("member_id","request_id");--> statement-breakpoint
CREATE INDEX "shop_order_member_idx" ON "shop_order" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_order_unpaid_idx" ON "shop_order" USING btree ("pay_before") WHERE "shop_order"."status" = 'PendingPayment';--> statement-breakpoint
CREATE UNIQUE INDEX "payment_out_trade_no_key" ON "payment" USING btree ("out_trade_no");--> statement-breakpoint
CREATE INDEX "payment_order_idx" ON "payment" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_one_paid_per_order" ON "payment" USING btree ("order_id") WHERE "payment"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "payment_notification_trade_idx" ON "payment_notification" USING btree ("out_trade_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_out_refund_no_key" ON "refund" USING btree ("out_refund_no");--> statement-breakpoint
CREATE UNIQUE INDEX "refund_one_per_payment" ON "refund" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_key" ON "shipment" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_courier_no_key" ON "shipment" USING btree ("courier","shipment_no");--> statement-breakpoint
CREATE INDEX "shipment_event_shipment_idx" ON "shipment_event" USING btree ("shipment_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_event_external_key" ON "shipment_event" USING btree ("shipment_id","external_id");--> statement-breakpoint
CREATE INDEX "staff_session_staff_idx" ON "staff_session" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_user_username_key" ON "staff_user" USING btree ("username");