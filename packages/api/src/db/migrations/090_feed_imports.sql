-- Feed imports (README "Import and export"). An upload is parsed once into feed_import_rows; the dry run, the apply
-- and the undo are jobs that walk those rows in batches, each batch in one transaction with its checkpoint
-- (phase_done), so a replica killed mid-way leaves a checkpoint another replica resumes from, never a half batch.
CREATE TABLE feed_imports (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  entity TEXT NOT NULL CHECK (entity IN ('product', 'brand', 'store', 'category')),
  feed_name TEXT NOT NULL,
  file_name TEXT NOT NULL,
  -- UPLOADING until the whole file is read (hidden from lists; removed when the upload fails or is abandoned).
  status TEXT NOT NULL CHECK (status IN ('UPLOADING', 'UPLOADED', 'CHECKING', 'CHECKED', 'APPLYING', 'APPLIED',
    'CANCELLED', 'FAILED', 'UNDOING', 'UNDONE')),
  created_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  created_by_name TEXT NOT NULL,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  encoding TEXT NOT NULL,
  delimiter TEXT NOT NULL,
  headers JSONB NOT NULL,
  row_count INT NOT NULL DEFAULT 0,
  byte_count BIGINT NOT NULL DEFAULT 0,
  -- Mapping and matching as the person set them for the dry run; the apply uses exactly these.
  settings JSONB,
  -- The dry run's findings: counts per outcome, required fields left unmapped, records it would create.
  plan JSONB,
  -- The running phase (CHECKING, APPLYING, UNDOING): rows done of rows to do, and since when.
  phase_total INT NOT NULL DEFAULT 0,
  phase_done INT NOT NULL DEFAULT 0,
  -- Where the next batch starts: the last row number (dry run, apply) or history entry id (undo) done.
  phase_cursor BIGINT NOT NULL DEFAULT 0,
  phase_started_at TIMESTAMPTZ,
  -- When this worker's stint began and how many rows were done then (after a resume), so the rate counts only
  -- what it did.
  stint_started_at TIMESTAMPTZ,
  stint_done INT NOT NULL DEFAULT 0,
  -- What the apply did (created, updated, unchanged, skipped, rejected, referencesCreated) and what the undo did.
  counts JSONB NOT NULL DEFAULT '{}',
  undo_counts JSONB,
  cancel_requested BOOLEAN NOT NULL DEFAULT FALSE,
  -- The replica working the phase holds a lease it renews; a stale lease lets another replica take over.
  worker_token UUID,
  heartbeat_at TIMESTAMPTZ,
  attempts INT NOT NULL DEFAULT 0,
  error TEXT,
  applied_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  applied_by_name TEXT,
  applied_at TIMESTAMPTZ,
  finished_at TIMESTAMPTZ,
  undone_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  undone_by_name TEXT,
  undone_at TIMESTAMPTZ
);
CREATE INDEX feed_imports_created_idx ON feed_imports (created_at DESC, id DESC);
CREATE INDEX feed_imports_feed_idx ON feed_imports (entity, lower(feed_name), created_at DESC);
-- One import of a feed writes at a time: a second person confirming the same feed is told who is importing it.
CREATE UNIQUE INDEX feed_imports_one_writing_per_feed ON feed_imports (entity, lower(feed_name))
  WHERE status IN ('APPLYING', 'UNDOING');

CREATE TABLE feed_import_rows (
  import_id BIGINT NOT NULL REFERENCES feed_imports (id) ON DELETE CASCADE,
  -- The row as a spreadsheet numbers it: the header is row 1, the first data row row 2.
  row_number INT NOT NULL,
  -- The file's line where the row starts (differs from row_number after quoted cells holding line breaks).
  line INT NOT NULL,
  cells JSONB NOT NULL,
  -- Problems of the file itself, found on upload (a row with more or fewer fields than the header).
  file_problem TEXT,
  -- The dry run's outcome and problems ([{ column, header, field, message }]); an earlier row with the same key.
  planned TEXT,
  problems JSONB,
  duplicate_of INT,
  -- What the apply did with the row, and the record it wrote.
  outcome TEXT,
  record_id BIGINT,
  -- What the undo did: REVERTED, or KEPT (edited since, or gone) with the reason.
  undo_outcome TEXT,
  undo_note TEXT,
  PRIMARY KEY (import_id, row_number)
);
CREATE INDEX feed_import_rows_outcome_idx ON feed_import_rows (import_id, outcome, row_number);

-- The mapping and matching a person last used for a feed name, offered when the next file of that feed arrives.
CREATE TABLE feed_mappings (
  entity TEXT NOT NULL,
  feed_key TEXT NOT NULL,
  feed_name TEXT NOT NULL,
  headers JSONB NOT NULL,
  settings JSONB NOT NULL,
  updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  updated_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (entity, feed_key)
);

-- The entries of one import (or of its undo) form a batch: the activity shows the batch as one entry, its lead,
-- which opens to the rest. Their live events go out once per batch of rows, not once per entry.
CREATE TABLE history_batches (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('IMPORT', 'UNDO_IMPORT')),
  import_id BIGINT REFERENCES feed_imports (id) ON DELETE SET NULL,
  label TEXT NOT NULL,
  lead_entry_id BIGINT,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
ALTER TABLE feed_imports ADD COLUMN history_batch_id BIGINT REFERENCES history_batches (id),
  ADD COLUMN undo_batch_id BIGINT REFERENCES history_batches (id);
ALTER TABLE history_entries ADD COLUMN batch_id BIGINT REFERENCES history_batches (id);
CREATE INDEX history_entries_batch_idx ON history_entries (batch_id, id) WHERE batch_id IS NOT NULL;

-- Migration 050 notified every entry; an import's entries are announced by the import, once per batch of rows.
DROP TRIGGER history_entries_notify ON history_entries;
CREATE TRIGGER history_entries_notify AFTER INSERT ON history_entries
  FOR EACH ROW WHEN (NEW.batch_id IS NULL) EXECUTE FUNCTION history_entries_notify();
