CREATE TABLE "guest_cart" (
	"id" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_cart_line" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_cart_line_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_cart_id" text NOT NULL,
	"sku_id" integer NOT NULL,
	"quantity" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guest_cart_line_quantity_range" CHECK ("guest_cart_line"."quantity" between 1 and 99)
);
--> statement-breakpoint
ALTER TABLE "guest_cart_line" ADD CONSTRAINT "guest_cart_line_guest_cart_id_guest_cart_id_fk" FOREIGN KEY ("guest_cart_id") REFERENCES "public"."guest_cart"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_cart_line" ADD CONSTRAINT "guest_cart_line_sku_id_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_cart_last_seen_idx" ON "guest_cart" USING btree ("last_seen_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_cart_line_cart_sku_key" ON "guest_cart_line" USING btree ("guest_cart_id","sku_id");--> statement-breakpoint
CREATE INDEX "guest_cart_line_sku_idx" ON "guest_cart_line" USING btree ("sku_id");