-- Open screens learn of changes made by others (README "Several people editing at once"): every history entry —
-- written in the same transaction as the change it records — also notifies the channel `record_changed`. Postgres
-- delivers a notification only when its transaction commits, so a rolled-back write notifies nobody, and every API
-- process LISTENing on the same database (replicas, or the embedded one) hears it. The payload names the change,
-- never the record's contents: a subscriber refetches what it shows with its own permissions. The schema travels
-- along because channels are per database, and parallel test runs share one in schemas of their own.
CREATE FUNCTION history_entries_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('record_changed', json_build_object(
    'schema', TG_TABLE_SCHEMA,
    'recordType', NEW.record_type,
    'id', NEW.record_id::text,
    'version', COALESCE((NEW.after_state ->> 'version')::int, (NEW.before_state ->> 'version')::int),
    'kind', NEW.action,
    'byId', NEW.user_id::text,
    'byName', NEW.user_name,
    'at', NEW.occurred_at
  )::text);
  RETURN NULL;
END;
$$;

CREATE TRIGGER history_entries_notify AFTER INSERT ON history_entries
  FOR EACH ROW EXECUTE FUNCTION history_entries_notify();
