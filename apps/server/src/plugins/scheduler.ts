import { Cron } from 'croner';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** A periodic job. It must be idempotent: two processes may run it at the same moment. */
export type ScheduledJob = { name: string; pattern: string; run: () => Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a periodic job; it starts when the server is ready (not at all when the scheduler is off). */
    schedule: (job: ScheduledJob) => void;
    /** Runs every job once, now (operators' CLI, tests). */
    runScheduledJobs: () => Promise<void>;
  }
}

/**
 * In-process periodic jobs (croner). Jobs are conditional updates keyed in the database, so
 * running them in several processes at once does each piece of work once; SCHEDULER=false keeps
 * a process (an extra API node) out of it. A job never overlaps itself, and a failure is logged,
 * not fatal.
 */
export const schedulerPlugin = fp(
  async (app: FastifyInstance, options: { enabled: boolean }) => {
    const jobs: ScheduledJob[] = [];
    const running: Cron[] = [];

    const runJob = async (job: ScheduledJob) => {
      try {
        const result = await job.run();
        if (Array.isArray(result) && result.length > 0)
          app.log.info({ job: job.name, count: result.length }, 'scheduled job did work');
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'scheduled job failed');
      }
    };

    app.decorate('schedule', (job: ScheduledJob) => {
      jobs.push(job);
    });
    app.decorate('runScheduledJobs', async () => {
      for (const job of jobs) await runJob(job);
    });

    if (options.enabled) {
      app.addHook('onReady', async () => {
        for (const job of jobs) running.push(new Cron(job.pattern, { protect: true }, () => runJob(job)));
      });
    }
    app.addHook('onClose', async () => {
      for (const cron of running) cron.stop();
    });
  },
  { name: 'scheduler' },
);
