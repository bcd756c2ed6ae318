-- The transparency log is append-only (issue 18): no row of log_entries is ever changed or
-- removed, whoever asks. Its checkpoints sign the Merkle root of these rows; a rewritten row
-- would make every later consistency proof fail, and this makes the database refuse it first.
CREATE FUNCTION "log_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the transparency log is append-only: % on log_entries is refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "log_entries_no_update_or_delete" BEFORE UPDATE OR DELETE ON "log_entries" FOR EACH ROW EXECUTE FUNCTION "log_entries_append_only"();
--> statement-breakpoint
CREATE TRIGGER "log_entries_no_truncate" BEFORE TRUNCATE ON "log_entries" FOR EACH STATEMENT EXECUTE FUNCTION "log_entries_append_only"();
