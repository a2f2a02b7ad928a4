DROP INDEX "shipment_order_key";--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "courier_name" text;--> statement-breakpoint
ALTER TABLE "shipment" ADD COLUMN "courier_phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_one_welcome_per_member" ON "voucher" USING btree ("member_id") WHERE "voucher"."promotion" = 'WELCOME';--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_order_live_key" ON "shipment" USING btree ("order_id") WHERE "shipment"."status" <> 'Cancelled';--> statement-breakpoint
CREATE INDEX "shipment_order_idx" ON "shipment" USING btree ("order_id");