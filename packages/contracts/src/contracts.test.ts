import { describe, expect, it } from 'vitest';

import { HTTP_STATUS_BY_CODE, RESULT_CODES } from './errors';
import type { WhitelabelNode } from './feature-flags';
import { FEATURE_FLAGS, isFlagOn } from './feature-flags';
import { RESULT_MESSAGES, resultMessage } from './result-messages';
import { GAME_CATEGORIES, PORTAL_ROUTES, isGamePagePath, isPortalPagePath } from './routes';
import { messageForIssue } from './validation-messages';

describe('result codes', () => {
  it('should have a message in every complete language for every code', () => {
    for (const code of RESULT_CODES) {
      for (const language of ['EN', 'TY', 'PT'] as const) expect(RESULT_MESSAGES[code][language]).toMatch(/\S/);
    }
  });

  it('should map every error code to a 4xx or 5xx status', () => {
    for (const code of RESULT_CODES.filter((value) => value !== 'OK')) {
      expect(HTTP_STATUS_BY_CODE[code]).toBeGreaterThanOrEqual(400);
    }
  });

  it('should carry the spec wording for login and trial refusals', () => {
    expect(resultMessage('AUTH_REQUIRED', 'EN')).toBe('You are not logged in, please login.');
    expect(resultMessage('TRIAL_FORBIDDEN', 'EN')).toBe('Please Register an Account first');
  });

  it('should answer the agent centre in Chinese where it has a line, else in English', () => {
    expect(resultMessage('NOT_IN_TEAM', 'CN')).toBe('该会员不在您的团队中。');
    expect(resultMessage('CONTRACT_RATE_ABOVE_UPLINE', 'CN')).toMatch(/比例/);
    expect(resultMessage('PLAY_BLOCKED', 'CN')).toBe(RESULT_MESSAGES.PLAY_BLOCKED.EN);
    expect(resultMessage('NOT_IN_TEAM', 'TW')).toBe(RESULT_MESSAGES.NOT_IN_TEAM.EN);
  });
});

describe('feature flags', () => {
  it('should name every flag of spec §6', () => {
    const ids = FEATURE_FLAGS.map((flag) => flag.modId);
    for (const id of [
      'USERNAMEREG3',
      'MOBILENUMREG3',
      'MOBILENUMPASSREG3',
      'REGMOBVERF3',
      'CHNGPASSVERIF3',
      'CHNGPASSMAIL3',
      'FREEPLAY3',
      'PWDEXPFORCECHANGE3',
      'MOBILEVERCODELOGIN3',
      'AGENTPOLICY3',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('should count a flag on only under enabled ancestors', () => {
    const tree: WhitelabelNode[] = [
      {
        modId: 'A',
        enabled: '1',
        childrenNodes: [
          { modId: 'A1', enabled: '1', childrenNodes: [] },
          { modId: 'A2', enabled: '0', childrenNodes: [] },
        ],
      },
      { modId: 'B', enabled: '0', childrenNodes: [{ modId: 'B1', enabled: '1', childrenNodes: [] }] },
    ];
    expect(isFlagOn(tree, 'A1')).toBe(true);
    expect(isFlagOn(tree, 'A2')).toBe(false);
    expect(isFlagOn(tree, 'B1')).toBe(false);
    expect(isFlagOn(tree, 'MISSING')).toBe(false);
  });
});

describe('routes', () => {
  it('should list every route of spec §2.1', () => {
    const paths = PORTAL_ROUTES.map((route) => route.path);
    for (const path of [
      '/',
      '/index',
      '/index.html',
      '/home',
      '/login',
      '/register',
      '/agent',
      '/agentHome',
      '/member',
      '/help',
      '/helpmc',
      '/favorite',
      '/recent',
      '/promotions',
      '/pointMall',
      '/lottery',
      '/seaLottery',
      '/vnLottery',
      '/seamless',
      '/sports',
      '/esports',
      '/lott',
      '/elott',
      '/cockfight',
      '/live',
      '/fish',
      '/rng',
      '/pvp',
      '/bgs',
      '/bingo',
    ]) {
      expect(paths).toContain(path);
    }
  });

  it('should map categories to their page ids', () => {
    expect(GAME_CATEGORIES.find((category) => category.code === 'BGS')).toMatchObject({
      path: '/bgs',
      pageId: 'w_bgs',
      labelKey: 'in_house',
    });
  });

  it('should tell portal pages from unknown paths, case-insensitively and ignoring a trailing slash', () => {
    expect(isPortalPagePath('/agenthome')).toBe(true);
    expect(isPortalPagePath('/rng/')).toBe(true);
    expect(isPortalPagePath('/member/depositv2')).toBe(true);
    expect(isPortalPagePath('/fair/dice')).toBe(true);
    expect(isPortalPagePath('/nope')).toBe(false);
  });

  it('should know the game pages that hide the side menu', () => {
    expect(isGamePagePath('/seamless')).toBe(true);
    expect(isGamePagePath('/vnLottery')).toBe(true);
    expect(isGamePagePath('/rng')).toBe(false);
  });
});

describe('messageForIssue', () => {
  it('should word a missing value as required', () => {
    expect(messageForIssue({ code: 'invalid_type', expected: 'string', input: undefined }, 'EN')).toBe(
      'Input cannot be empty.',
    );
  });

  it('should word length limits with their numbers', () => {
    expect(messageForIssue({ code: 'too_big', origin: 'string', maximum: 140 }, 'TY')).toBe(
      'Dapat hindi hihigit sa 140 na character.',
    );
    expect(messageForIssue({ code: 'too_small', origin: 'number', minimum: 1 }, 'PT')).toBe('Deve ser pelo menos 1.');
  });
});
