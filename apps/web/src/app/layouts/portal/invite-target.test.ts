import { describe, expect, it } from 'vitest';

import { inviteTargetOf } from './invite-target';

describe('the invite-friends entry (spec §2.3)', () => {
  it('should send visitors to register, agents to the register centre and members to referral only when it is on', () => {
    expect(inviteTargetOf({ isSignedIn: false, isAgent: false, isReferralEnabled: false })).toBe('/register');
    expect(inviteTargetOf({ isSignedIn: true, isAgent: true, isReferralEnabled: false })).toBe(
      '/agentHome/registerCenter',
    );
    expect(inviteTargetOf({ isSignedIn: true, isAgent: false, isReferralEnabled: false })).toBeNull();
    expect(inviteTargetOf({ isSignedIn: true, isAgent: false, isReferralEnabled: true })).toBe('/member/referral');
  });
});
