import { Alert, Button, Group, Modal, NumberInput, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { PointConfig, PointItem } from '@perya/contracts';
import { POINTS_MAX_QUANTITY } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { ApiError } from '@/lib/api-client';
import { useMoneyMutation } from '@/lib/money-mutation';

import { POINTS_KEY, convertPoints, redeemReward } from '../api/points';
import { formatPoints } from '../utils/format';

type RedeemInput = { itemId: number; quantity: number; paymentPassword: string };
type ConvertInput = { points: string; paymentPassword: string };

const redeem = (input: RedeemInput, requestId: string) => redeemReward({ ...input, requestId });
const convert = (input: ConvertInput, requestId: string) => convertPoints({ ...input, requestId });

const PasswordField = (props: ReturnType<ReturnType<typeof useForm>['getInputProps']>) => {
  const { t } = useTranslation('points');
  return (
    <PasswordInput
      label={t('spend.paymentPassword')}
      autoComplete="off"
      inputMode="numeric"
      leftSection={<IconLock size={16} />}
      data-testid="points-payment-password"
      {...props}
    />
  );
};

/** Redeem an item (MCS2_redeemPointReward): how many, the payment password, then it is done. */
export const RedeemDialog = ({
  item,
  points,
  onClose,
}: {
  item: PointItem | null;
  points: bigint;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('points');
  const request = useMoneyMutation({
    mutationFn: redeem,
    intentOf: (input: RedeemInput) => `redeem:${input.itemId}:${input.quantity}`,
    invalidates: [POINTS_KEY],
  });
  const form = useForm({
    initialValues: { quantity: 1 as number | string, paymentPassword: '' },
    validate: {
      quantity: (value) =>
        typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= POINTS_MAX_QUANTITY
          ? null
          : t('spend.quantityInvalid', { max: POINTS_MAX_QUANTITY }),
      paymentPassword: (value) => (value ? null : t('spend.paymentPasswordRequired')),
    },
  });
  const quantity = typeof form.values.quantity === 'number' ? form.values.quantity : 0;
  const cost = item ? BigInt(item.pointsRequired) * BigInt(Math.max(quantity, 0)) : 0n;

  const close = () => {
    if (request.isBusy) return;
    form.reset();
    onClose();
  };

  const submit = async (values: typeof form.values) => {
    if (!item) return;
    const outcome = await request.submit({
      itemId: item.id,
      quantity: Number(values.quantity),
      paymentPassword: values.paymentPassword,
    });
    if (outcome.ok) {
      const goods = outcome.result.redemption.kind === 'GOODS';
      notifications.show({
        color: 'green',
        title: t('spend.redeemedTitle'),
        message: goods ? t('spend.redeemedGoods') : t('spend.redeemedPaid'),
      });
      form.reset();
      onClose();
      return;
    }
    if (outcome.isAmbiguous) return;
    if (outcome.failure instanceof ApiError && outcome.failure.code === 'PAYMENT_PASSWORD_INCORRECT') {
      form.setFieldValue('paymentPassword', '');
      form.setFieldError('paymentPassword', outcome.message);
      return;
    }
    form.setErrors({ quantity: outcome.message });
  };

  return (
    <Modal opened={item !== null} onClose={close} title={t('spend.redeemTitle')} size="sm">
      {item && (
        <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
          <Stack gap="sm">
            <Text fw={700}>{item.title}</Text>
            <NumberInput
              label={t('spend.quantity')}
              min={1}
              max={Math.min(POINTS_MAX_QUANTITY, Math.max(item.stock, 1))}
              allowDecimal={false}
              allowNegative={false}
              {...form.getInputProps('quantity')}
            />
            <Group justify="space-between">
              <Text fz="sm" c="dimmed">
                {t('spend.cost')}
              </Text>
              <Text fz="sm" fw={700} c={cost > points ? 'red.4' : 'gold.4'} data-testid="redeem-cost">
                {t('points', { count: Number(cost), value: formatPoints(cost, i18n.language) })}
              </Text>
            </Group>
            <PasswordField {...form.getInputProps('paymentPassword')} />
            {request.retryError && (
              <Alert color="ruby" variant="light" role="alert">
                {request.retryError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close} disabled={request.isBusy}>
                {t('spend.cancel')}
              </Button>
              <Button type="submit" loading={request.isBusy} data-testid="confirm-redeem">
                {t('spend.redeem')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
};

/** Convert points to cash (MCS2_convertPoint) at the published value, behind the payment password. */
export const ConvertDialog = ({
  opened,
  config,
  points,
  onClose,
}: {
  opened: boolean;
  config: PointConfig;
  points: bigint;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation('points');
  const request = useMoneyMutation({
    mutationFn: convert,
    intentOf: (input: ConvertInput) => `convert:${input.points}`,
    invalidates: [POINTS_KEY],
  });
  const step = BigInt(config.convertStepPoints);
  const min = BigInt(config.convertMinPoints);
  const form = useForm({
    initialValues: { points: '', paymentPassword: '' },
    validate: {
      points: (value) => {
        if (!/^\d{1,16}$/.test(value)) return t('spend.pointsInvalid');
        const wanted = BigInt(value);
        if (wanted < min || wanted % step !== 0n)
          return t('spend.pointsStep', { min: formatPoints(min, i18n.language), step: config.convertStepPoints });
        if (wanted > points) return t('spend.pointsOver');
        return null;
      },
      paymentPassword: (value) => (value ? null : t('spend.paymentPasswordRequired')),
    },
  });
  const wanted = /^\d{1,16}$/.test(form.values.points) ? BigInt(form.values.points) : 0n;
  const value = (wanted * BigInt(config.pointValueMinorPer100)) / 100n;

  const close = () => {
    if (request.isBusy) return;
    form.reset();
    onClose();
  };

  const submit = async (values: typeof form.values) => {
    const outcome = await request.submit({ points: values.points, paymentPassword: values.paymentPassword });
    if (outcome.ok) {
      notifications.show({ color: 'green', title: t('spend.convertedTitle'), message: t('spend.converted') });
      form.reset();
      onClose();
      return;
    }
    if (outcome.isAmbiguous) return;
    if (outcome.failure instanceof ApiError && outcome.failure.code === 'PAYMENT_PASSWORD_INCORRECT') {
      form.setFieldValue('paymentPassword', '');
      form.setFieldError('paymentPassword', outcome.message);
      return;
    }
    form.setErrors({ points: outcome.message });
  };

  return (
    <Modal opened={opened} onClose={close} title={t('spend.convertTitle')} size="sm">
      <form noValidate onSubmit={form.onSubmit((values) => void submit(values))}>
        <Stack gap="sm">
          <TextInput
            label={t('spend.pointsToConvert')}
            inputMode="numeric"
            description={t('spend.pointsStep', {
              min: formatPoints(min, i18n.language),
              step: config.convertStepPoints,
            })}
            data-testid="convert-points"
            {...form.getInputProps('points')}
          />
          <Group justify="space-between">
            <Text fz="sm" c="dimmed">
              {t('spend.youGet')}
            </Text>
            <MoneyText minor={value} fz="sm" fw={700} c="gold.4" />
          </Group>
          {config.convertTurnoverMultiplier > 0 && (
            <Text fz="xs" c="dimmed">
              {t('spend.convertTurnover', { multiplier: config.convertTurnoverMultiplier })}
            </Text>
          )}
          <PasswordField {...form.getInputProps('paymentPassword')} />
          {request.retryError && (
            <Alert color="ruby" variant="light" role="alert">
              {request.retryError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={request.isBusy}>
              {t('spend.cancel')}
            </Button>
            <Button type="submit" loading={request.isBusy} data-testid="confirm-convert">
              {t('spend.convert')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
