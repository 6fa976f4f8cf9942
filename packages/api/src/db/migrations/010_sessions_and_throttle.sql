-- Issue 14: sessions that end and survive tabs, and sign-in throttling shared by every API replica.
-- A user's session version is in every access token; bumping it (password change, deactivation, role change) ends
-- those tokens on their next request.
ALTER TABLE users ADD COLUMN session_version INTEGER NOT NULL DEFAULT 0;
-- A rotated refresh token remembers its successor, so a second tab presenting it within the grace window receives
-- that successor instead of revoking the family.
ALTER TABLE refresh_tokens ADD COLUMN replaced_by UUID;
ALTER TABLE refresh_tokens ADD COLUMN rotated_at TIMESTAMPTZ;
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens (user_id) WHERE revoked_at IS NULL;
-- rate-limiter-flexible's Postgres table (its own layout: key, points, expire in epoch milliseconds).
CREATE TABLE login_throttle (
  key VARCHAR(255) PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);
