import { Alert, Skeleton, Stack, Tabs, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { SafeHtml } from '@/components/ui/safe-html';
import { getLanguageCode } from '@/i18n/language';

import { helpTopicsQueryOptions } from '../api/help-queries';

type HelpTopicsProps = {
  /** The tag shown first (the hash of /help#term); the first topic when absent or unknown. */
  selected: string | null;
  onSelect: (tag: string) => void;
  orientation: 'vertical' | 'horizontal';
};

/** Help topics of spec §7.1 helpCenter as tabs, one per tag. */
export const HelpTopics = ({ selected, onSelect, orientation }: HelpTopicsProps) => {
  const { t } = useTranslation('pages');
  const topics = useQuery(helpTopicsQueryOptions(getLanguageCode()));

  if (topics.isPending) {
    return (
      <Stack gap="sm">
        <Skeleton height={24} width="40%" />
        <Skeleton height={14} />
        <Skeleton height={14} />
        <Skeleton height={14} width="80%" />
      </Stack>
    );
  }
  if (topics.isError) return <Alert color="ruby">{t('common:errors.network')}</Alert>;
  if (topics.data.length === 0) return <Text c="dimmed">{t('help.empty')}</Text>;

  const active = topics.data.some((topic) => topic.tag === selected) ? selected : topics.data[0]!.tag;
  return (
    <Tabs
      value={active}
      onChange={(tag) => tag && onSelect(tag)}
      orientation={orientation}
      variant="pills"
      radius="xl"
      keepMounted={false}
    >
      <Tabs.List mb={orientation === 'horizontal' ? 'md' : 0} mr={orientation === 'vertical' ? 'lg' : 0}>
        {topics.data.map((topic) => (
          <Tabs.Tab key={topic.tag} value={topic.tag}>
            {topic.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {topics.data.map((topic) => (
        <Tabs.Panel key={topic.tag} value={topic.tag}>
          <SafeHtml html={topic.content} />
        </Tabs.Panel>
      ))}
    </Tabs>
  );
};
