import { Alert, Button, Group, List, Modal, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { AgentContractRef } from '@perya/contracts';

type LowerRateDialogProps = {
  contracts: readonly AgentContractRef[] | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Spec §8 "lower-rate contract agreed": the downline contracts that end if the caller agrees. */
export const LowerRateDialog = ({ contracts, busy, onConfirm, onClose }: LowerRateDialogProps) => {
  const { t } = useTranslation('agent-contracts');
  return (
    <Modal
      opened={contracts !== null}
      onClose={onClose}
      title={t('lowerRate.title')}
      closeOnClickOutside={false}
      centered
      zIndex={400}
    >
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} mb="md">
        <Text fz="sm">{t('lowerRate.text')}</Text>
      </Alert>
      <List spacing={4} fz="sm" mb="lg" data-testid="lower-rate-list">
        {(contracts ?? []).map((contract) => (
          <List.Item key={contract.id}>
            {[contract.downline.account, t(`kinds.${contract.kind}`), t(`categories.${contract.category}`)].join(' · ')}
          </List.Item>
        ))}
      </List>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button color="orange" onClick={onConfirm} loading={busy}>
          {t('lowerRate.confirm')}
        </Button>
      </Group>
    </Modal>
  );
};
