-- Why a session ended, so the refused request can tell the person (Forbidden's `extensions.reason`, API README
-- "Sessions"): a login's refresh tokens record why they were revoked (signed out, password changed, reuse), and a
-- user records why all their sessions were ended at once (role changed). A rotation leaves the reason empty.
ALTER TABLE refresh_tokens ADD COLUMN revoked_reason TEXT;
ALTER TABLE users ADD COLUMN sessions_ended_reason TEXT;
