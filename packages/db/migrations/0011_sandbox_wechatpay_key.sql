CREATE TABLE "sandbox_wechatpay_key" (
	"mchid" text PRIMARY KEY NOT NULL,
	"merchant_serial_no" text NOT NULL,
	"merchant_private_key" text NOT NULL,
	"platform_public_key_id" text NOT NULL,
	"platform_private_key" text NOT NULL,
	"api_v3_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
