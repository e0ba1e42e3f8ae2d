import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type RecordsPaginationProps = { pageNo: number; totalPages: number; total: number; onChange: (pageNo: number) => void };

/** Page numbers under a record list, with the record count. */
export const RecordsPagination = ({ pageNo, totalPages, total, onChange }: RecordsPaginationProps) => {
  const { t } = useTranslation('wallet');
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text fz="sm" c="dimmed">
        {t('records.count', { count: total })}
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
