import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

import { transferIdFor } from '../modules/wallet';
import { DEMO_ACCOUNTS } from './demo-seed';

export const DEMO_WALLET_SEED_NAME = 'demo-wallet-v1';
/** The demo members' payment password (withdrawals, transfers), also listed in README.md. */
export const DEMO_PAYMENT_PASSWORD = '246810';

const DAY_MS = 86_400_000;

/** A small deterministic generator, so every demo install shows the same history. */
const randomFrom = (seed: number) => {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
};

/** A plain image standing in for a payment screenshot. */
const proofImage = () =>
  sharp({ create: { width: 480, height: 800, channels: 3, background: { r: 0, g: 112, b: 224 } } })
    .png()
    .toBuffer();

/**
 * Money for the demo: the operator's deposit channels, payment passwords and payout accounts,
 * a deposit approved by staff, two weeks of bets and wins, a bonus part-way through its turnover,
 * money in a provider wallet, and a withdrawal paid out and waiting for the member's answer.
 * Everything goes through the same services as real traffic. Applied once.
 */
export const seedDemoWallet = async (app: FastifyInstance): Promise<boolean> => {
  const { systemService, membersService, staffService, walletService, paymentsService, uploadsService, gamesService } =
    app;
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
  await walletService.grantBonus({
    memberId: player.id,
    requestId: transferIdFor('demo:bonus:player01'),
    amountMinor: peso(500),
    turnoverMultiplier: 10,
    title: 'Welcome bonus 5%',
    actor,
  });

  // Two weeks of play, posted at the times it happened.
  const vendors = await gamesService.listVendors();
  const playable = vendors.filter((vendor) => ['RNG', 'LIVE', 'FISH', 'COCKFIGHT'].includes(vendor.category));
  const random = randomFrom(2026);
  const [main, house] = await Promise.all([
    walletService.mainAccount(player.id, player.currency),
    walletService.houseFor(player.id, player.currency),
  ]);
  const now = Date.now();
  for (let day = 13; day >= 0; day -= 1) {
    const rounds = 2 + Math.floor(random() * 4);
    for (let round = 0; round < rounds; round += 1) {
      const vendor = playable[Math.floor(random() * playable.length)] ?? vendors[0];
      if (!vendor) break;
      const at = new Date(now - day * DAY_MS - Math.floor(random() * 10) * 3_600_000 - round * 60_000);
      const bet = peso(20 + Math.floor(random() * 18) * 10);
      const win = random() < 0.45 ? (bet * BigInt(Math.floor(random() * 30) + 5)) / 10n : 0n;
      const metadata = { counterparty: vendor.displayName, gameType: vendor.category, vendor: vendor.code };
      const id = `demo:round:${day}:${round}`;
      await walletService.postTransfers(
        [
          {
            id: transferIdFor(`${id}:bet`),
            debitAccountId: main,
            creditAccountId: house,
            amountMinor: bet,
            currency: player.currency,
            kind: 'BET',
            metadata,
          },
          ...(win > 0n
            ? [
                {
                  id: transferIdFor(`${id}:win`),
                  debitAccountId: house,
                  creditAccountId: main,
                  amountMinor: win,
                  currency: player.currency,
                  kind: 'WIN' as const,
                  metadata,
                },
              ]
            : []),
        ],
        undefined,
        { at },
      );
      // The bonus came four days ago: only later bets count toward its turnover.
      if (day <= 4) await walletService.recordWager(player.id, bet);
    }
  }

  const provider = playable[0];
  if (provider) {
    await walletService.transferWallet({
      memberId: player.id,
      requestId: transferIdFor('demo:wallet:player01'),
      fromWallet: 'MAIN',
      toWallet: provider.code,
      amountMinor: peso(300),
    });
  }

  // A withdrawal to the member's GCash, paid out and waiting for the member's answer.
  const account = await paymentsService.addAccount({
    memberId: player.id,
    method: 'GCASH',
    accountName: player.payeeName ?? '',
    accountNumber: '09171234567',
    paymentPassword: DEMO_PAYMENT_PASSWORD,
  });
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
