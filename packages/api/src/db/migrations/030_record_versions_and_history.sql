-- Issue 15: every editable record carries a version (bumped by every write, checked by every versioned update) and
-- who wrote it last. Page layouts need neither: each save is a new immutable row.
ALTER TABLE brands ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE stores ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE categories ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE products ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE sales ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE organizations ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE banner_carousels ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE product_carousels ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE featured_menus ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE blog_posts ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL;
ALTER TABLE users ADD COLUMN version INT NOT NULL DEFAULT 1, ADD COLUMN updated_by BIGINT REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN updated_at TIMESTAMPTZ NOT NULL DEFAULT now();

-- One entry per change, written in the change's own transaction. No foreign keys to the records: a deleted record's
-- entries must stay findable, and the person's name is copied so it reads the same after they are renamed or removed.
CREATE TABLE history_entries (
  id BIGINT GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  occurred_at TIMESTAMPTZ NOT NULL DEFAULT now(),
  user_id BIGINT REFERENCES users (id) ON DELETE SET NULL,
  user_name TEXT NOT NULL,
  record_type TEXT NOT NULL,
  record_id BIGINT NOT NULL,
  record_label TEXT NOT NULL,
  action TEXT NOT NULL,
  changes JSONB NOT NULL DEFAULT '{}',
  before_state JSONB,
  after_state JSONB
);
CREATE INDEX history_entries_record_idx ON history_entries (record_type, record_id, id DESC);
CREATE INDEX history_entries_occurred_idx ON history_entries (occurred_at DESC, id DESC);
CREATE INDEX history_entries_user_idx ON history_entries (user_id, id DESC);
