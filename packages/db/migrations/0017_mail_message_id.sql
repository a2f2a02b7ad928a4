ALTER TABLE "sandbox_mail" ADD COLUMN "message_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_mail_message_id_idx" ON "sandbox_mail" USING btree ("message_id");