import { Button, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContract } from '@perya/contracts';

import { sessionValue } from '@/lib/storage';
import { useModalStore } from '@/stores/modal-store';

import { myContractsQueryOptions } from '../api/contracts';
import { AnswerButtons } from './answer-buttons';
import { ContractCard } from './contract-card';
import { CONTRACT_POPUP_LATER_KEY } from './contract-popup-controller';

/** What waits for the member's answer: offers, and termination requests from the other side. */
export const pendingRequests = (contracts: readonly AgentContract[]): AgentContract[] =>
  contracts.filter(
    (contract) =>
      contract.status === 'OFFERED' ||
      (contract.status === 'TERMINATION_REQUESTED' && contract.terminationRequestedBy !== 'DOWNLINE'),
  );

/** The contract popup (spec §2.4): each pending request with its terms and the answers. */
export const ContractPopup = () => {
  const { t } = useTranslation('agent-contracts');
  const opened = useModalStore((state) => state.open === 'contractPopup');
  const closeModal = useModalStore((state) => state.closeModal);
  const mine = useQuery({ ...myContractsQueryOptions(), enabled: opened });
  const pending = pendingRequests(mine.data?.contracts ?? []);

  // Everything answered: the popup has done its job.
  useEffect(() => {
    if (opened && mine.isSuccess && !mine.isFetching && pending.length === 0) closeModal();
  }, [opened, mine.isSuccess, mine.isFetching, pending.length, closeModal]);

  const later = () => {
    sessionValue.set(CONTRACT_POPUP_LATER_KEY, '1');
    closeModal();
  };

  return (
    <Modal
      opened={opened}
      onClose={later}
      title={t('popup.title')}
      size="lg"
      closeOnClickOutside={false}
      centered
      data-testid="contract-popup"
    >
      <Stack gap="md">
        <Text fz="sm" c="dimmed">
          {t('popup.intro')}
        </Text>
        {mine.isPending ? (
          <Group justify="center" py="lg">
            <Loader size="sm" />
          </Group>
        ) : (
          pending.map((contract) => (
            <ContractCard
              key={contract.id}
              contract={contract}
              viewer="DOWNLINE"
              actions={<AnswerButtons contract={contract} />}
            />
          ))
        )}
        <Group justify="flex-end">
          <Button variant="subtle" color="gray" onClick={later}>
            {t('popup.later')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
