import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Menu,
  Modal,
  Paper,
  Stack,
  Text,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconLink, IconLinkOff, IconPlus, IconQrcode } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DownlineKind, InvitationLink } from '@perya/contracts';
import { invitationUrl } from '@perya/contracts';

import { CopyValueButton } from '@/components/ui/copy-field';
import { errorText } from '@/lib/error-text';

import { disableInvitationLink, invitationLinksQueryOptions } from '../api/team';
import { formatTimestamp } from '../utils/format';
import { NewLinkDialog } from './new-link-dialog';

const urlOf = (link: InvitationLink) => invitationUrl(window.location.origin, link);

const LinkRow = ({ link, onQr, onDisable }: { link: InvitationLink; onQr: () => void; onDisable: () => void }) => {
  const { t } = useTranslation('agent-team');
  const { t: tc } = useTranslation('agent-contracts');
  const url = urlOf(link);
  const isEnabled = link.disabledAt === null;
  return (
    <Paper withBorder p="sm" radius="md" opacity={isEnabled ? 1 : 0.6} data-testid="invitation-link">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} miw={0} style={{ flex: 1 }}>
          <Group gap={6}>
            <Badge variant="light" color={link.kind === 'AGENT' ? 'gold' : 'blue'} size="sm">
              {t(`links.kind.${link.kind}`)}
            </Badge>
            <Badge variant="outline" color={isEnabled ? 'teal' : 'gray'} size="sm">
              {isEnabled ? t('links.enabled') : t('links.disabled')}
            </Badge>
            {link.contractOffer && (
              <Badge variant="light" color="grape" size="sm" data-testid="link-offer">
                {t('links.offers', { kind: tc(`kinds.${link.contractOffer.kind}`) })}
              </Badge>
            )}
          </Group>
          <Text fz="xs" ff="monospace" style={{ wordBreak: 'break-all' }}>
            {url}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('links.meta', { count: link.registrations, date: formatTimestamp(link.createdAt) })}
          </Text>
        </Stack>
        {isEnabled && (
          <Group gap={4} wrap="nowrap">
            <CopyValueButton value={url} label={t('links.copy')} isMono size="md" texts="agent" />
            <Tooltip label={t('links.qr')}>
              <ActionIcon variant="light" color="gold" onClick={onQr} aria-label={t('links.qr')}>
                <IconQrcode size={16} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label={t('links.disable')}>
              <ActionIcon variant="light" color="ruby" onClick={onDisable} aria-label={t('links.disable')}>
                <IconLinkOff size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
    </Paper>
  );
};

/** The agent's invitation links (registerCenter): make one per account type, share it by URL or QR, disable it. */
export const InvitationLinks = () => {
  const { t } = useTranslation('agent-team');
  const queryClient = useQueryClient();
  const links = useQuery(invitationLinksQueryOptions());
  const [qrLink, setQrLink] = useState<InvitationLink | null>(null);
  const [disabling, setDisabling] = useState<InvitationLink | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: invitationLinksQueryOptions().queryKey });
  const [newKind, setNewKind] = useState<DownlineKind | null>(null);
  const disable = useMutation({
    mutationFn: (id: number) => disableInvitationLink(id),
    onSuccess: () => {
      setDisabling(null);
      return refresh();
    },
  });
  const mayCreateAgents = links.data?.mayCreateAgents ?? false;

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap">
          <Group gap="xs" wrap="nowrap">
            <IconLink size={20} />
            <Title order={2} fz="lg">
              {t('links.title')}
            </Title>
          </Group>
          {mayCreateAgents ? (
            <Menu position="bottom-end">
              <Menu.Target>
                <Button leftSection={<IconPlus size={16} />} size="sm">
                  {t('links.new')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => setNewKind('MEMBER')}>{t('links.newMember')}</Menu.Item>
                <Menu.Item onClick={() => setNewKind('AGENT')}>{t('links.newAgent')}</Menu.Item>
              </Menu.Dropdown>
            </Menu>
          ) : (
            <Button
              leftSection={<IconPlus size={16} />}
              size="sm"
              onClick={() => setNewKind('MEMBER')}
              disabled={!links.data}
            >
              {t('links.newMember')}
            </Button>
          )}
        </Group>
        <Text fz="sm" c="dimmed">
          {t('links.text')}
        </Text>
        {links.isPending && <Loader size="sm" />}
        {links.isError && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(links.error, t)}
          </Alert>
        )}
        {links.data?.list.length === 0 && (
          <Text fz="sm" c="dimmed" ta="center" py="md">
            {t('links.empty')}
          </Text>
        )}
        {links.data?.list.map((link) => (
          <LinkRow key={link.id} link={link} onQr={() => setQrLink(link)} onDisable={() => setDisabling(link)} />
        ))}
      </Stack>

      <NewLinkDialog
        kind={newKind}
        mayCreateAgents={mayCreateAgents}
        onClose={() => setNewKind(null)}
        onCreated={(link) => {
          setQrLink(link);
          void refresh();
        }}
      />
      <Modal opened={qrLink !== null} onClose={() => setQrLink(null)} title={t('links.qrTitle')} size="sm" centered>
        {qrLink && (
          <Stack align="center" gap="sm">
            <Badge variant="light" color={qrLink.kind === 'AGENT' ? 'gold' : 'blue'}>
              {t(`links.kind.${qrLink.kind}`)}
            </Badge>
            <Paper p="md" bg="white" radius="md">
              <QRCodeSVG
                value={urlOf(qrLink)}
                size={200}
                role="img"
                aria-label={t('links.qr')}
                data-testid="invitation-qr"
              />
            </Paper>
            <Text fz="xs" ff="monospace" ta="center" style={{ wordBreak: 'break-all' }}>
              {urlOf(qrLink)}
            </Text>
            <Text fz="sm" c="dimmed" ta="center">
              {t('links.qrText', { code: qrLink.affiliateCode })}
            </Text>
          </Stack>
        )}
      </Modal>

      <Modal opened={disabling !== null} onClose={() => setDisabling(null)} title={t('links.disableTitle')} size="sm">
        <Text fz="sm" mb="lg">
          {t('links.disableText')}
        </Text>
        {disable.isError && (
          <Alert color="ruby" variant="light" role="alert" mb="sm">
            {errorText(disable.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setDisabling(null)}>
            {t('links.cancel')}
          </Button>
          <Button color="ruby" loading={disable.isPending} onClick={() => disabling && disable.mutate(disabling.id)}>
            {t('links.disableConfirm')}
          </Button>
        </Group>
      </Modal>
    </Card>
  );
};
