-- History reads newest first by when each change happened, the entry id breaking ties (a bulk action's rows). The
-- time is taken when the entry is written, under the record's row lock, instead of when its transaction began: two
-- writes to one record then read in the order they were made even when the later one's transaction started first.
ALTER TABLE history_entries ALTER COLUMN occurred_at SET DEFAULT clock_timestamp();
DROP INDEX history_entries_record_idx;
CREATE INDEX history_entries_record_idx ON history_entries (record_type, record_id, occurred_at DESC, id DESC);
DROP INDEX history_entries_user_idx;
CREATE INDEX history_entries_user_idx ON history_entries (user_id, occurred_at DESC, id DESC);
