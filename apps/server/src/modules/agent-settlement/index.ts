import type { AgentContractKind, AgentContractPeriod } from '@perya/contracts';
import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import type { PayoutApprovals } from './agent-settlement.approvals';
import { createPayoutApprovals } from './agent-settlement.approvals';
import { createFiguresRepository } from './agent-settlement.figures.repository';
import { createSettlementRepository } from './agent-settlement.repository';
import type { SettlementService } from './agent-settlement.service';
import { createSettlementService } from './agent-settlement.service';
import type { Settlement } from './agent-settlement.settle';
import { createSettlement } from './agent-settlement.settle';
import { jobOf } from './agent-settlement.windows';

export { agentIncomeRoutes } from './agent-settlement.routes';
export { agentSettlementAdminRoutes } from './agent-settlement.admin.routes';
export type { SettlementService } from './agent-settlement.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentSettlementService: SettlementService;
    agentSettlement: Settlement;
    agentPayoutApprovals: PayoutApprovals;
  }
}

/**
 * The jobs (spec §4): real-time salary every 5 minutes, hourly salary each hour, daily salary
 * on alternate days (checked hourly: a pay day's run settles the days before it), dividends
 * after each period (checked hourly). Each settles from its progress, catching up after downtime.
 */
const JOBS: Array<{ kind: AgentContractKind; period: AgentContractPeriod | null; pattern: string }> = [
  { kind: 'REALTIME_SALARY', period: null, pattern: '30 */5 * * * *' },
  { kind: 'HOURLY_SALARY', period: null, pattern: '0 3 * * * *' },
  { kind: 'DAILY_SALARY', period: 'D', pattern: '0 15 * * * *' },
  { kind: 'DIVIDEND', period: 'D', pattern: '0 20 * * * *' },
  { kind: 'DIVIDEND', period: 'W', pattern: '0 21 * * * *' },
  { kind: 'DIVIDEND', period: 'H', pattern: '0 22 * * * *' },
  { kind: 'DIVIDEND', period: 'M', pattern: '0 23 * * * *' },
];

/** Agent settlement (issue 17, decision 035): statements, payouts, jobs. */
export const agentSettlementModule = fp(
  async (app, options: { clock: Clock }) => {
    const db = app.database.db;
    const repository = createSettlementRepository(db);
    const settlement = createSettlement({
      repository,
      figures: createFiguresRepository(db),
      wallet: app.walletService,
      audit: app.auditService,
      protection: app.protectionService,
      clock: options.clock,
    });
    app.decorate('agentSettlement', settlement);
    app.decorate('agentSettlementService', createSettlementService({ repository, settlement, clock: options.clock }));
    app.decorate(
      'agentPayoutApprovals',
      createPayoutApprovals({
        db,
        repository,
        settlement,
        wallet: app.walletService,
        audit: app.auditService,
        clock: options.clock,
      }),
    );
    for (const job of JOBS) {
      // One runner per job across processes (PostgreSQL advisory lock); the statements' keys and
      // the ledger's ids keep a second runner harmless anyway.
      const runner = createSingleRunner(app.database, `agent-settlement:${jobOf(job.kind, job.period)}`);
      app.schedule({
        name: `agent settlement ${jobOf(job.kind, job.period)}`,
        pattern: job.pattern,
        run: async () => {
          if (!(await runner.tryHold())) return [];
          try {
            return await settlement.runJob(job.kind, job.period);
          } finally {
            await runner.release();
          }
        },
      });
    }
  },
  { name: 'agent-settlement', dependencies: ['database', 'wallet', 'audit', 'scheduler', 'protection'] },
);
