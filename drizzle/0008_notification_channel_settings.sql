CREATE TABLE "notification_channel_settings" (
	"channel" varchar(16) PRIMARY KEY NOT NULL,
	"sealed" text NOT NULL,
	"updated_by" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
