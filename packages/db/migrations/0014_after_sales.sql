CREATE TABLE "customer_request" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer NOT NULL,
	"order_id" integer,
	"type" text NOT NULL,
	"subject" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_at" timestamp with time zone,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_author" text DEFAULT 'member' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_request_status_values" CHECK ("customer_request"."status" in ('open', 'closed')),
	CONSTRAINT "customer_request_closed_at" CHECK (("customer_request"."status" = 'closed') = ("customer_request"."closed_at" is not null)),
	CONSTRAINT "customer_request_type_values" CHECK ("customer_request"."type" in ('wrong-item', 'damaged', 'expired', 'change-order', 'not-received', 'incomplete', 'order-other', 'product', 'account', 'other'))
);
--> statement-breakpoint
CREATE TABLE "customer_request_message" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_request_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" integer NOT NULL,
	"author" text NOT NULL,
	"author_name" text,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_request_message_author_values" CHECK ("customer_request_message"."author" in ('member', 'staff'))
);
--> statement-breakpoint
CREATE TABLE "customer_request_photo" (
	"request_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"photo_id" text NOT NULL,
	CONSTRAINT "customer_request_photo_request_id_sort_pk" PRIMARY KEY("request_id","sort"),
	CONSTRAINT "customer_request_photo_sort_range" CHECK ("customer_request_photo"."sort" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "photo" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" integer,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "photo_id_format" CHECK ("photo"."id" ~ '^[a-f0-9]{24}$'),
	CONSTRAINT "photo_size_positive" CHECK ("photo"."width" > 0 and "photo"."height" > 0 and "photo"."bytes" > 0)
);
--> statement-breakpoint
CREATE TABLE "review" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"member_id" integer,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"hidden_reason" text,
	"reply" text,
	"reply_by" text,
	"replied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "review_rating_range" CHECK ("review"."rating" between 1 and 5),
	CONSTRAINT "review_hidden_reason" CHECK ("review"."hidden_at" is null or length(trim("review"."hidden_reason")) > 0)
);
--> statement-breakpoint
CREATE TABLE "review_photo" (
	"review_id" integer NOT NULL,
	"sort" smallint NOT NULL,
	"photo_id" text NOT NULL,
	CONSTRAINT "review_photo_review_id_sort_pk" PRIMARY KEY("review_id","sort"),
	CONSTRAINT "review_photo_sort_range" CHECK ("review_photo"."sort" between 1 and 9)
);
--> statement-breakpoint
ALTER TABLE "customer_request" ADD CONSTRAINT "customer_request_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request" ADD CONSTRAINT "customer_request_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request_message" ADD CONSTRAINT "customer_request_message_request_id_customer_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request_photo" ADD CONSTRAINT "customer_request_photo_request_id_customer_request_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."customer_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_request_photo" ADD CONSTRAINT "customer_request_photo_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo" ADD CONSTRAINT "photo_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review" ADD CONSTRAINT "review_order_id_shop_order_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_order"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo" ADD CONSTRAINT "review_photo_review_id_review_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."review"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_photo" ADD CONSTRAINT "review_photo_photo_id_photo_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photo"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_request_member_idx" ON "customer_request" USING btree ("member_id","status","last_message_at");--> statement-breakpoint
CREATE INDEX "customer_request_order_idx" ON "customer_request" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "customer_request_status_idx" ON "customer_request" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "customer_request_message_request_idx" ON "customer_request_message" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_order_item_key" ON "review" USING btree ("order_id","item_id");--> statement-breakpoint
CREATE INDEX "review_item_idx" ON "review" USING btree ("item_id","created_at");--> statement-breakpoint
CREATE INDEX "review_member_idx" ON "review" USING btree ("member_id","created_at");