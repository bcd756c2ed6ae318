-- The event log is evidence: once a row is written nobody rewrites or removes it, not even
-- the service's own role by mistake. Refusing in the database (not only in the adapter)
-- covers every client that connects, including a psql session.
CREATE FUNCTION "events_refuse_change"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'events are append-only: % is not allowed on %', TG_OP, TG_TABLE_NAME
    USING ERRCODE = 'insufficient_privilege';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "events_no_update_delete"
  BEFORE UPDATE OR DELETE ON "events"
  FOR EACH ROW EXECUTE FUNCTION "events_refuse_change"();
--> statement-breakpoint
CREATE TRIGGER "events_no_truncate"
  BEFORE TRUNCATE ON "events"
  FOR EACH STATEMENT EXECUTE FUNCTION "events_refuse_change"();
