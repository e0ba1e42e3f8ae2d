import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Caller } from '../../testing/api-session';
import { createCaller, expectRefusal, openSession, staffSession, valueOf } from '../../testing/api-session';
import { createTestClock, queryRows } from '../../testing/auth-helpers';
import { dropRequest, newMember } from '../../testing/red-envelope-fixtures';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// One claim per drop per device and per network address (decision 052): a second account on the
// same browser or the same address is refused with its own code, nothing moves; the guards are on
// unless staff turn them off per drop. The race of two accounts on one device is in
// red-envelopes.race.pg.test.ts.

const MINUTE = 60_000;
const CLAIM = '/wps/relay/MCS2_claimRafflePromotion';
const DEVICE_A = 'deviceAAAAAAAAAAAAAAAA';
const DEVICE_B = 'deviceBBBBBBBBBBBBBBBB';
const DEVICE_C = 'deviceCCCCCCCCCCCCCCCC';

describe('red envelope claim guards', () => {
  let sut: TestApp;
  let call: Caller;
  const clock = createTestClock(new Date(Math.floor(Date.now() / MINUTE) * MINUTE));
  let marketing = '';

  beforeAll(async () => {
    sut = await createTestApp({ clock });
    call = createCaller(sut.app);
    marketing = await staffSession(sut.app, 'MARKETING');
  });
  afterAll(async () => {
    await sut.close();
  });

  const member = async () => {
    const id = await newMember(sut.app.database.db, 'rg', 0);
    return { id, token: await openSession(sut.app, id) };
  };
  /** A claim from this address and (when given) this browser's device id. */
  const claim = (
    token: string,
    dropId: number,
    from: { ip: string; device?: string },
    lang = 'EN',
  ): Promise<LightMyRequestResponse> =>
    sut.app.inject({
      method: 'POST',
      url: CLAIM,
      remoteAddress: from.ip,
      headers: {
        authorization: `Bearer ${token}`,
        'x-lang': lang,
        ...(from.device ? { 'x-device-id': from.device } : {}),
      },
      payload: { dropId },
    });
  const createDrop = async (overrides: Record<string, unknown>) => {
    const request: Record<string, unknown> = dropRequest(new Date(clock.now().getTime() - MINUTE), overrides);
    if (!('claimGuards' in overrides)) delete request.claimGuards;
    return valueOf(await call('POST', '/wps/admin/red-envelopes', marketing, request)).drops[0] as {
      id: number;
      version: number;
      claimGuards: string[];
    };
  };
  const claimedCount = async (dropId: number) => {
    const [row] = await queryRows<{ claimed: number; transfers: number }>(
      sut.database,
      `select (select count(*)::int from red_envelope_allocations where drop_id = $1 and member_id is not null) as claimed,
              (select count(*)::int from ledger_transfers) as transfers`,
      [dropId],
    );
    return row;
  };

  it('should guard device and address by default and refuse a second account on either, moving nothing', async () => {
    const drop = await createDrop({});
    expect(drop.claimGuards).toEqual(['DEVICE', 'IP']);
    const [alice, bob, carol, dave] = [await member(), await member(), await member(), await member()];

    valueOf(await claim(alice.token, drop.id, { ip: '10.1.0.1', device: DEVICE_A }));
    const before = await claimedCount(drop.id);

    const sameDevice = await claim(bob.token, drop.id, { ip: '10.1.0.2', device: DEVICE_A }, 'TY');
    expectRefusal(sameDevice, 409, 'RED_ENVELOPE_SAME_DEVICE');
    expect(sameDevice.json().message).toContain('device na ito');
    const sameAddress = await claim(carol.token, drop.id, { ip: '10.1.0.1', device: DEVICE_B }, 'PT');
    expectRefusal(sameAddress, 409, 'RED_ENVELOPE_SAME_IP');
    expect(sameAddress.json().message).toContain('endereço de rede');
    expect(await claimedCount(drop.id)).toEqual(before);

    // Another device on another address is a different person: paid.
    valueOf(await claim(dave.token, drop.id, { ip: '10.1.0.3', device: DEVICE_C }));
    // Alice asking again is her own claim, not a guard hit.
    expectRefusal(
      await claim(alice.token, drop.id, { ip: '10.1.0.1', device: DEVICE_A }),
      409,
      'RED_ENVELOPE_ALREADY_CLAIMED',
    );
  });

  it('should take the device of the session when the claim leaves the header out', async () => {
    const drop = await createDrop({});
    const [erin, frank] = [await member(), await member()];
    await queryRows(sut.database, 'update sessions set device_id = $1 where member_id = any($2::bigint[])', [
      DEVICE_B,
      [erin.id, frank.id],
    ]);
    valueOf(await claim(erin.token, drop.id, { ip: '10.2.0.1' }));
    expectRefusal(await claim(frank.token, drop.id, { ip: '10.2.0.2' }), 409, 'RED_ENVELOPE_SAME_DEVICE');
  });

  it('should let staff keep only the device guard, or turn both off, per drop (audited)', async () => {
    const deviceOnly = await createDrop({ claimGuards: ['DEVICE'] });
    expect(deviceOnly.claimGuards).toEqual(['DEVICE']);
    const [gina, hugo, ivan, jill] = [await member(), await member(), await member(), await member()];
    // One address (a shop's wifi, a carrier's shared address) with two phones: both paid.
    valueOf(await claim(gina.token, deviceOnly.id, { ip: '10.3.0.1', device: DEVICE_A }));
    valueOf(await claim(hugo.token, deviceOnly.id, { ip: '10.3.0.1', device: DEVICE_B }));
    expectRefusal(
      await claim(ivan.token, deviceOnly.id, { ip: '10.3.0.9', device: DEVICE_A }),
      409,
      'RED_ENVELOPE_SAME_DEVICE',
    );

    // A scheduled drop edited to no guards: two accounts on one device and address are both paid.
    const later = valueOf(
      await call(
        'POST',
        '/wps/admin/red-envelopes',
        marketing,
        dropRequest(new Date(clock.now().getTime() + 10 * MINUTE), { claimGuards: ['DEVICE', 'IP'] }),
      ),
    ).drops[0] as { id: number; version: number; opensAt: string; closesAt: string };
    const { kind: _kind, startsAt: _startsAt, endsAt: _endsAt, ...rules } = dropRequest(new Date(), {});
    const edited = valueOf(
      await call('PUT', `/wps/admin/red-envelopes/${later.id}`, marketing, {
        ...rules,
        version: later.version,
        opensAt: later.opensAt,
        closesAt: later.closesAt,
        claimGuards: [],
      }),
    );
    expect(edited.claimGuards).toEqual([]);
    clock.advance(11 * MINUTE);
    valueOf(await claim(ivan.token, later.id, { ip: '10.4.0.1', device: DEVICE_C }));
    valueOf(await claim(jill.token, later.id, { ip: '10.4.0.1', device: DEVICE_C }));
    const audited = await queryRows<{ detail: { after?: { claimGuards?: string[] } } }>(
      sut.database,
      `select detail from audit_log where action = 'redEnvelope.update' and target_id = $1`,
      [String(later.id)],
    );
    expect(JSON.stringify(audited)).toContain('claimGuards');
  });
});
