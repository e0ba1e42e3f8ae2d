import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { transferIdFor } from '../modules/wallet';
import { playDemoRounds, randomFrom } from './demo-play';
import { DEMO_ACCOUNTS } from './demo-seed';

export const DEMO_WALLET_SEED_NAME = 'demo-wallet-v1';
/** The demo members' payment password (withdrawals, transfers), also listed in README.md. */
export const DEMO_PAYMENT_PASSWORD = '246810';

/** A plain image standing in for a payment screenshot. */
const proofImage = () =>
  sharp({ create: { width: 480, height: 800, channels: 3, background: { r: 0, g: 112, b: 224 } } })
    .png()
    .toBuffer();

/**
 * Money for the demo: the operator's deposit channels, payment passwords and payout accounts,
 * a deposit approved by staff, two weeks of rounds played through the provider wallet protocol,
 * a bonus part-way through its turnover, and a withdrawal paid out and waiting for the member's
 * answer. The demo runs the single (seamless) wallet: games debit the main wallet directly.
 * Everything goes through the same services as real traffic. Applied once.
 */
export const seedDemoWallet = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, membersService, staffService, walletService, paymentsService, uploadsService } = app;
  if (await systemService.isSeedApplied(DEMO_WALLET_SEED_NAME)) return false;
  const staff = await staffService.verifyCredentials(DEMO_ACCOUNTS.staff.account, DEMO_ACCOUNTS.staff.password);
  const player = await membersService.findByAccount(DEMO_ACCOUNTS.member.account);
  const agent = await membersService.findByAccount(DEMO_ACCOUNTS.agent.account);
  const downline = await membersService.findByAccount(DEMO_ACCOUNTS.downlineMember.account);
  if (!staff || !player || !agent || !downline) return false;
  const actor = { kind: 'STAFF' as const, id: staff.id, name: staff.username };

  const manual = { kind: 'MANUAL' as const, gateway: null, enabled: true };
  const gateway = { kind: 'GATEWAY' as const, payee: null, gateway: 'PERYA_PAY', enabled: true };
  const peso = (amount: number) => BigInt(amount) * 100n;
  const gcash = await paymentsService.createChannel(
    {
      ...manual,
      method: 'GCASH',
      name: 'GCash Send Money',
      minMinor: peso(100),
      maxMinor: peso(50_000),
      payee: { bankName: null, accountName: 'Perya Gaming Inc.', accountNumber: '09171230000' },
      instructions:
        'Send the exact amount to this GCash number, then enter the 13-digit reference number and attach the receipt screenshot.',
      sortOrder: 0,
    },
    actor,
  );
  // Gateway channels only where a gateway is configured (PostgreSQL installs need PAYMENT_GATEWAY_SECRET).
  if ((await paymentsService.configuredGateways()).includes('PERYA_PAY')) {
    await paymentsService.createChannel(
      {
        ...gateway,
        method: 'GCASH',
        name: 'GCash Express (PeryaPay)',
        minMinor: peso(100),
        maxMinor: peso(100_000),
        instructions: null,
        sortOrder: 1,
      },
      actor,
    );
    await paymentsService.createChannel(
      {
        ...gateway,
        method: 'QRPH',
        name: 'QR Ph (PeryaPay)',
        minMinor: peso(200),
        maxMinor: peso(100_000),
        instructions: null,
        sortOrder: 2,
      },
      actor,
    );
  }
  await paymentsService.createChannel(
    {
      ...manual,
      method: 'MAYA',
      name: 'Maya Transfer',
      minMinor: peso(100),
      maxMinor: peso(50_000),
      payee: { bankName: null, accountName: 'Perya Gaming Inc.', accountNumber: '09181230000' },
      instructions: 'Send to this Maya number, then enter the reference number and attach the receipt.',
      sortOrder: 3,
    },
    actor,
  );
  await paymentsService.createChannel(
    {
      ...manual,
      method: 'BANK',
      name: 'BDO Bank Transfer',
      minMinor: peso(500),
      maxMinor: peso(500_000),
      payee: { bankName: 'BDO Unibank', accountName: 'Perya Gaming Inc.', accountNumber: '001230045678' },
      instructions: 'InstaPay or PESONet to this account. Deposits made after 5 PM are reviewed the next banking day.',
      sortOrder: 4,
    },
    actor,
  );

  for (const member of [player, agent, downline]) {
    await membersService.setPaymentPassword(
      member.id,
      {
        currentPassword:
          member.id === player.id
            ? DEMO_ACCOUNTS.member.password
            : member.id === agent.id
              ? DEMO_ACCOUNTS.agent.password
              : DEMO_ACCOUNTS.downlineMember.password,
        newPaymentPassword: DEMO_PAYMENT_PASSWORD,
        confirmPaymentPassword: DEMO_PAYMENT_PASSWORD,
      },
      'EN',
    );
  }

  // A manual deposit, approved by staff, the way a real one is.
  const proof = await uploadsService.storeImage(player.id, await proofImage());
  const { deposit } = await paymentsService.createDeposit({
    memberId: player.id,
    requestId: transferIdFor('demo:deposit:player01'),
    channelId: gcash.id,
    amountMinor: peso(10_000),
    referenceNo: '5012345678901',
    proofUploadId: proof.uploadId,
  });
  await paymentsService.approveDeposit(deposit.id, actor, 'Seen on the GCash statement');
  await walletService.adjust({
    memberId: agent.id,
    requestId: transferIdFor('demo:float:agent01'),
    direction: 'CREDIT',
    amountMinor: peso(25_000),
    reason: 'Agent float (demo)',
    actor,
  });
  await walletService.adjust({
    memberId: downline.id,
    requestId: transferIdFor('demo:float:player02'),
    direction: 'CREDIT',
    amountMinor: peso(1_500),
    reason: 'Welcome credit (demo)',
    actor,
  });
  await walletService.updateSettings({ isSingleWallet: true }, actor);

  // Two weeks of play; the bonus came yesterday, so only today's bets count toward its turnover.
  const random = randomFrom(2026);
  const now = Date.now();
  const days = Array.from({ length: 14 }, (_, index) => 13 - index);
  await playDemoRounds(app, { memberId: player.id, days: days.slice(0, -1), random, now });
  await walletService.grantBonus({
    memberId: player.id,
    requestId: transferIdFor('demo:bonus:player01'),
    amountMinor: peso(500),
    turnoverMultiplier: 10,
    title: 'Welcome bonus 5%',
    actor,
  });
  await playDemoRounds(app, { memberId: player.id, days: days.slice(-1), random, now });

  // A withdrawal to the member's GCash, paid out and waiting for the member's answer.
  const account = await paymentsService.addAccount({
    memberId: player.id,
    method: 'GCASH',
    accountName: player.payeeName ?? '',
    accountNumber: '09171234567',
    paymentPassword: DEMO_PAYMENT_PASSWORD,
  });
  await app.complianceService.kyc.seedVerified(player.id);
  const withdrawal = await paymentsService.requestWithdrawal({
    memberId: player.id,
    requestId: transferIdFor('demo:withdrawal:player01'),
    accountId: account.id,
    amountMinor: peso(1_000),
    paymentPassword: DEMO_PAYMENT_PASSWORD,
  });
  await paymentsService.approveWithdrawal(withdrawal.id, actor, { note: 'Sent by GCash' });

  await systemService.markSeedApplied(DEMO_WALLET_SEED_NAME);
  return true;
};
