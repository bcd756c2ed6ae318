ALTER TABLE "approvals" ADD COLUMN "accepted_findings" text[];--> statement-breakpoint
ALTER TABLE "proposals" ADD COLUMN "findings" jsonb;