import { Card, EmptyState, Group, Pagination, Skeleton, Stack, Title } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Fragment } from 'react';
import type { ReactNode } from 'react';

import { describePaymentError } from '../utils/payment-errors';
import { PaymentErrorAlert } from './payment-error-alert';

type RecordsPage<T> = { list: T[]; totalPages: number };

type RecordsSectionProps<T> = {
  title: string;
  headingId: string;
  query: UseQueryResult<RecordsPage<T>>;
  empty: { title: string; text: string };
  pageNo: number;
  onPageChange: (pageNo: number) => void;
  getKey: (item: T) => string;
  /** One row: an `li` element. */
  renderItem: (item: T) => ReactNode;
};

/** A card listing the member's deposits or withdrawals: loading, error, empty, the rows, the pages. */
export const RecordsSection = <T,>({
  title,
  headingId,
  query,
  empty,
  pageNo,
  onPageChange,
  getKey,
  renderItem,
}: RecordsSectionProps<T>) => {
  const page = query.data;
  return (
    <Card bg="dark.7" component="section" aria-labelledby={headingId}>
      <Title order={3} fz="lg" mb="md" id={headingId}>
        {title}
      </Title>
      {query.isPending && (
        <Stack gap="xs">
          <Skeleton height={58} radius="md" />
          <Skeleton height={58} radius="md" />
        </Stack>
      )}
      {query.isError && <PaymentErrorAlert error={describePaymentError(query.error)} />}
      {page && page.list.length === 0 && (
        <EmptyState
          size="sm"
          icon={<IconReceipt size={28} />}
          withIndicatorBackground
          title={empty.title}
          description={empty.text}
        />
      )}
      {page && page.list.length > 0 && (
        <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
          {page.list.map((item) => (
            <Fragment key={getKey(item)}>{renderItem(item)}</Fragment>
          ))}
        </Stack>
      )}
      {page && page.totalPages > 1 && (
        <Group justify="center" mt="md">
          <Pagination total={page.totalPages} value={pageNo} onChange={onPageChange} size="sm" />
        </Group>
      )}
    </Card>
  );
};
