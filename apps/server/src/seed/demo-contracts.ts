import type { FastifyInstance } from 'fastify';

import type { AgentContractTerms, AgentContractTier } from '@perya/contracts';

import { DEMO_ACCOUNTS } from './demo-seed';

export const DEMO_CONTRACTS_SEED_NAME = 'demo-contracts-v1';

const SEED_ACTOR = { kind: 'SYSTEM', name: 'demo-seed' } as const;

/** A tier: valid bet in pesos, active members, rate in basis points (and a net loss in pesos for dividends). */
const tier = (validBetPesos: number, active: number, rate: number, netLossPesos?: number): AgentContractTier => ({
  minValidBetMinor: String(validBetPesos * 100),
  ...(netLossPesos === undefined ? {} : { minNetLossMinor: String(netLossPesos * 100) }),
  minActiveMembers: active,
  rateType: 'P',
  rate,
});

/** The house's terms with the root agent (agent01), as staff would set them (decision 034). */
const HOUSE_TERMS: AgentContractTerms[] = [
  {
    kind: 'DAILY_SALARY',
    category: 'ALL',
    period: 'D',
    tiers: [tier(0, 0, 50), tier(100_000, 3, 80), tier(500_000, 10, 120)],
  },
  { kind: 'HOURLY_SALARY', category: 'ALL', period: null, tiers: [tier(0, 0, 20), tier(20_000, 3, 30)] },
  { kind: 'REALTIME_SALARY', category: 'ALL', period: null, tiers: [tier(0, 0, 10)] },
  {
    kind: 'DIVIDEND',
    category: 'ALL',
    period: 'M',
    tiers: [tier(0, 2, 1_000, 10_000), tier(0, 3, 1_200, 50_000), tier(0, 5, 1_500, 150_000)],
  },
];

/** agent01's terms with its sub-agent agent02: below agent01's own at every tier. */
const SUB_AGENT_TERMS: AgentContractTerms[] = [
  {
    kind: 'DAILY_SALARY',
    category: 'ALL',
    period: 'D',
    tiers: [tier(0, 0, 30), tier(100_000, 3, 60), tier(500_000, 10, 100)],
  },
  { kind: 'DIVIDEND', category: 'ALL', period: 'M', tiers: [tier(0, 2, 800, 10_000), tier(0, 3, 1_000, 50_000)] },
];

/**
 * Demo contracts so the agent centre is not empty on first start: the house's terms with agent01
 * (the root agent) and agent01's with agent02, ACTIVE, through the staff call (checked and
 * recorded like a real one). player01 has none, so agent01 can offer it one. Applied once.
 */
export const seedDemoContracts = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, membersService, agentContractsStaff } = app;
  if (await systemService.isSeedApplied(DEMO_CONTRACTS_SEED_NAME)) return false;
  const [agent, subAgent] = await Promise.all([
    membersService.findByAccount(DEMO_ACCOUNTS.agent.account),
    membersService.findByAccount(DEMO_ACCOUNTS.subAgent.account),
  ]);
  if (!agent || !subAgent || subAgent.uplineId !== agent.id) return false;
  for (const terms of HOUSE_TERMS)
    await agentContractsStaff.set({ downlineId: agent.id, terms, reason: 'Demo: house terms', actor: SEED_ACTOR });
  for (const terms of SUB_AGENT_TERMS)
    await agentContractsStaff.set({ downlineId: subAgent.id, terms, reason: 'Demo: agent01 terms', actor: SEED_ACTOR });
  await systemService.markSeedApplied(DEMO_CONTRACTS_SEED_NAME);
  return true;
};
