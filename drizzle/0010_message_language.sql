ALTER TABLE "contact_messages" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "language" varchar(8) DEFAULT 'en' NOT NULL;