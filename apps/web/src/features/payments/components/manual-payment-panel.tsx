import { Alert, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';

import type { PaymentChannel } from '@perya/contracts';

import { CopyField } from '@/components/ui/copy-field';
import { MoneyText } from '@/components/ui/money-text';

type ManualPaymentPanelProps = { channel: PaymentChannel; amountMinor: bigint | null };

/** Where to send the money for a manual channel: payee details to copy, a QR code, instructions. */
export const ManualPaymentPanel = ({ channel, amountMinor }: ManualPaymentPanelProps) => {
  const { t } = useTranslation('payments');
  const payee = channel.payee;
  // E-wallets and QR Ph are paid by scanning; a bank transfer is typed in.
  const hasQr = channel.method !== 'BANK' && Boolean(payee?.accountNumber);
  return (
    <Paper bg="dark.6" p="md" radius="md" withBorder>
      <Group align="flex-start" gap="lg" wrap="wrap">
        <Stack gap="sm" style={{ flex: '1 1 240px', minWidth: 0 }}>
          {amountMinor !== null && amountMinor > 0n && (
            <div>
              <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
                {t('manual.sendExactly')}
              </Text>
              <MoneyText minor={amountMinor} currency={channel.currency} fz="xl" fw={800} c="gold.4" />
            </div>
          )}
          {payee ? (
            <>
              {payee.bankName && <CopyField label={t('manual.bankName')} value={payee.bankName} />}
              <CopyField label={t('manual.accountName')} value={payee.accountName} />
              <CopyField label={t('manual.accountNumber')} value={payee.accountNumber} isMono />
            </>
          ) : (
            <Text c="dimmed" fz="sm">
              {t('manual.noPayee')}
            </Text>
          )}
        </Stack>
        {hasQr && payee && (
          // Auto margins: at the right beside the details, centred on its own line on phones.
          <Stack gap={6} align="center" mx="auto" style={{ flex: '0 0 auto' }}>
            <Box
              p={8}
              bg="white"
              style={{ borderRadius: 'var(--mantine-radius-md)', lineHeight: 0 }}
              role="img"
              aria-label={t('manual.qrLabel', { number: payee.accountNumber })}
            >
              <QRCodeSVG value={payee.accountNumber} size={132} marginSize={0} />
            </Box>
            <Text fz="xs" c="dimmed" ta="center" maw={160}>
              {t('manual.qrHint', { method: t(`methods.${channel.method}`) })}
            </Text>
          </Stack>
        )}
      </Group>
      {channel.instructions && (
        <Alert
          mt="md"
          variant="light"
          color="blue"
          icon={<IconInfoCircle size={18} />}
          title={t('manual.instructions')}
        >
          <Text fz="sm" style={{ whiteSpace: 'pre-line' }}>
            {channel.instructions}
          </Text>
        </Alert>
      )}
    </Paper>
  );
};
