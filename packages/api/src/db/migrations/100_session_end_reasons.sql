-- Why a session ended, so the refused request can tell the person (Forbidden's `extensions.reason`, API README
-- "Sessions"): a login's refresh tokens record why they were revoked (signed out, password changed, reuse), and a
-- user records why all their sessions were ended at once (role changed). A rotation leaves the reason empty.
-- Once named 060_session_end_reasons.sql (before 060–090 of other work took those numbers): a database that applied
-- it under that name already has the columns, so they are added only where missing and the old name is forgotten.
ALTER TABLE refresh_tokens ADD COLUMN IF NOT EXISTS revoked_reason TEXT;
ALTER TABLE users ADD COLUMN IF NOT EXISTS sessions_ended_reason TEXT;
DELETE FROM schema_migrations WHERE name = '060_session_end_reasons.sql';
