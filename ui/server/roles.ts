/** The environment variable that gives one worker the background jobs (mail outbox, alerts). */
export const JOBS_ROLE = 'SITE_WORKER_RUNS_JOBS';
/** The environment variable of the short-lived process that prepares the embedded database for the primary (ui/server/start.mjs). */
export const PREPARE_ROLE = 'SITE_PREPARES_DATABASE';
/** What a worker sends the primary once it has loaded the site and would open the embedded database. */
export const WAITING_FOR_DATABASE = 'site:waiting-for-database';
/** The primary's answer: the database is migrated and seeded, the worker may open it. */
export const DATABASE_PREPARED = 'site:database-prepared';

/** Milliseconds since the epoch, to a fraction of one, comparable between the processes of `npm start` (NODE_DEBUG=site). */
export const wallClock = (): number => performance.timeOrigin + performance.now();
