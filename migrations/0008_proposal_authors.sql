CREATE TABLE "proposal_authors" (
	"run_id" text NOT NULL,
	"hash" text NOT NULL,
	"author" text NOT NULL,
	"declared_by" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "proposal_authors_pkey" PRIMARY KEY("run_id","hash","author")
);
--> statement-breakpoint
ALTER TABLE "proposal_authors" ADD CONSTRAINT "proposal_authors_proposal_fk" FOREIGN KEY ("run_id","hash") REFERENCES "public"."proposals"("run_id","hash") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "proposal_authors_hash_idx" ON "proposal_authors" USING btree ("hash");--> statement-breakpoint
CREATE INDEX "proposal_submitters_hash_idx" ON "proposal_submitters" USING btree ("hash");