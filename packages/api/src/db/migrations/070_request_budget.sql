-- Each person's budget of costly reads (README "Limits"), in rate-limiter-flexible's Postgres layout (key, points,
-- expire in epoch milliseconds) like login_throttle, so every replica draws on the one budget.
CREATE TABLE request_budget (
  key VARCHAR(255) PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);
