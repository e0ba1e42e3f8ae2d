import { randomBytes, randomUUID } from 'node:crypto';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import {
  createCaller,
  demoMemberIds,
  expectRefusal,
  loginMember,
  loginStaff,
  valueOf,
} from '../../testing/api-session';
import { countRows, createTestClock, queryRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// List screening (decision 038): the operator's CSV stands in for the NDRP; a member on it is held
// at login (no deposit, no game) until staff clear the hit as a false positive.

const GOOD_CSV = [
  'full_name,birthday,reference',
  '"BAUTISTA, Ana",,NDRP-0001',
  'Pedro Penduko,1980-02-29,NDRP-0002',
  '',
].join('\n');

describe('screening', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Date.now() + 86_400_000));
  const token = { player02: '', staff: '' };
  const memberId = { player02: 0 };
  let channelId = 0;
  let nodeId = 0;

  const importCsv = (csv: string, lang = 'EN') =>
    call('POST', '/wps/admin/compliance/screening/import', token.staff, { csv }, lang);
  const hits = async (status = 'OPEN') =>
    valueOf(await call('GET', `/wps/admin/compliance/screening?status=${status}`, token.staff));
  const deposit = (lang = 'EN') =>
    call(
      'POST',
      '/wps/v2/deposits',
      token.player02,
      { requestId: randomUUID(), channelId, amountMinor: '50000', referenceNo: `GC${randomBytes(6).toString('hex')}` },
      lang,
    );

  beforeAll(async () => {
    sut = await createTestApp({
      seedDemo: true,
      clock,
      config: { publicUrl: 'http://portal.test', providerLaunchUrl: 'http://provider.test' },
    });
    call = createCaller(sut.app);
    Object.assign(memberId, await demoMemberIds(sut.app, ['player02']));
    token.staff = await loginStaff(sut.app);
    const [game] = await queryRows<{ nodeId: string }>(
      sut.database,
      'select node_id as "nodeId" from games where is_enabled and not is_maintenance order by node_id limit 1',
    );
    nodeId = Number(game?.nodeId);
  });
  afterAll(async () => {
    await sut.close();
  });

  describe('the list import', () => {
    it('should import nothing from a file with bad rows, and name each row', async () => {
      const refused = await importCsv(
        [
          'full_name,birthday,reference',
          'Good Person,1990-01-01,A1',
          ',1990-01-01,A2',
          'Bad Date,1990-02-30,A3',
          'Too,Many,Fields,Here',
          '"Unclosed quote,,A5',
          `${'X'.repeat(300)},,A6`,
        ].join('\n'),
      );
      expectRefusal(refused, 400, 'SCREENING_CSV_INVALID');
      expect(refused.json().value.errors.map((error: { line: number }) => error.line)).toEqual([3, 4, 5, 6, 7]);
      expect(await countRows(sut.database, 'screening_entries')).toBe(0);
    });

    it('should refuse a wrong header, a NUL byte and a file over the size limit, in the caller language', async () => {
      const header = await importCsv('name,dob\nAna,', 'TY');
      expectRefusal(header, 400, 'SCREENING_CSV_INVALID');
      expect(header.json().message).toContain('walang na-import');
      expectRefusal(await importCsv('full_name,birthday,reference\nAna\u0000,,'), 400, 'VALIDATION');
      const huge = await importCsv(`full_name,birthday,reference\n${'A'.repeat(3 * 1024 * 1024)},,`);
      expect([400, 413]).toContain(huge.statusCode);
      expect(await countRows(sut.database, 'screening_entries')).toBe(0);
    });

    it('should import a good file whole, and replace the list on the next import (audited)', async () => {
      expect(valueOf(await importCsv(GOOD_CSV))).toEqual({ imported: 2, errors: [] });
      expect((await hits()).listSize).toBe(2);
      const audit = valueOf(await call('GET', '/wps/admin/audit?action=compliance.screening.import', token.staff)).list;
      expect(audit[0]).toMatchObject({ action: 'compliance.screening.import', detail: { people: 2 } });
    });
  });

  describe('a member on the list', () => {
    it('should be held at login: the hit goes to the queue, deposits and games are refused', async () => {
      token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
      const channels = valueOf(await call('GET', '/wps/v2/deposit/channels', token.player02)).channels as Array<{
        id: number;
        kind: string;
      }>;
      channelId = channels.find((channel) => channel.kind === 'MANUAL')?.id ?? 0;

      const queue = (await hits()).list;
      expect(queue).toHaveLength(1);
      expect(queue[0]).toMatchObject({
        memberAccount: 'player02',
        stage: 'LOGIN',
        matchedName: 'BAUTISTA, Ana',
        listReference: 'NDRP-0001',
        status: 'OPEN',
      });
      const deposits = await countRows(sut.database, 'deposits');
      const refused = await deposit('TY');
      expectRefusal(refused, 403, 'SCREENING_HOLD');
      expect(refused.json().message).toContain('compliance');
      expectRefusal(await call('POST', '/wps/game/launchGame', token.player02, { nodeId }), 403, 'SCREENING_HOLD');
      expect(await countRows(sut.database, 'deposits')).toBe(deposits);
      expect(valueOf(await call('GET', '/wps/compliance/kyc', token.player02)).screeningHold).toBe(true);
    });

    it('should not raise the same hit twice at the next login', async () => {
      token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
      expect((await hits()).list).toHaveLength(1);
    });

    it('should free the member once staff clear the hit as a false positive, and not raise it again', async () => {
      const [hit] = (await hits()).list;
      expectRefusal(
        await call('POST', `/wps/admin/compliance/screening/${hit.id}/decision`, token.staff, {
          decision: 'MAYBE',
          reason: 'x',
        }),
        400,
        'VALIDATION',
      );
      valueOf(
        await call('POST', `/wps/admin/compliance/screening/${hit.id}/decision`, token.staff, {
          decision: 'CLEAR',
          reason: 'Different person: birthday and ID differ',
        }),
      );
      expect(valueOf(await call('POST', '/wps/game/launchGame', token.player02, { nodeId }))).toHaveProperty('url');
      // Past the hold: the deposit now meets the channel's own rule (a payment screenshot).
      expect((await deposit()).json().value.fields).toHaveProperty('proofUploadId');
      token.player02 = await loginMember(sut.app, sut.database, 'player02', 'Player2026');
      expect((await hits()).list).toHaveLength(0);
      expect((await hits('CLEARED')).list[0]).toMatchObject({ reviewedBy: 'admin', status: 'CLEARED' });
      expectRefusal(
        await call('POST', `/wps/admin/compliance/screening/${hit.id}/decision`, token.staff, {
          decision: 'CONFIRM',
          reason: 'changed my mind',
        }),
        409,
        'ALREADY_PROCESSED',
      );
    });

    it('should screen at registration and at KYC too, under the name given', async () => {
      const member = await sut.app.membersService.createMember({
        account: 'penduko80',
        password: 'Penduko2026',
        type: 0,
        payeeName: 'Pedro Penduko',
        birthday: '1980-02-29',
      });
      await sut.app.complianceService.afterRegistration(member.id);
      const queue = (await hits()).list;
      expect(queue.find((row: { memberAccount: string }) => row.memberAccount === 'penduko80')).toMatchObject({
        stage: 'REGISTRATION',
        listReference: 'NDRP-0002',
      });
      // Same name, another birthday on the list: no hit.
      const namesake = await sut.app.membersService.createMember({
        account: 'penduko99',
        password: 'Penduko2026',
        type: 0,
        payeeName: 'Pedro Penduko',
        birthday: '1999-01-01',
      });
      expect(await sut.app.complianceService.screening.screenMember(namesake.id, 'KYC')).toBe(false);
    });
  });
});
