import { Group, Pagination, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type ListPaginationProps = {
  pageNo: number;
  totalPages: number;
  onChange: (pageNo: number) => void;
  /** What the list holds, in the feature's words ("12 records", "4 messages"). */
  summary: string;
};

/** Page numbers under a paged list, with what it holds; no numbers for a single page. */
export const ListPagination = ({ pageNo, totalPages, onChange, summary }: ListPaginationProps) => {
  const { t } = useTranslation('common');
  return (
    <Group justify="space-between" gap="sm" mt="md">
      <Text fz="sm" c="dimmed">
        {summary}
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
