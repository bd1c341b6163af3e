CREATE TABLE "app_secrets" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(30) DEFAULT '' NOT NULL,
	"subject" varchar(150) DEFAULT '' NOT NULL,
	"message" varchar(5000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"archived_at" timestamp with time zone,
	"client_hash" varchar(64) NOT NULL,
	CONSTRAINT "contact_messages_name_not_blank" CHECK (length(trim("contact_messages"."name")) > 0),
	CONSTRAINT "contact_messages_message_not_blank" CHECK (length(trim("contact_messages"."message")) > 0)
);
--> statement-breakpoint
CREATE TABLE "submission_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"form" varchar(32) NOT NULL,
	"client_hash" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"company" varchar(100),
	"feedback_text" varchar(2000) NOT NULL,
	"rating" integer NOT NULL,
	"is_approved" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "testimonials_rating_range" CHECK ("testimonials"."rating" BETWEEN 1 AND 5),
	CONSTRAINT "testimonials_name_not_blank" CHECK (length(trim("testimonials"."name")) > 0),
	CONSTRAINT "testimonials_feedback_not_blank" CHECK (length(trim("testimonials"."feedback_text")) > 0)
);
--> statement-breakpoint
CREATE INDEX "contact_messages_inbox_idx" ON "contact_messages" USING btree ("created_at" DESC NULLS FIRST) WHERE "contact_messages"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "submission_events_lookup_idx" ON "submission_events" USING btree ("form","client_hash","created_at");--> statement-breakpoint
CREATE INDEX "testimonials_approved_newest_idx" ON "testimonials" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "testimonials"."is_approved";--> statement-breakpoint
CREATE INDEX "testimonials_pending_idx" ON "testimonials" USING btree ("created_at") WHERE NOT "testimonials"."is_approved" AND "testimonials"."reviewed_at" IS NULL;