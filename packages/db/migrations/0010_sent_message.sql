CREATE TABLE "sent_message" (
	"key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"state" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
