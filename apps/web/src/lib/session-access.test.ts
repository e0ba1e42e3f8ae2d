import { describe, expect, it } from 'vitest';

import { refusalBeforeSending } from './session-access';

const member = { token: 't', isTrial: false, mustChangePassword: false };

describe('refusalBeforeSending', () => {
  it('should let a member call member routes, and leave guests to the server', () => {
    expect(refusalBeforeSending('GET', '/wps/relay/MCSFE_getFavoriteGames', member)).toBeNull();
    expect(refusalBeforeSending('GET', '/wps/relay/MCSFE_getFavoriteGames', { ...member, token: null })).toBeNull();
  });

  it('should refuse member routes to a trial account, not player or public ones', () => {
    const trial = { ...member, isTrial: true };
    expect(refusalBeforeSending('GET', '/wps/relay/MCSFE_getFavoriteGames', trial)).toBe('TRIAL_FORBIDDEN');
    expect(refusalBeforeSending('GET', '/wps/relay/GCS_merchantWallet', trial)).toBeNull();
    expect(refusalBeforeSending('GET', '/wps/system/status', trial)).toBeNull();
  });

  it('should match routes with path parameters', () => {
    const trial = { ...member, isTrial: true };
    expect(refusalBeforeSending('DELETE', '/wps/session/devices/42', trial)).toBe('TRIAL_FORBIDDEN');
  });

  it('should allow only the password change, member info and logout to a held session', () => {
    const held = { ...member, mustChangePassword: true };
    expect(refusalBeforeSending('POST', '/wps/member/password', held)).toBeNull();
    expect(refusalBeforeSending('GET', '/wps/member/info', held)).toBeNull();
    expect(refusalBeforeSending('DELETE', '/wps/session/logout', held)).toBeNull();
    expect(refusalBeforeSending('GET', '/wps/system/permission', held)).toBeNull();
    expect(refusalBeforeSending('GET', '/wps/relay/GCS_merchantWallet', held)).toBe('PASSWORD_CHANGE_REQUIRED');
  });
});
