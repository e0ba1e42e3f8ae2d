import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = { pageNo: number; totalPages: number; total: number; onChange: (pageNo: number) => void };

/** Page numbers under a list, with the item count. */
export const ListPagination = ({ pageNo, totalPages, total, onChange }: ListPaginationProps) => {
  const { t } = useTranslation('content');
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text fz="sm" c="dimmed">
        {t('pagination.count', { count: total })}
      </Text>
      {totalPages > 1 && (
        <Pagination
          total={totalPages}
          value={pageNo}
          onChange={onChange}
          size="sm"
          siblings={1}
          boundaries={1}
          getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
        />
      )}
    </Group>
  );
};
