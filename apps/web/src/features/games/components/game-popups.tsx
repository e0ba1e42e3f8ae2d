import { Button, Group, Modal, SegmentedControl, Stack, Text, TextInput, ThemeIcon } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch, IconTool } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameType } from '@perya/contracts';
import { GameTypeSchema } from '@perya/contracts';

import { vendorGameTypesQueryOptions } from '../api/announcements';
import { allVendors, useGameMenus, vendorMarkUrl } from '../api/game-menus';
import { hotGamesQueryOptions } from '../api/hot-games';
import type { GamePopup } from '../stores/game-popups-store';
import { useGamePopups } from '../stores/game-popups-store';
import { EmptyState } from './empty-state';
import { GameGrid } from './game-grid';
import { GameList } from './game-list';
import { VendorLogo } from './vendor-logo';

const SUGGESTIONS = 4;

const MaintenanceBody = ({ popup }: { popup: Extract<GamePopup, { kind: 'maintenance' }> }) => {
  const { t, i18n } = useTranslation('games');
  const close = useGamePopups((state) => state.close);
  const hot = useQuery(hotGamesQueryOptions(i18n.language));
  const menus = useGameMenus();
  const suggestions = (hot.data?.list ?? [])
    .filter((game) => !game.isMaintenance && game.nodeId !== popup.excludeNodeId)
    .slice(0, SUGGESTIONS);
  return (
    <Stack gap="md">
      <Group gap="md" wrap="nowrap" align="flex-start">
        <ThemeIcon size={48} radius="xl" variant="light" color="gold" aria-hidden>
          <IconTool size={26} />
        </ThemeIcon>
        <div>
          {popup.gameName && (
            <Text fw={700} mb={2}>
              {popup.gameName}
            </Text>
          )}
          <Text c="dimmed" fz="sm" data-testid="maintenance-message">
            {popup.message ?? t('maintenance.text')}
          </Text>
        </div>
      </Group>
      {suggestions.length > 0 && (
        <div>
          <Text fw={700} fz="sm" mb="sm">
            {t('maintenance.suggestions')}
          </Text>
          <GameGrid games={suggestions} imageHost={menus.data?.imageHost} label={t('maintenance.suggestions')} />
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={close}>{t('common:actions.ok')}</Button>
      </Group>
    </Stack>
  );
};

const VendorBody = ({ popup }: { popup: Extract<GamePopup, { kind: 'vendor' }> }) => {
  const { t } = useTranslation('games');
  const menus = useGameMenus();
  const gameTypes = useQuery(vendorGameTypesQueryOptions(popup.vassalage));
  const types = (gameTypes.data?.gameTypes ?? []).filter(
    (type): type is GameType => GameTypeSchema.safeParse(type).success,
  );
  const [gameType, setGameType] = useState<GameType | null>(null);
  const [keyword, setKeyword] = useState('');
  const [debouncedKeyword] = useDebouncedValue(keyword.trim(), 350);
  const activeType = gameType ?? (types.length > 1 ? types[0] : undefined);
  return (
    <Stack gap="md">
      <Group gap="sm" justify="space-between" wrap="wrap">
        {types.length > 1 && (
          <SegmentedControl
            size="xs"
            radius="xl"
            value={activeType}
            onChange={(value) => setGameType(GameTypeSchema.parse(value))}
            data={types.map((type) => ({ value: type, label: t(`gameTypes.${type}`, { defaultValue: type }) }))}
          />
        )}
        <TextInput
          type="search"
          value={keyword}
          onChange={(event) => setKeyword(event.currentTarget.value)}
          placeholder={t('filters.searchPlaceholder')}
          aria-label={t('filters.search')}
          leftSection={<IconSearch size={16} />}
          radius="xl"
          w={{ base: '100%', xs: 260 }}
          ml="auto"
        />
      </Group>
      <GameList
        filters={{ vassalage: popup.vassalage, gameType: activeType, select: 'ALL', keyword: debouncedKeyword }}
        imageHost={menus.data?.imageHost}
        label={t('vendor.listLabel', { name: popup.vendorName ?? popup.vassalage })}
        empty={<EmptyState icon={<IconSearch size={28} />} title={t('list.emptyTitle')} text={t('list.emptyText')} />}
      />
    </Stack>
  );
};

const VendorTitle = ({ vassalage, name }: { vassalage: string; name: string | null }) => {
  const menus = useGameMenus();
  const vendor = allVendors(menus.data).find((candidate) => candidate.vassalage === vassalage);
  const label = name ?? vendor?.displayName ?? vassalage;
  return (
    <Group gap="sm" wrap="nowrap">
      {vendor && <VendorLogo src={vendorMarkUrl(vendor, menus.data?.imageHost)} name={label} size="md" decorative />}
      <Text fw={700} fz="lg">
        {label}
      </Text>
    </Group>
  );
};

/**
 * The games feature's popups: a game under maintenance (spec §8) and a vendor's list of games
 * (isGame VASSALAGE). Mount it anywhere, as often as convenient: only the first mounted copy
 * shows them.
 */
export const GamePopups = () => {
  const { t } = useTranslation('games');
  const id = useId();
  const { popup, hosts, close, register, unregister } = useGamePopups();
  const isPhone = useMediaQuery('(max-width: 48em)');
  // Registering a host is a subscription to this component's life, which is what effects are for.
  useEffect(() => {
    register(id);
    return () => unregister(id);
  }, [id, register, unregister]);
  if (hosts[0] !== id) return null;

  return (
    <>
      <Modal
        opened={popup?.kind === 'maintenance'}
        onClose={close}
        title={
          <Text fw={700} fz="lg">
            {t('maintenance.title')}
          </Text>
        }
        size="lg"
      >
        {popup?.kind === 'maintenance' && <MaintenanceBody popup={popup} />}
      </Modal>
      <Modal
        opened={popup?.kind === 'vendor'}
        onClose={close}
        title={popup?.kind === 'vendor' ? <VendorTitle vassalage={popup.vassalage} name={popup.vendorName} /> : null}
        size="80rem"
        fullScreen={isPhone}
        data-testid="vendor-games-modal"
      >
        {popup?.kind === 'vendor' && <VendorBody key={popup.vassalage} popup={popup} />}
      </Modal>
    </>
  );
};
