import { Button, Skeleton, Stack } from '@mantine/core';
import { IconMoodEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate } from 'react-router';

import { EmptyState } from '@/components/ui/empty-state';

import { allowedScreens } from '../screens';
import { useStaffMe } from './use-staff-me';

/** /admin: the first screen the role may open (the dashboard for most). */
export const AdminHome = () => {
  const { t } = useTranslation('admin');
  const me = useStaffMe();
  const first = allowedScreens(me.data?.permissions ?? []).find((screen) => screen.nav !== false);
  if (first) return <Navigate to={`/admin/${first.path}`} replace />;
  return <EmptyState icon={<IconMoodEmpty />} title={t('home.nothing')} />;
};

export const AdminNotFound = () => {
  const { t } = useTranslation('admin');
  return (
    <EmptyState
      icon={<IconMoodEmpty />}
      title={t('notFound.title')}
      text={t('notFound.text')}
      action={
        <Button component={Link} to="/admin" variant="light" size="xs" mt="sm">
          {t('notFound.back')}
        </Button>
      }
    />
  );
};

/** While a screen's chunk loads: the page header and a table's outline, at their final size. */
export const AdminScreenSkeleton = () => (
  <Stack gap="sm" aria-busy>
    <Skeleton h={28} w={240} />
    <Skeleton h={36} />
    <Skeleton h={360} />
  </Stack>
);
