CREATE TABLE "content_drafts" (
	"section" varchar(32) PRIMARY KEY NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"revision" integer NOT NULL,
	"updated_by" varchar(254) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"section" varchar(32) NOT NULL,
	"version" integer NOT NULL,
	"schema_version" integer NOT NULL,
	"data" jsonb NOT NULL,
	"published_by" varchar(254),
	"note" varchar(64),
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_section_version" ON "content_versions" USING btree ("section","version");