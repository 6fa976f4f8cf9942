-- What a change did to other records, and the names its states referred to (API README "History").
-- `cause`: set on the entries of records changed by another record's change (the products of a deleted category):
-- { recordType, recordId, recordLabel, action } of that change. `names`: { "BRAND": { "16": "Acme" }, … }, the names
-- of the records the entry's states refer to, read when it was written, so a later rename or delete does not rewrite
-- the past. Both stay null on entries written before this migration: readers fall back to today's names.
ALTER TABLE history_entries ADD COLUMN cause JSONB, ADD COLUMN names JSONB;

-- The live event names the cause too (its kind and id, never its contents), so an open form can say why it changed.
CREATE OR REPLACE FUNCTION history_entries_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('record_changed', json_build_object(
    'schema', TG_TABLE_SCHEMA,
    'recordType', NEW.record_type,
    'id', NEW.record_id::text,
    'version', COALESCE((NEW.after_state ->> 'version')::int, (NEW.before_state ->> 'version')::int),
    'kind', NEW.action,
    'byId', NEW.user_id::text,
    'byName', NEW.user_name,
    'at', NEW.occurred_at,
    'cause', CASE WHEN NEW.cause IS NULL THEN NULL ELSE json_build_object(
      'recordType', NEW.cause ->> 'recordType', 'id', NEW.cause ->> 'recordId', 'kind', NEW.cause ->> 'action') END
  )::text);
  RETURN NULL;
END;
$$;
