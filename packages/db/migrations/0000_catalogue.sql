CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"seeded" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_id_format" CHECK ("media"."id" ~ '^[a-z0-9][a-z0-9-]*$'),
	CONSTRAINT "media_size_positive" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "category" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "category_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"blurb_en" text DEFAULT '' NOT NULL,
	"blurb_zh" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"image_id" text
);
--> statement-breakpoint
CREATE TABLE "item" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "item_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"category_id" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"origin_en" text DEFAULT '' NOT NULL,
	"origin_zh" text DEFAULT '' NOT NULL,
	"origin_country" char(2),
	"brand" text,
	"classified" text DEFAULT 'chilled' NOT NULL,
	"sold_count" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower("item"."code" || ' ' || "item"."name_en" || ' ' || "item"."name_zh" || ' ' || coalesce("item"."brand", '') || ' ' || "item"."origin_en" || ' ' || "item"."origin_zh")) STORED NOT NULL,
	CONSTRAINT "item_sold_count_nonneg" CHECK ("item"."sold_count" >= 0),
	CONSTRAINT "item_classified_valid" CHECK ("item"."classified" in ('chilled', 'frozen', 'ambient')),
	CONSTRAINT "item_origin_country_format" CHECK ("item"."origin_country" ~ '^[A-Z]{2}$')
);
--> statement-breakpoint
CREATE TABLE "item_fact" (
	"item_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"label_en" text NOT NULL,
	"label_zh" text NOT NULL,
	"value_en" text NOT NULL,
	"value_zh" text NOT NULL,
	CONSTRAINT "item_fact_item_id_sort_pk" PRIMARY KEY("item_id","sort")
);
--> statement-breakpoint
CREATE TABLE "item_image" (
	"item_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"image_id" text NOT NULL,
	CONSTRAINT "item_image_item_id_sort_pk" PRIMARY KEY("item_id","sort")
);
--> statement-breakpoint
CREATE TABLE "item_tag" (
	"item_id" integer NOT NULL,
	"tag_code" text NOT NULL,
	CONSTRAINT "item_tag_item_id_tag_code_pk" PRIMARY KEY("item_id","tag_code")
);
--> statement-breakpoint
CREATE TABLE "sku" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sku_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"item_id" integer NOT NULL,
	"spec_en" text NOT NULL,
	"spec_zh" text NOT NULL,
	"weight_g" integer,
	"price_fen" integer NOT NULL,
	"list_price_fen" integer,
	"stock" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sku_price_fen_nonneg" CHECK ("sku"."price_fen" >= 0),
	CONSTRAINT "sku_list_price_fen_nonneg" CHECK ("sku"."list_price_fen" >= 0),
	CONSTRAINT "sku_stock_nonneg" CHECK ("sku"."stock" >= 0),
	CONSTRAINT "sku_weight_g_positive" CHECK ("sku"."weight_g" > 0)
);
--> statement-breakpoint
CREATE TABLE "tag" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "store" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "store_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"address_en" text NOT NULL,
	"address_zh" text NOT NULL,
	"district_en" text NOT NULL,
	"district_zh" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"pickup" char(1) DEFAULT 'Y' NOT NULL,
	"opens" text DEFAULT '09:00' NOT NULL,
	"closes" text DEFAULT '19:00' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "store_pickup_yn" CHECK ("store"."pickup" in ('Y', 'N')),
	CONSTRAINT "store_opens_format" CHECK ("store"."opens" ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "store_closes_format" CHECK ("store"."closes" ~ '^[0-2][0-9]:[0-5][0-9]$'),
	CONSTRAINT "store_latitude_range" CHECK ("store"."latitude" between -90 and 90),
	CONSTRAINT "store_longitude_range" CHECK ("store"."longitude" between -180 and 180)
);
--> statement-breakpoint
CREATE TABLE "carousel_slide" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "carousel_slide_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"subtitle_en" text DEFAULT '' NOT NULL,
	"subtitle_zh" text DEFAULT '' NOT NULL,
	"image_id" text,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_segment" (
	"name" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "special" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "special_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"title_en" text NOT NULL,
	"title_zh" text NOT NULL,
	"body_en" text DEFAULT '' NOT NULL,
	"body_zh" text DEFAULT '' NOT NULL,
	"image_id" text,
	"link" text DEFAULT '' NOT NULL,
	"badge_en" text DEFAULT '' NOT NULL,
	"badge_zh" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"chef_id" integer,
	"difficulty_id" integer,
	"ingredient_id" integer,
	"cuisine_id" integer,
	"servings" integer DEFAULT 2 NOT NULL,
	"prep_minutes" integer DEFAULT 0 NOT NULL,
	"cook_minutes" integer DEFAULT 0 NOT NULL,
	"video_url" text,
	"image_id" text,
	"steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_servings_positive" CHECK ("recipe"."servings" > 0),
	CONSTRAINT "recipe_minutes_nonneg" CHECK ("recipe"."prep_minutes" >= 0 and "recipe"."cook_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recipe_attribute" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "recipe_attribute_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "recipe_attribute_kind_valid" CHECK ("recipe_attribute"."kind" in ('chef', 'difficulty', 'ingredient', 'cuisine'))
);
--> statement-breakpoint
CREATE TABLE "recipe_ingredient" (
	"recipe_id" integer NOT NULL,
	"sort" integer NOT NULL,
	"name_en" text NOT NULL,
	"name_zh" text NOT NULL,
	"quantity_milli" integer,
	"unit_en" text,
	"unit_zh" text,
	"spice" boolean DEFAULT false NOT NULL,
	"item_id" integer,
	CONSTRAINT "recipe_ingredient_recipe_id_sort_pk" PRIMARY KEY("recipe_id","sort"),
	CONSTRAINT "recipe_ingredient_quantity_nonneg" CHECK ("recipe_ingredient"."quantity_milli" >= 0)
);
--> statement-breakpoint
ALTER TABLE "category" ADD CONSTRAINT "category_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item" ADD CONSTRAINT "item_category_id_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_fact" ADD CONSTRAINT "item_fact_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_image" ADD CONSTRAINT "item_image_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_image" ADD CONSTRAINT "item_image_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tag" ADD CONSTRAINT "item_tag_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_tag" ADD CONSTRAINT "item_tag_tag_code_tag_code_fk" FOREIGN KEY ("tag_code") REFERENCES "public"."tag"("code") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "sku" ADD CONSTRAINT "sku_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carousel_slide" ADD CONSTRAINT "carousel_slide_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "special" ADD CONSTRAINT "special_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_chef_id_recipe_attribute_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."recipe_attribute"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_difficulty_id_recipe_attribute_id_fk" FOREIGN KEY ("difficulty_id") REFERENCES "public"."recipe_attribute"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_ingredient_id_recipe_attribute_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."recipe_attribute"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_cuisine_id_recipe_attribute_id_fk" FOREIGN KEY ("cuisine_id") REFERENCES "public"."recipe_attribute"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe" ADD CONSTRAINT "recipe_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredient" ADD CONSTRAINT "recipe_ingredient_recipe_id_recipe_id_fk" FOREIGN KEY ("recipe_id") REFERENCES "public"."recipe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_ingredient" ADD CONSTRAINT "recipe_ingredient_item_id_item_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."item"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "category_code_key" ON "category" USING btree ("code");--> statement-breakpoint
CREATE INDEX "category_sort_idx" ON "category" USING btree ("sort");--> statement-breakpoint
CREATE UNIQUE INDEX "item_code_key" ON "item" USING btree ("code");--> statement-breakpoint
CREATE INDEX "item_category_idx" ON "item" USING btree ("category_id","published","sort");--> statement-breakpoint
CREATE INDEX "item_published_sort_idx" ON "item" USING btree ("published","sort");--> statement-breakpoint
CREATE INDEX "item_sold_idx" ON "item" USING btree ("published","sold_count" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "item_tag_tag_idx" ON "item_tag" USING btree ("tag_code","item_id");--> statement-breakpoint
CREATE INDEX "sku_item_idx" ON "sku" USING btree ("item_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "store_code_key" ON "store" USING btree ("code");--> statement-breakpoint
CREATE INDEX "carousel_slide_active_sort_idx" ON "carousel_slide" USING btree ("active","sort");--> statement-breakpoint
CREATE INDEX "special_active_sort_idx" ON "special" USING btree ("active","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_code_key" ON "recipe" USING btree ("code");--> statement-breakpoint
CREATE INDEX "recipe_published_sort_idx" ON "recipe" USING btree ("published","sort");--> statement-breakpoint
CREATE INDEX "recipe_chef_idx" ON "recipe" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "recipe_difficulty_idx" ON "recipe" USING btree ("difficulty_id");--> statement-breakpoint
CREATE INDEX "recipe_ingredient_idx" ON "recipe" USING btree ("ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_cuisine_idx" ON "recipe" USING btree ("cuisine_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_attribute_kind_code_key" ON "recipe_attribute" USING btree ("kind","code");--> statement-breakpoint
CREATE INDEX "recipe_ingredient_item_idx" ON "recipe_ingredient" USING btree ("item_id");