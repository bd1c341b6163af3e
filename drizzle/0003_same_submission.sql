ALTER TABLE "contact_messages" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "fingerprint" varchar(64);--> statement-breakpoint
CREATE INDEX "contact_messages_fingerprint_idx" ON "contact_messages" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_fingerprint_idx" ON "testimonials" USING btree ("fingerprint","created_at");