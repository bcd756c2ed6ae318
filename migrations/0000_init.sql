CREATE TABLE "approvals" (
	"hash" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"proposal_hash" text NOT NULL,
	"snapshot" text NOT NULL,
	"actor" text NOT NULL,
	"approved_at" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "approvals_run_proposal_unique" UNIQUE("run_id","proposal_hash")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"run_id" text,
	"validation_id" text,
	"trace_id" text NOT NULL,
	"stage" text NOT NULL,
	"actor" text NOT NULL,
	"status" text NOT NULL,
	"error" jsonb,
	"duration_ms" integer,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "proposal_submitters" (
	"run_id" text NOT NULL,
	"hash" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_submitters_pkey" PRIMARY KEY("run_id","hash","actor")
);
--> statement-breakpoint
CREATE TABLE "proposals" (
	"run_id" text NOT NULL,
	"hash" text NOT NULL,
	"base" text NOT NULL,
	"result" text NOT NULL,
	"diff" text NOT NULL,
	"format" text NOT NULL,
	"normalized_diff" text NOT NULL,
	"files" jsonb NOT NULL,
	"gates" jsonb NOT NULL,
	"patch" "bytea" NOT NULL,
	"proposer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposals_pkey" PRIMARY KEY("run_id","hash")
);
--> statement-breakpoint
CREATE TABLE "receipts" (
	"digest" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"validation_id" text NOT NULL,
	"verdict" text NOT NULL,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "runs" (
	"id" text PRIMARY KEY NOT NULL,
	"repository" text NOT NULL,
	"spec_path" text NOT NULL,
	"spec_hash" text NOT NULL,
	"snapshot" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"role" text NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "tokens_hash_unique" UNIQUE("hash")
);
--> statement-breakpoint
CREATE TABLE "validations" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"approval_hash" text NOT NULL,
	"proposal_hash" text NOT NULL,
	"state" text NOT NULL,
	"current_phase" text,
	"phases" jsonb NOT NULL,
	"attempt" integer DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"claim_token" text,
	"heartbeat_at" timestamp with time zone,
	"cancel_requested" boolean DEFAULT false NOT NULL,
	"verdict" text,
	"proof_grade" boolean,
	"receipt_digest" text,
	"receipt_bytes" "bytea",
	"error" jsonb,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "validations_approval_unique" UNIQUE("approval_hash"),
	CONSTRAINT "validations_state_check" CHECK ("validations"."state" in ('queued', 'running', 'completed', 'published', 'failed', 'cancelled')),
	CONSTRAINT "validations_verdict_check" CHECK ("validations"."verdict" is null or "validations"."verdict" in ('PASS', 'FAIL'))
);
--> statement-breakpoint
ALTER TABLE "approvals" ADD CONSTRAINT "approvals_proposal_fk" FOREIGN KEY ("run_id","proposal_hash") REFERENCES "public"."proposals"("run_id","hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposal_submitters" ADD CONSTRAINT "proposal_submitters_proposal_fk" FOREIGN KEY ("run_id","hash") REFERENCES "public"."proposals"("run_id","hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "proposals" ADD CONSTRAINT "proposals_run_fk" FOREIGN KEY ("run_id") REFERENCES "public"."runs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipts" ADD CONSTRAINT "receipts_validation_fk" FOREIGN KEY ("validation_id") REFERENCES "public"."validations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "validations" ADD CONSTRAINT "validations_approval_fk" FOREIGN KEY ("approval_hash") REFERENCES "public"."approvals"("hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_validation_idx" ON "events" USING btree ("validation_id","id");--> statement-breakpoint
CREATE INDEX "events_run_idx" ON "events" USING btree ("run_id","id");--> statement-breakpoint
CREATE INDEX "proposals_hash_idx" ON "proposals" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "validations_state_created_idx" ON "validations" USING btree ("state","created_at");