import { Alert, Anchor, Badge, Image, Loader, Select, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { parseAmount } from '@perya/contracts';

import type { MoneyApproval } from './money-api';
import { useProofImage } from './money-api';

// What the deposit, withdrawal and dispute queues share: the filters bar, "waiting for", the
// four-eyes state and the proof image viewer.

const DAY = /^\d{4}-\d{2}-\d{2}$/;

export type QueueFields = { status: string; memberAccount: string; min: string; max: string; from: string; to: string };

/** The filters bar's state and the query it sends (amounts typed in pesos, sent in centavos). */
export const useQueueFilters = (initialStatus: string) => {
  const [fields, setFields] = useState<QueueFields>({
    status: initialStatus,
    memberAccount: '',
    min: '',
    max: '',
    from: '',
    to: '',
  });
  const [debounced] = useDebouncedValue(fields, 300);
  const minor = (text: string) => {
    const value = text.trim() ? parseAmount(text.trim()) : null;
    return value === null ? undefined : value.toString();
  };
  const filters = {
    status: debounced.status,
    memberAccount: debounced.memberAccount.trim(),
    minAmountMinor: minor(debounced.min),
    maxAmountMinor: minor(debounced.max),
    from: DAY.test(debounced.from) ? debounced.from : undefined,
    to: DAY.test(debounced.to) ? debounced.to : undefined,
  };
  return { fields, setFields, filters };
};

export const QueueFiltersBar = ({
  fields,
  setFields,
  statuses,
}: {
  fields: QueueFields;
  setFields: (update: (current: QueueFields) => QueueFields) => void;
  statuses: readonly string[];
}) => {
  const { t } = useTranslation('admin-money');
  const set = (key: keyof QueueFields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [key]: value }));
  };
  return (
    <>
      <Select
        size="xs"
        w={170}
        label={t('filters.status')}
        data={[{ value: '', label: t('filters.any') }, ...statuses.map((status) => ({ value: status, label: status }))]}
        value={fields.status}
        onChange={(value) => setFields((current) => ({ ...current, status: value ?? '' }))}
        allowDeselect={false}
      />
      <TextInput
        size="xs"
        w={130}
        label={t('filters.member')}
        value={fields.memberAccount}
        onChange={set('memberAccount')}
      />
      <TextInput
        size="xs"
        w={100}
        label={t('filters.min')}
        inputMode="decimal"
        value={fields.min}
        onChange={set('min')}
      />
      <TextInput
        size="xs"
        w={100}
        label={t('filters.max')}
        inputMode="decimal"
        value={fields.max}
        onChange={set('max')}
      />
      <TextInput size="xs" w={140} type="date" label={t('filters.from')} value={fields.from} onChange={set('from')} />
      <TextInput size="xs" w={140} type="date" label={t('filters.to')} value={fields.to} onChange={set('to')} />
    </>
  );
};

/** Seconds waiting as "3 h 12 min" (empty once decided). */
export const Waiting = ({ seconds }: { seconds: number | null }) => {
  const { t } = useTranslation('admin-money');
  if (seconds === null) return null;
  const minutes = Math.floor(seconds / 60);
  const text =
    minutes < 60
      ? t('waiting.minutes', { minutes })
      : t('waiting.hours', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
  return (
    <Text fz="xs" c={minutes >= 30 ? 'red' : 'dimmed'}>
      {text}
    </Text>
  );
};

/** The four-eyes state of a row: who gave the first approval. */
export const PendingApprovalBadge = ({ approval }: { approval: MoneyApproval | null }) => {
  const { t } = useTranslation('admin-money');
  if (!approval) return null;
  return (
    <Badge size="sm" radius="sm" variant="outline" color="orange">
      {t('fourEyes.badge', { name: approval.requestedBy })}
    </Badge>
  );
};

export const FourEyesNotice = ({ approval }: { approval: MoneyApproval | null }) => {
  const { t } = useTranslation('admin-money');
  if (!approval) return null;
  return (
    <Alert color="orange" variant="light" title={t('fourEyes.title')}>
      {t('fourEyes.text', { name: approval.requestedBy })}
    </Alert>
  );
};

/** The member's proof of payment, full width, opening the full image in a new tab. */
export const ProofImage = ({ url }: { url: string | null }) => {
  const { t } = useTranslation('admin-money');
  const { src, failed } = useProofImage(url);
  if (!url) return <Text fz="sm">{t('proof.none')}</Text>;
  if (failed)
    return (
      <Text fz="sm" c="red">
        {t('proof.failed')}
      </Text>
    );
  if (!src) return <Loader size="sm" />;
  return (
    <Anchor href={src} target="_blank" rel="noreferrer">
      <Image src={src} alt={t('proof.alt')} radius="sm" mah={420} fit="contain" bg="gray.1" />
    </Anchor>
  );
};
