CREATE TABLE "upload_grants" (
	"digest" text NOT NULL,
	"project" text NOT NULL,
	"created_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "upload_grants_pkey" PRIMARY KEY("digest","project")
);
--> statement-breakpoint
ALTER TABLE "runs" ADD COLUMN "base" jsonb;--> statement-breakpoint
ALTER TABLE "upload_grants" ADD CONSTRAINT "upload_grants_upload_fk" FOREIGN KEY ("digest") REFERENCES "public"."uploads"("digest") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposals_diff_idx" ON "proposals" USING btree ("diff");