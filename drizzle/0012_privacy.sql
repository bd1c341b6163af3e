CREATE TABLE "privacy_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" varchar(16) NOT NULL,
	"email" varchar(254),
	"email_hash" varchar(64) NOT NULL,
	"language" varchar(8) DEFAULT 'en' NOT NULL,
	"status" varchar(16) DEFAULT 'waiting' NOT NULL,
	"token_hash" varchar(64),
	"link_expires_at" timestamp with time zone NOT NULL,
	"link_emailed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"done_at" timestamp with time zone,
	"correction" text,
	"outcome" varchar(200),
	"note" text,
	"done_by" varchar(254),
	CONSTRAINT "privacy_requests_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "privacy_requests_kind" CHECK ("privacy_requests"."kind" IN ('see', 'correct', 'erase', 'stop')),
	CONSTRAINT "privacy_requests_status" CHECK ("privacy_requests"."status" IN ('waiting', 'confirmed', 'done'))
);
--> statement-breakpoint
CREATE TABLE "retention_runs" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"testimonials" integer DEFAULT 0 NOT NULL,
	"audit_entries" integer DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
CREATE INDEX "privacy_requests_address_idx" ON "privacy_requests" USING btree ("email_hash","created_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("created_at") WHERE "privacy_requests"."status" <> 'done';--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('contact-message', 'testimonial', 'staff-invitation', 'privacy-request'));