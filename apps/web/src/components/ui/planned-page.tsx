import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { PageHeader } from './page-header';

type PlannedPageProps = { title: string; subtitle?: string; icon?: ReactNode; description: string };

/** A page whose content is still being built: it says what will be there, inside the layout. */
export const PlannedPage = ({ title, subtitle, icon, description }: PlannedPageProps) => {
  const { t } = useTranslation('pages');
  return (
    <>
      <PageHeader title={title} subtitle={subtitle} icon={icon} />
      <Card bg="dark.7" data-testid="planned-page">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon size={40} radius="md" variant="light" color="gold">
            <IconSparkles size={22} />
          </ThemeIcon>
          <div>
            <Title order={2} fz="lg" mb={4}>
              {t('planned.heading')}
            </Title>
            <Text c="dimmed">{description}</Text>
          </div>
        </Group>
      </Card>
    </>
  );
};
