import { describe, expect, it } from 'vitest';

import { CreateLeaderboardRequestSchema, CreateMissionRequestSchema } from './missions';

// Refinements run after a failed regex too: a comparison that called BigInt on 'x' threw, and the
// API answered 500 instead of 400 (found by the OpenAPI fuzz on POST /wps/admin/leaderboards).
describe('mission and leaderboard requests with digits that are not digits', () => {
  const mission = {
    title: 'Spin on slots',
    period: 'DAILY',
    metric: 'VALID_BET',
    turnoverMultiplier: 1,
    milestones: [{ target: '100', rewardMinor: '10' }],
  };
  const leaderboard = {
    title: 'Weekly',
    period: 'WEEKLY',
    metric: 'VALID_BET',
    turnoverMultiplier: 1,
    prizesMinor: ['100'],
  };

  it.each([['x'], ['1.5'], ['-1'], ['']])('should refuse the value %j, not throw', (bad) => {
    expect(CreateLeaderboardRequestSchema.safeParse({ ...leaderboard, prizesMinor: [bad] }).success).toBe(false);
    expect(CreateLeaderboardRequestSchema.safeParse({ ...leaderboard, prizesMinor: ['100', bad] }).success).toBe(false);
    expect(
      CreateMissionRequestSchema.safeParse({ ...mission, milestones: [{ target: bad, rewardMinor: '10' }] }).success,
    ).toBe(false);
    expect(
      CreateMissionRequestSchema.safeParse({
        ...mission,
        milestones: [
          { target: '100', rewardMinor: '10' },
          { target: bad, rewardMinor: bad },
        ],
      }).success,
    ).toBe(false);
  });

  it('should still refuse rising prizes and falling targets', () => {
    expect(CreateLeaderboardRequestSchema.safeParse({ ...leaderboard, prizesMinor: ['100', '200'] }).success).toBe(
      false,
    );
    expect(
      CreateMissionRequestSchema.safeParse({
        ...mission,
        milestones: [
          { target: '200', rewardMinor: '10' },
          { target: '100', rewardMinor: '10' },
        ],
      }).success,
    ).toBe(false);
  });
});
