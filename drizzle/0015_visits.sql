CREATE TABLE "visit_days" (
	"day" date NOT NULL,
	"dimension" varchar(16) NOT NULL,
	"value" varchar(300) NOT NULL,
	"views" integer NOT NULL,
	"visitors" integer NOT NULL,
	"converted" integer NOT NULL,
	CONSTRAINT "visit_days_day_dimension_value_pk" PRIMARY KEY("day","dimension","value")
);
--> statement-breakpoint
CREATE TABLE "visit_events" (
	"day" date NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"visitor" varchar(32) NOT NULL,
	"goal" varchar(16),
	"page" varchar(300) NOT NULL,
	"language" varchar(8) NOT NULL,
	"device" varchar(8) NOT NULL,
	"referrer" varchar(253),
	"utm_source" varchar(100),
	"utm_medium" varchar(100),
	"utm_campaign" varchar(100),
	"count" integer NOT NULL,
	CONSTRAINT "visit_events_goal" CHECK ("visit_events"."goal" IS NULL OR "visit_events"."goal" IN ('contact', 'testimonial', 'whatsapp', 'phone', 'email')),
	CONSTRAINT "visit_events_device" CHECK ("visit_events"."device" IN ('phone', 'desktop')),
	CONSTRAINT "visit_events_count" CHECK ("visit_events"."count" > 0)
);
--> statement-breakpoint
CREATE TABLE "visit_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "visit_events_day_idx" ON "visit_events" USING btree ("day");