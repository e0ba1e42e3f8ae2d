import { Badge, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconLogin2 } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { languageTag } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';

import { loginHistoryQueryOptions } from '../api/compliance';

/** The member's last logins: when, from which address, on what, and how (security centre). */
export const LoginHistoryCard = () => {
  const { t } = useTranslation('compliance');
  const logins = useQuery(loginHistoryQueryOptions());
  const format = new Intl.DateTimeFormat(languageTag(getLanguageCode()), { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Card bg="dark.7">
      <Title order={2} fz="lg" mb={4}>
        {t('logins.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('logins.text')}
      </Text>
      <Stack gap={6} aria-label={t('logins.title')} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {logins.isPending && <Skeleton height={48} radius="md" />}
        {(logins.data?.list ?? []).map((login) => (
          <Group
            component="li"
            key={`${login.time}:${login.ip}`}
            gap="sm"
            wrap="nowrap"
            p="xs"
            style={{ borderBottom: '1px solid var(--mantine-color-dark-5)' }}
          >
            <IconLogin2 size={18} aria-hidden />
            <div style={{ minWidth: 0, flex: 1 }}>
              <Text fz="sm" fw={600}>
                {format.format(new Date(login.time))}{' '}
                {login.current && (
                  <Badge size="xs" color="gold" variant="light">
                    {t('logins.current')}
                  </Badge>
                )}
              </Text>
              <Text fz="xs" c="dimmed" truncate>
                {login.ip} · {login.device || t('logins.unknownDevice')} ·{' '}
                {t(`logins.method.${login.method}`, { defaultValue: login.method })}
              </Text>
            </div>
          </Group>
        ))}
      </Stack>
    </Card>
  );
};
