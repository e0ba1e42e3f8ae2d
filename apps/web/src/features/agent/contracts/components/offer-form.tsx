import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Select,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContractCategory, AgentContractKind, AgentContractPeriod, AgentRateType } from '@perya/contracts';
import {
  AGENT_CONTRACT_CATEGORIES,
  AGENT_CONTRACT_KINDS,
  AGENT_CONTRACT_PERIODS_BY_KIND,
  MAX_AGENT_CONTRACT_TIERS,
} from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';
import { errorText } from '@/lib/error-text';

import { useOfferContract } from '../api/contracts';
import type { FormErrorKey, TermsForm, TierRow } from '../utils/terms-form';
import { EMPTY_TIER, periodOf, termsOf } from '../utils/terms-form';

type TierErrors = Array<Partial<Record<keyof TierRow, FormErrorKey>>>;

type TermsFieldsProps = { form: TermsForm; onChange: (form: TermsForm) => void; errors: TierErrors };

/**
 * The terms being written: type, games, period where the type has one, and 1–10 tiers typed as
 * pesos and percentages (converted exactly by termsOf). Used by the offer form and by the
 * register centre's invitation links, which offer terms to everyone registering through them.
 */
export const TermsFields = ({ form, onChange, errors }: TermsFieldsProps) => {
  const { t } = useTranslation('agent-contracts');
  const periods = AGENT_CONTRACT_PERIODS_BY_KIND[form.kind];

  const setTier = (index: number, patch: Partial<TierRow>) =>
    onChange({ ...form, tiers: form.tiers.map((row, at) => (at === index ? { ...row, ...patch } : row)) });

  const fieldError = (index: number, field: keyof TierRow) => {
    const key = errors[index]?.[field];
    return key ? t(`form.${key}`) : undefined;
  };

  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Select
          label={t('form.kind')}
          data={AGENT_CONTRACT_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={form.kind}
          allowDeselect={false}
          onChange={(value) => {
            const kind = (value ?? form.kind) as AgentContractKind;
            onChange({ ...form, kind, period: periodOf(kind) });
          }}
        />
        <Select
          label={t('form.category')}
          data={AGENT_CONTRACT_CATEGORIES.map((category) => ({ value: category, label: t(`categories.${category}`) }))}
          value={form.category}
          allowDeselect={false}
          onChange={(value) => onChange({ ...form, category: (value ?? form.category) as AgentContractCategory })}
        />
        {periods.length > 0 ? (
          <Select
            label={t('form.period')}
            data={periods.map((period) => ({ value: period, label: t(`periods.${period}`) }))}
            value={form.period}
            allowDeselect={false}
            onChange={(value) => onChange({ ...form, period: (value ?? form.period) as AgentContractPeriod })}
          />
        ) : (
          <TextInput label={t('form.period')} value={t('periods.none')} readOnly variant="filled" />
        )}
      </SimpleGrid>
      <div>
        <Text fz="sm" fw={500} mb={4}>
          {t('form.rateType')}
        </Text>
        <SegmentedControl
          value={form.rateType}
          onChange={(value) => onChange({ ...form, rateType: value as AgentRateType })}
          data={[
            { value: 'P', label: t('tiers.percent') },
            { value: 'F', label: t('tiers.fixed') },
          ]}
        />
      </div>
      <Text fz="xs" c="dimmed">
        {t('tiers.help')}
      </Text>
      <Stack gap="xs">
        {form.tiers.map((row, index) => (
          <Group key={index} align="flex-start" gap="xs" wrap="wrap" data-testid={`tier-${index + 1}`}>
            <Text fz="sm" fw={600} w={56} pt={30}>
              {t('tiers.tier', { n: index + 1 })}
            </Text>
            <AmountInput
              label={t('tiers.validBet')}
              value={row.validBet}
              onChange={(validBet) => setTier(index, { validBet })}
              error={fieldError(index, 'validBet')}
              w={{ base: '100%', xs: 150 }}
            />
            {form.kind === 'DIVIDEND' && (
              <AmountInput
                label={t('tiers.netLoss')}
                value={row.netLoss}
                onChange={(netLoss) => setTier(index, { netLoss })}
                error={fieldError(index, 'netLoss')}
                w={{ base: '100%', xs: 150 }}
              />
            )}
            <TextInput
              label={t('tiers.activeMembers')}
              inputMode="numeric"
              value={row.activeMembers}
              onChange={(event) => setTier(index, { activeMembers: event.currentTarget.value.replace(/[^\d]/g, '') })}
              error={fieldError(index, 'activeMembers')}
              w={{ base: '100%', xs: 120 }}
            />
            {form.rateType === 'P' ? (
              <TextInput
                label={t('tiers.rate')}
                inputMode="decimal"
                rightSection={<Text fz="sm">%</Text>}
                placeholder="0.00"
                value={row.rate}
                onChange={(event) => setTier(index, { rate: event.currentTarget.value.replace(/[^\d.]/g, '') })}
                error={fieldError(index, 'rate')}
                w={{ base: '100%', xs: 120 }}
              />
            ) : (
              <AmountInput
                label={t('tiers.rate')}
                value={row.rate}
                onChange={(rate) => setTier(index, { rate })}
                error={fieldError(index, 'rate')}
                w={{ base: '100%', xs: 150 }}
              />
            )}
            {form.tiers.length > 1 && (
              <ActionIcon
                variant="subtle"
                color="red"
                mt={28}
                aria-label={t('tiers.remove', { n: index + 1 })}
                onClick={() => onChange({ ...form, tiers: form.tiers.filter((_, at) => at !== index) })}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          variant="default"
          leftSection={<IconPlus size={16} />}
          disabled={form.tiers.length >= MAX_AGENT_CONTRACT_TIERS}
          onClick={() => onChange({ ...form, tiers: [...form.tiers, { ...EMPTY_TIER }] })}
        >
          {t('tiers.add')}
        </Button>
      </Group>
    </>
  );
};

type OfferFormProps = {
  downlineId: number;
  downlineAccount: string;
  form: TermsForm;
  onChange: (form: TermsForm) => void;
  onSent: () => void;
};

/** The upline's offer to one direct downline. The server checks the ceiling and the tiers again and answers in the agent's language. */
export const OfferForm = ({ downlineId, downlineAccount, form, onChange, onSent }: OfferFormProps) => {
  const { t } = useTranslation('agent-contracts');
  const offer = useOfferContract(downlineId);
  const [errors, setErrors] = useState<TierErrors>([]);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    const result = termsOf(form);
    if (!result.terms) {
      setErrors(result.errors);
      return;
    }
    setErrors([]);
    offer.mutate(result.terms, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('downline.offered', { account: downlineAccount }) });
        onSent();
      },
      onError: (error) => setFailure(errorText(error, t)),
    });
  };

  return (
    <Stack gap="md" data-testid="offer-form">
      <TermsFields form={form} onChange={onChange} errors={errors} />
      {failure && (
        <Alert color="red" variant="light" data-testid="offer-error">
          {failure}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button color="gold" onClick={submit} loading={offer.isPending}>
          {t('actions.offer')}
        </Button>
      </Group>
    </Stack>
  );
};
