CREATE TABLE "digest_runs" (
	"day" varchar(10) PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emails" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" varchar(254) NOT NULL,
	"kind" varchar(16) NOT NULL,
	"detail" text NOT NULL,
	CONSTRAINT "lead_events_kind" CHECK ("lead_events"."kind" IN ('note', 'status', 'assignee', 'follow-up', 'template'))
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(60) NOT NULL,
	"language" varchar(8) NOT NULL,
	"text" varchar(1000) NOT NULL,
	"updated_by" varchar(254),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" varchar(16) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "assignee_id" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "follow_up_on" date;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "activity_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_events" ADD CONSTRAINT "lead_events_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_events_message_idx" ON "lead_events" USING btree ("message_id","at");--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_assignee_id_staff_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_follow_up_idx" ON "contact_messages" USING btree ("follow_up_on") WHERE "contact_messages"."follow_up_on" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_status" CHECK ("contact_messages"."status" IN ('new', 'contacted', 'quoted', 'won', 'lost'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind" CHECK ("notifications"."kind" IN ('contact-message', 'testimonial', 'staff-invitation', 'privacy-request', 'follow-up-digest', 'acknowledgement'));--> statement-breakpoint
-- Two reply templates in each language to start from; the owner edits or deletes them (issue 28).
INSERT INTO "reply_templates" ("name", "language", "text") VALUES
	('Thanks, we will call', 'en', 'Hello {name}, thank you for your message. We will call you today to understand what you need. Is there a time that suits you?'),
	('Quote on its way', 'en', 'Hello {name}, thank you for talking to us. Your quote is ready: we are sending it now. Please ask if anything is unclear.'),
	('धन्यवाद, हम कॉल करेंगे', 'hi', 'नमस्ते {name}, आपके संदेश के लिए धन्यवाद। आपकी ज़रूरत समझने के लिए हम आज आपको कॉल करेंगे। आपके लिए कौन-सा समय ठीक रहेगा?'),
	('कोटेशन भेजा जा रहा है', 'hi', 'नमस्ते {name}, हमसे बात करने के लिए धन्यवाद। आपका कोटेशन तैयार है और हम उसे अभी भेज रहे हैं। कुछ भी स्पष्ट न हो तो ज़रूर पूछें।');
