import type { FastifyInstance } from 'fastify';

import { CreateLeaderboardRequestSchema, CreateMissionRequestSchema } from '@perya/contracts';

// Demo missions and leaderboards (issue 20, decision 048): a few daily and weekly missions of
// every kind and two leaderboards, with their words in EN, TY and PT, created through the same
// audited service as the back office.

export const DEMO_MISSIONS_SEED_NAME = 'demo-missions-v1';
const SEED_ACTOR = { kind: 'SYSTEM', name: 'demo-seed' } as const;

const peso = (value: number) => String(value * 100);

const MISSIONS = [
  {
    title: 'Spin the slots',
    description: 'Valid bets on slots today.',
    translations: {
      TY: { title: 'Paikutin ang slots', description: 'Mga valid bet sa slots ngayong araw.' },
      PT: { title: 'Gire os slots', description: 'Apostas válidas em slots hoje.' },
    },
    period: 'DAILY',
    metric: 'VALID_BET',
    category: 'RNG',
    turnoverMultiplier: 3,
    milestones: [
      { target: peso(100), rewardMinor: peso(5) },
      { target: peso(500), rewardMinor: peso(20) },
      { target: peso(2000), rewardMinor: peso(60) },
    ],
  },
  {
    title: 'Play 20 rounds',
    description: 'Any game counts once its round is settled.',
    translations: {
      TY: { title: 'Maglaro ng 20 round', description: 'Bilang ang anumang laro kapag naayos na ang round nito.' },
      PT: { title: 'Jogue 20 rodadas', description: 'Qualquer jogo conta quando a rodada é liquidada.' },
    },
    period: 'DAILY',
    metric: 'ROUNDS',
    turnoverMultiplier: 1,
    milestones: [
      { target: '10', rewardMinor: peso(3) },
      { target: '20', rewardMinor: peso(8) },
    ],
  },
  {
    title: 'Daily check-in',
    description: 'Log in today.',
    translations: {
      TY: { title: 'Araw-araw na check-in', description: 'Mag-log in ngayong araw.' },
      PT: { title: 'Check-in diário', description: 'Entre hoje.' },
    },
    period: 'DAILY',
    metric: 'LOGIN_DAYS',
    turnoverMultiplier: 1,
    milestones: [{ target: '1', rewardMinor: peso(2) }],
  },
  {
    title: 'Weekly top-up',
    description: 'Deposits credited this week, Monday to Sunday.',
    translations: {
      TY: { title: 'Lingguhang top-up', description: 'Mga depositong naipasok ngayong linggo, Lunes hanggang Linggo.' },
      PT: { title: 'Recarga semanal', description: 'Depósitos creditados esta semana, de segunda a domingo.' },
    },
    period: 'WEEKLY',
    metric: 'DEPOSIT_AMOUNT',
    turnoverMultiplier: 5,
    milestones: [
      { target: peso(500), rewardMinor: peso(25) },
      { target: peso(2000), rewardMinor: peso(100) },
    ],
  },
  {
    title: 'Loyal player',
    description: 'Log in on different days this week.',
    translations: {
      TY: { title: 'Tapat na manlalaro', description: "Mag-log in sa iba't ibang araw ngayong linggo." },
      PT: { title: 'Jogador fiel', description: 'Entre em dias diferentes esta semana.' },
    },
    period: 'WEEKLY',
    metric: 'LOGIN_DAYS',
    turnoverMultiplier: 1,
    milestones: [
      { target: '3', rewardMinor: peso(10) },
      { target: '5', rewardMinor: peso(30) },
    ],
  },
];

const LEADERBOARDS = [
  {
    title: 'Weekly high rollers',
    translations: { TY: { title: 'Malalaking taya ng linggo' }, PT: { title: 'Grandes apostadores da semana' } },
    period: 'WEEKLY',
    metric: 'VALID_BET',
    prizesMinor: [peso(1000), peso(600), peso(400), peso(200), peso(200), peso(100), peso(100), peso(100)],
    turnoverMultiplier: 1,
    minValue: peso(100),
  },
  {
    title: 'Slots of the day',
    translations: { TY: { title: 'Slots ng araw' }, PT: { title: 'Slots do dia' } },
    period: 'DAILY',
    metric: 'VALID_BET',
    category: 'RNG',
    prizesMinor: [peso(150), peso(100), peso(50)],
    turnoverMultiplier: 1,
    minValue: peso(50),
  },
];

export const seedDemoMissions = async (app: FastifyInstance): Promise<boolean> => {
  if (await app.systemService.isSeedApplied(DEMO_MISSIONS_SEED_NAME)) return false;
  for (const mission of MISSIONS)
    await app.missionsService.createMission(CreateMissionRequestSchema.parse(mission), SEED_ACTOR);
  for (const board of LEADERBOARDS)
    await app.missionsService.createLeaderboard(CreateLeaderboardRequestSchema.parse(board), SEED_ACTOR);
  await app.systemService.markSeedApplied(DEMO_MISSIONS_SEED_NAME);
  return true;
};
