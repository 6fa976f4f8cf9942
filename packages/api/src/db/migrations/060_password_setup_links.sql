-- One-time links that let a person set their own password: how the first admin of a production database gets in
-- (`pnpm --filter @deals/api create-admin`). Only the SHA-256 of a link's token is kept, so a copy of the database
-- holds no usable link; a link works once, until it expires.
CREATE TABLE password_setup_links (
  token_hash TEXT PRIMARY KEY,
  user_id BIGINT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  expires_at TIMESTAMPTZ NOT NULL,
  used_at TIMESTAMPTZ,
  created_at TIMESTAMPTZ NOT NULL DEFAULT now()
);
CREATE INDEX password_setup_links_user_idx ON password_setup_links (user_id);
