ALTER TABLE "contact_messages" ADD COLUMN "landing_page" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "referrer_domain" varchar(253) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_source" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_medium" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "utm_campaign" varchar(100) DEFAULT '' NOT NULL;