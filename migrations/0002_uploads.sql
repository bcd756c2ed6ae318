CREATE TABLE "uploads" (
	"digest" text PRIMARY KEY NOT NULL,
	"bytes" "bytea" NOT NULL,
	"snapshot" text NOT NULL,
	"size" bigint NOT NULL,
	"files" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_size_check" CHECK ("uploads"."size" = octet_length("uploads"."bytes"))
);
