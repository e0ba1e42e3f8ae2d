import {
  Badge,
  Box,
  Card,
  Grid,
  NavLink,
  ScrollArea,
  SimpleGrid,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink as RouterNavLink, Outlet, useParams } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { MEMBER_PAGE_ICONS } from '@/config/page-icons';
import type { MemberPage } from '@/config/paths';
import { MEMBER_PAGES, paths } from '@/config/paths';
import { useUnreadCount } from '@/features/messages';
import { useMissionBadge } from '@/features/missions';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { NotFoundPage } from './not-found';
import classes from './member-centre.module.css';

const isMemberPage = (value: string | undefined): value is MemberPage =>
  (MEMBER_PAGES as readonly string[]).includes(value ?? '');

/** A menu entry's red count, when above 0. */
const CountBadge = ({ count }: { count: number }) =>
  count > 0 ? (
    <Badge size="sm" color="red" variant="filled" circle={count < 10}>
      {count > 99 ? '99+' : count}
    </Badge>
  ) : null;

const UnreadMessagesBadge = () => <CountBadge count={useUnreadCount()} />;
const ClaimableMissionsBadge = () => <CountBadge count={useMissionBadge()} />;

// Red badges where something waits (spec §2.5): unread platform messages, claimable missions. Each
// reads its own count, so an answer renders its badge, not the menu's twenty entries.
const BADGES: Partial<Record<MemberPage, ComponentType>> = {
  messageV2: UnreadMessagesBadge,
  missionLeaderboard: ClaimableMissionsBadge,
};

/** /member: the member centre (spec §2.5), its menu beside the page. */
export const MemberCentreLayout = () => {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={t('member.title')} subtitle={t('member.intro')} icon={<IconUserCircle size={26} />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <ScrollArea type="never" className={classes.menu}>
            <Box className={classes.menuList} component="nav" aria-label={t('member.title')}>
              {MEMBER_PAGES.map((page) => {
                const Icon = MEMBER_PAGE_ICONS[page];
                const Count = BADGES[page];
                return (
                  <NavLink
                    key={page}
                    component={RouterNavLink}
                    to={paths.memberPage(page)}
                    label={t(`member.pages.${page}.title`)}
                    leftSection={<Icon size={18} />}
                    rightSection={Count && <Count />}
                    className={classes.menuItem}
                  />
                );
              })}
            </Box>
          </ScrollArea>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Outlet />
        </Grid.Col>
      </Grid>
    </>
  );
};

/** /member: every section at a glance. */
export const MemberCentreIndex = () => {
  const { t } = useTranslation('pages');
  useDocumentTitle(t('member.title'));
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
      {MEMBER_PAGES.map((page) => {
        const Icon = MEMBER_PAGE_ICONS[page];
        return (
          <UnstyledButton key={page} component={Link} to={paths.memberPage(page)} className={classes.tile}>
            <ThemeIcon size={40} radius="md" variant="light" color="gold">
              <Icon size={22} />
            </ThemeIcon>
            <div>
              <Text fw={700}>{t(`member.pages.${page}.title`)}</Text>
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {t(`member.pages.${page}.text`)}
              </Text>
            </div>
          </UnstyledButton>
        );
      })}
    </SimpleGrid>
  );
};

/** /member/:page, a section of the member centre. */
export const MemberCentreSection = () => {
  const { t } = useTranslation('pages');
  const { page } = useParams();
  const title = isMemberPage(page) ? t(`member.pages.${page}.title`) : '';
  useDocumentTitle(title);
  if (!isMemberPage(page)) return <NotFoundPage />;
  const Icon = MEMBER_PAGE_ICONS[page];
  return (
    <Card bg="dark.7" data-testid="planned-page">
      <ThemeIcon size={48} radius="md" variant="light" color="gold" mb="md">
        <Icon size={26} />
      </ThemeIcon>
      <Text component="h2" fw={700} fz="xl" mb={4}>
        {title}
      </Text>
      <Text c="dimmed" fz="sm" tt="uppercase" fw={600} mb={4}>
        {t('planned.heading')}
      </Text>
      <Text>{t(`member.pages.${page}.text`)}</Text>
    </Card>
  );
};
