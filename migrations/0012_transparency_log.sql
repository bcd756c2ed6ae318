CREATE TABLE "log_entries" (
	"position" bigint PRIMARY KEY NOT NULL,
	"receipt" text NOT NULL,
	"leaf_hash" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_entries_receipt_unique" UNIQUE("receipt")
);
--> statement-breakpoint
-- Receipts published before the log existed enter it first, in publication order (written by hand).
INSERT INTO "log_entries" ("position", "receipt", "leaf_hash")
  SELECT row_number() OVER (ORDER BY "published_at", "digest") - 1, "digest", sha256('\x00'::bytea || convert_to("digest", 'UTF8'))
  FROM "receipts";
