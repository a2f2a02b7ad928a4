CREATE TABLE "gift" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"stars_tenths" integer NOT NULL,
	"stock" integer NOT NULL,
	"min_level" smallint DEFAULT 1 NOT NULL,
	"worth_fen" integer,
	"image_id" text,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_stars_positive" CHECK ("gift"."stars_tenths" > 0),
	CONSTRAINT "gift_stock_nonneg" CHECK ("gift"."stock" >= 0),
	CONSTRAINT "gift_min_level_values" CHECK ("gift"."min_level" between 1 and 4),
	CONSTRAINT "gift_worth_nonneg" CHECK ("gift"."worth_fen" is null or "gift"."worth_fen" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_cart_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "gift_cart_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_cart_line_quantity_range" CHECK ("gift_cart_line"."quantity" between 1 and 99)
);
--> statement-breakpoint
CREATE TABLE "order_gift_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_gift_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"gift_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"image_id" text,
	"stars_tenths" integer NOT NULL,
	"quantity" integer NOT NULL,
	"line_stars_tenths" integer NOT NULL,
	CONSTRAINT "order_gift_line_quantity_range" CHECK ("order_gift_line"."quantity" between 1 and 99),
	CONSTRAINT "order_gift_line_total" CHECK ("order_gift_line"."line_stars_tenths" = "order_gift_line"."stars_tenths" * "order_gift_line"."quantity" and "order_gift_line"."stars_tenths" > 0)
);
--> statement-breakpoint
ALTER TABLE "gift" ADD CONSTRAINT "gift_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cart_line" ADD CONSTRAINT "gift_cart_line_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cart_line" ADD CONSTRAINT "gift_cart_line_gift_id_gift_id_fk" FOREIGN KEY ("gift_id") REFERENCES "public"."gift"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_line" ADD CONSTRAINT "order_gift_line_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_code_key" ON "gift" USING btree ("code");--> statement-breakpoint
CREATE INDEX "gift_sort_idx" ON "gift" USING btree ("sort","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_cart_line_member_gift_key" ON "gift_cart_line" USING btree ("member_id","gift_id");--> statement-breakpoint
CREATE INDEX "gift_cart_line_gift_idx" ON "gift_cart_line" USING btree ("gift_id");--> statement-breakpoint
CREATE INDEX "order_gift_line_order_idx" ON "order_gift_line" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "shop_order" ADD CONSTRAINT "shop_order_wp_stars_only" CHECK ("shop_order"."order_type" <> 'WP' or ("shop_order"."total_fen" = 0 and "shop_order"."goods_fen" = 0 and "shop_order"."stars_cost_tenths" > 0));