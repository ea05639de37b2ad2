/** The environment variable that gives one worker the background jobs (mail outbox, alerts). */
export const JOBS_ROLE = 'SITE_WORKER_RUNS_JOBS';
/** The environment variable of the short-lived process that prepares the embedded database for the primary (ui/server/start.mjs). */
export const PREPARE_ROLE = 'SITE_PREPARES_DATABASE';
