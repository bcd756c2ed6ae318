CREATE TABLE "orders" (
	"id" text PRIMARY KEY NOT NULL,
	"run_id" text NOT NULL,
	"proposal_hash" text NOT NULL,
	"executor_token" text NOT NULL,
	"executor" text NOT NULL,
	"publisher_token" text,
	"publisher" text,
	"report" jsonb,
	"state" text NOT NULL,
	"validation_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_state_check" CHECK ("orders"."state" in ('waiting', 'queued', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_proposal_fk" FOREIGN KEY ("run_id","proposal_hash") REFERENCES "public"."proposals"("run_id","hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_run_proposal_idx" ON "orders" USING btree ("run_id","proposal_hash");--> statement-breakpoint
CREATE INDEX "orders_validation_idx" ON "orders" USING btree ("validation_id");