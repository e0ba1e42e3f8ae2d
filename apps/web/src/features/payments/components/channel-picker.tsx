import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { PaymentChannel } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { METHOD_LOOK, MethodIcon } from './method-icon';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

type ChannelPickerProps = {
  channels: PaymentChannel[];
  value: string | null;
  onChange: (channelId: string) => void;
  error?: string | null;
};

/** Step 1: one card per channel, with its method's mark, its name and its limits. */
export const ChannelPicker = ({ channels, value, onChange, error }: ChannelPickerProps) => {
  const { t } = useTranslation('payments');
  return (
    // The step heading above names the group on screen; the label is for assistive technology.
    <Radio.Group
      value={value}
      onChange={onChange}
      label={t('deposit.channelLabel')}
      styles={{ label: VISUALLY_HIDDEN }}
      error={error}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        {channels.map((channel) => {
          const isChecked = String(channel.id) === value;
          const color = METHOD_LOOK[channel.method].color;
          return (
            <Radio.Card
              key={channel.id}
              value={String(channel.id)}
              radius="md"
              p="sm"
              bg={isChecked ? `var(--mantine-color-${color}-light)` : 'dark.6'}
              style={{
                borderColor: isChecked ? `var(--mantine-color-${color}-5)` : 'var(--mantine-color-dark-4)',
                transition: 'border-color 120ms ease, background-color 120ms ease',
              }}
            >
              <Group wrap="nowrap" gap="sm" align="center">
                <MethodIcon method={channel.method} />
                <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
                  <Text fw={700} fz="sm" lineClamp={2}>
                    {channel.name}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t(`methods.${channel.method}`)} ·{' '}
                    {channel.kind === 'GATEWAY' ? t('deposit.kindGateway') : t('deposit.kindManual')}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    <MoneyText minor={channel.minMinor} currency={channel.currency} fz="xs" /> –{' '}
                    <MoneyText minor={channel.maxMinor} currency={channel.currency} fz="xs" />
                  </Text>
                </Stack>
                <Radio.Indicator color={color} />
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
};
