import type { FastifyInstance } from 'fastify';

import { AGENT_ACCOUNT_TYPES, MEMBER_ACCOUNT_TYPE, TRIAL_ACCOUNT_TYPE } from '@perya/contracts';

import { DEMO_FEED_FILE } from '../lib/paths';
import { readFeedFile } from '../modules/games';
import { HELP_TOPICS } from './help-topics';

export const DEMO_SEED_NAME = 'demo-v1';
/** Who the audit log names for what the demo seed sets (decision 030). */
const SEED_ACTOR = { kind: 'SYSTEM', name: 'demo-seed' } as const;

/** Demo logins, also listed in README.md. */
export const DEMO_ACCOUNTS = {
  agent: { account: 'agent01', password: 'Agent2026' },
  subAgent: { account: 'agent02', password: 'Agent2026' },
  member: { account: 'player01', password: 'Player2026' },
  downlineMember: { account: 'player02', password: 'Player2026' },
  trial: { account: 'trial01', password: 'Trial2026' },
  /** An account still on the default password: logging in forces a change (spec §4). */
  defaultPassword: { account: 'player03', password: '123456' },
  staff: { account: 'admin', password: 'Admin2026!' },
} as const;

/** A demo vendor's development signing key (the same rule as tools/provider-sim's demoKey). */
export const demoProviderKey = (vendor: string) => ({
  keyId: `perya-dev-${vendor}`,
  secret: `perya-dev-provider-secret-${vendor}`,
});

/**
 * Demo data for a first start: an agent with a sub-agent and members below them, a trial login,
 * the demo game catalogue with its providers' keys, customer-service links, social resources and help topics. Applied once.
 */
export const seedDemoData = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, membersService, gamesService, contentService, staffService } = app;
  if (await systemService.isSeedApplied(DEMO_SEED_NAME)) return false;

  const agent = await membersService.createMember({
    ...DEMO_ACCOUNTS.agent,
    type: AGENT_ACCOUNT_TYPES[0],
    nickname: 'Agent Maria',
    affiliateCode: 'PERYA01',
    payeeName: 'Maria Santos',
    dialingCode: '63',
    mobileNum: '9171234001',
  });
  const subAgent = await membersService.createMember({
    ...DEMO_ACCOUNTS.subAgent,
    type: AGENT_ACCOUNT_TYPES[1],
    nickname: 'Agent Jose',
    uplineId: agent.id,
    affiliateCode: 'PERYA02',
    payeeName: 'Jose Reyes',
  });
  await membersService.createMember({
    ...DEMO_ACCOUNTS.member,
    type: MEMBER_ACCOUNT_TYPE,
    nickname: 'Juan',
    uplineId: agent.id,
    payeeName: 'Juan Dela Cruz',
    email: 'juan@example.com',
    dialingCode: '63',
    mobileNum: '9171234567',
  });
  await membersService.createMember({
    ...DEMO_ACCOUNTS.downlineMember,
    type: MEMBER_ACCOUNT_TYPE,
    nickname: 'Ana',
    uplineId: subAgent.id,
    payeeName: 'Ana Bautista',
  });
  await membersService.createMember({
    ...DEMO_ACCOUNTS.defaultPassword,
    type: MEMBER_ACCOUNT_TYPE,
    nickname: 'Pedro',
    uplineId: agent.id,
    payeeName: 'Pedro Garcia',
  });
  await membersService.createMember({ ...DEMO_ACCOUNTS.trial, type: TRIAL_ACCOUNT_TYPE, nickname: 'Guest' });
  // KYC (decision 038): the agents start verified (player01 once its payout account is saved, in
  // demo-wallet.ts); player02 and player03 start unverified, to show the verification flow.
  for (const { id } of [agent, subAgent]) await app.complianceService.kyc.seedVerified(id);
  await staffService.createStaff({
    username: DEMO_ACCOUNTS.staff.account,
    password: DEMO_ACCOUNTS.staff.password,
    displayName: 'Perya Operations',
    role: 'OWNER',
  });

  // The demo catalogue (about 10,000 games) and a development signing key for each of its
  // vendors, the keys tools/provider-sim signs with by default (docs/provider-wallet-protocol.md).
  const feed = await readFeedFile(DEMO_FEED_FILE);
  await gamesService.importFeed(feed, SEED_ACTOR);
  for (const vendor of feed.vendors) {
    await app.providersService.setKey(
      { vendorCode: vendor.code, ...demoProviderKey(vendor.code), active: true },
      SEED_ACTOR,
    );
  }

  await contentService.addCustomerService([
    { csPosition: 'LIVECHAT-1', csType: 'LIVECHAT', title: 'Live chat 24/7', path: '/helpmc#contact', sortOrder: 0 },
    {
      csPosition: 'TELEGRAM-1',
      csType: 'TELEGRAM',
      title: 'Telegram',
      path: 'https://t.me/PeryaSupport',
      sortOrder: 1,
    },
    {
      csPosition: 'VIBER-1',
      csType: 'VIBER',
      title: 'Viber',
      path: 'viber://chat?number=%2B639171230000',
      sortOrder: 2,
    },
    {
      csPosition: 'EMAIL-1',
      csType: 'EMAIL',
      title: 'support@perya.ph',
      path: 'mailto:support@perya.ph',
      sortOrder: 3,
    },
  ]);
  await contentService.addResources([
    { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/perya.ph', labelNameEn: 'Facebook', sortOrder: 0 },
    { resourceType: 'TELEGRAM', url: 'https://t.me/PeryaPH', labelNameEn: 'Telegram', sortOrder: 1 },
    { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/perya.ph', labelNameEn: 'Instagram', sortOrder: 2 },
    { resourceType: 'TIKTOK', url: 'https://www.tiktok.com/@perya.ph', labelNameEn: 'TikTok', sortOrder: 3 },
    { resourceType: 'YOUTUBE', url: 'https://www.youtube.com/@perya.ph', labelNameEn: 'YouTube', sortOrder: 4 },
  ]);
  await contentService.addHelpTopics(HELP_TOPICS);
  await systemService.setDomainRoute('agent.localhost', '/agent', null, { actor: SEED_ACTOR });
  await systemService.updateSettings({ customerServiceUrl: 'https://t.me/PeryaSupport' }, { actor: SEED_ACTOR });

  await systemService.markSeedApplied(DEMO_SEED_NAME);
  return true;
};
