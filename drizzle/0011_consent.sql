ALTER TABLE "contact_messages" ADD COLUMN "offers_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "consent_notice_version" varchar(32);--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "display_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "consent_notice_version" varchar(32);