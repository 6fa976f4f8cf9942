-- Jobs run on pg-boss across replicas: a run holds a lease it renews (heartbeat_at); a run whose replica died stops
-- renewing and is marked failed by any replica once the lease is over.
ALTER TABLE job_runs ADD COLUMN heartbeat_at TIMESTAMPTZ NOT NULL DEFAULT now();

-- Runs left RUNNING by the old in-process scheduler belong to processes that are gone.
UPDATE job_runs SET status = 'FAILED', finished_at = now(),
  log = log || E'\nMarked failed: the process running it stopped before it finished.'
WHERE status = 'RUNNING';

-- At most one run of a job at a time, whichever replica starts it: "Run now" on two replicas starts one run.
CREATE UNIQUE INDEX job_runs_one_running_idx ON job_runs (job_id) WHERE status = 'RUNNING';
