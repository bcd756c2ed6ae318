-- The log's rows can only be what appendToLog writes (issue 18, written by hand): a position
-- from 0 with no gap (the next one, counted under the insert), a leaf hash that is the
-- RFC 6962 leaf of its receipt's address, and a receipt that was published. A row that broke
-- any of these could never be removed again (the table is append-only), so it is refused.
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_position_check" CHECK ("position" >= 0);
--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_leaf_check" CHECK ("leaf_hash" = sha256('\x00'::bytea || convert_to("receipt", 'UTF8')));
--> statement-breakpoint
ALTER TABLE "log_entries" ADD CONSTRAINT "log_entries_receipt_fk" FOREIGN KEY ("receipt") REFERENCES "public"."receipts"("digest") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE FUNCTION "log_entries_next_position"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."position" <> (SELECT count(*) FROM "log_entries") THEN
    RAISE EXCEPTION 'the transparency log is appended at its end: position % is not the next one', NEW."position" USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "log_entries_append_at_end" BEFORE INSERT ON "log_entries" FOR EACH ROW EXECUTE FUNCTION "log_entries_next_position"();
