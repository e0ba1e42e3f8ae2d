import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createAttemptsRepository } from './session.attempts.repository';
import { createSessionRepository } from './session.repository';
import type { SessionPolicy, SessionService } from './session.service';
import { createSessionService } from './session.service';

export { sessionRoutes } from './session.routes';
export type { AttemptCounters } from './session.attempts';
export { LOGIN_CHALLENGE_MAX_ATTEMPTS } from './session.service';
export { UNTOLD_SESSION_CACHE_MS } from './session.service';
export type {
  ClientContext,
  EndedSessions,
  RevocationFeed,
  RevocationNotice,
  SessionEndReason,
  SessionService,
  SessionSubject,
} from './session.service';

declare module 'fastify' {
  interface FastifyInstance {
    sessionService: SessionService;
  }
}

/** Sessions: opaque bearer tokens (stored hashed), idle and absolute expiry, devices, known addresses. */
export const sessionModule = fp(
  async (app, options: { clock: Clock; policy: SessionPolicy; singleProcess: boolean }) => {
    app.decorate(
      'sessionService',
      createSessionService({
        sessionRepository: createSessionRepository(app.database.db),
        attemptsRepository: createAttemptsRepository(app.database.db),
        ...options,
      }),
    );
    app.schedule({
      name: 'ended attempt windows',
      pattern: '0 */10 * * * *',
      run: () => app.sessionService.attempts.deleteEnded(),
    });
  },
  { name: 'session', dependencies: ['database', 'scheduler'] },
);
