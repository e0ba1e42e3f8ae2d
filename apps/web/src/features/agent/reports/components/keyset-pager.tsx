import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

type KeysetPagerProps = {
  /** 1 for the first page. */
  pageNo: number;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
};

/** Previous / next under a list paged by cursor (no page count: the lists are long and keep growing). */
export const KeysetPager = ({ pageNo, hasNext, onPrevious, onNext }: KeysetPagerProps) => {
  const { t } = useTranslation('agent-reports');
  if (pageNo === 1 && !hasNext) return null;
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text fz="sm" c="dimmed">
        {t('paging.page', { pageNo })}
      </Text>
      <Group gap="xs">
        <Button
          size="xs"
          variant="default"
          leftSection={<IconChevronLeft size={14} />}
          disabled={pageNo === 1}
          onClick={onPrevious}
        >
          {t('paging.previous')}
        </Button>
        <Button
          size="xs"
          variant="default"
          rightSection={<IconChevronRight size={14} />}
          disabled={!hasNext}
          onClick={onNext}
        >
          {t('paging.next')}
        </Button>
      </Group>
    </Group>
  );
};
