import type { z } from 'zod';

import type { UpsertChannelRequestSchema } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import type { PaymentsDeps } from './payments.context';
import type { ChannelRow, NewChannelRow } from './payments.repository';
import { toChannel } from './payments.views';

type ChannelInput = z.output<typeof UpsertChannelRequestSchema>;

const toStaffChannel = (row: ChannelRow) => ({
  ...toChannel(row),
  enabled: row.enabled,
  sortOrder: row.sortOrder,
  gateway: row.gateway,
  version: row.version,
});

/** The operator's deposit channels (back-office API). */
export const createPaymentChannels = ({ db, paymentsRepository, audit, gateways, clock }: PaymentsDeps) => {
  const toRow = async (input: ChannelInput): Promise<Omit<NewChannelRow, 'id'>> => {
    const fields: Record<string, string> = {};
    const configured = await gateways.keys();
    if (input.minMinor > input.maxMinor) fields.minMinor = 'The minimum must not exceed the maximum';
    if (input.kind === 'MANUAL' && !input.payee) fields.payee = 'A manual channel needs the account members pay into';
    if (input.kind === 'GATEWAY' && (!input.gateway || !configured.includes(input.gateway)))
      fields.gateway = `Choose a configured gateway: ${configured.join(', ')}`;
    if (Object.keys(fields).length > 0) throw new AppError('VALIDATION', 'channel refused', { fields });
    return {
      kind: input.kind,
      method: input.method,
      name: input.name,
      minMinor: input.minMinor,
      maxMinor: input.maxMinor,
      payeeBankName: input.payee?.bankName ?? null,
      payeeAccountName: input.payee?.accountName ?? null,
      payeeAccountNumber: input.payee?.accountNumber ?? null,
      gateway: input.kind === 'GATEWAY' ? input.gateway : null,
      instructions: input.instructions,
      enabled: input.enabled,
      sortOrder: input.sortOrder,
      updatedAt: clock.now(),
    };
  };

  return {
    /** The gateways this install is configured for (a gateway channel must name one). */
    configuredGateways: (): Promise<string[]> => gateways.keys(),
    async listChannelsForStaff() {
      return { channels: (await paymentsRepository.listChannels(false)).map(toStaffChannel) };
    },

    async createChannel(input: ChannelInput, actor: AuditActor) {
      const row = await toRow(input);
      return db.transaction(async (tx) => {
        const created = await paymentsRepository.insertChannel(row, tx);
        await audit.record(
          {
            actor,
            action: 'channel.create',
            targetKind: 'payment_channel',
            targetId: created.id,
            detail: { before: null, after: toStaffChannel(created) },
          },
          tx,
        );
        return toStaffChannel(created);
      });
    },

    /** Changes a channel as opened at `version`; STALE_RECORD (nothing changes) when it moved on. */
    async updateChannel(id: number, input: ChannelInput & { version: number }, actor: AuditActor) {
      const row = await toRow(input);
      return db.transaction(async (tx) => {
        const before = await paymentsRepository.findChannel(id, tx);
        if (!before) throw new AppError('NOT_FOUND', `channel ${id}`);
        const updated = await paymentsRepository.updateChannel(id, input.version, row, tx);
        if (!updated)
          throw new AppError('STALE_RECORD', `channel ${id} at version ${before.version}, edited at ${input.version}`, {
            current: toStaffChannel(before),
          });
        await audit.record(
          {
            actor,
            action: 'channel.update',
            targetKind: 'payment_channel',
            targetId: id,
            detail: { before: toStaffChannel(before), after: toStaffChannel(updated) },
          },
          tx,
        );
        return toStaffChannel(updated);
      });
    },
  };
};
