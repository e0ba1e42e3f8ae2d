import { SegmentedControl } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The status a queue shows: its open items first, the decided ones a click away. */
export const StatusFilter = <S extends string>({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly S[];
  value: S;
  onChange: (status: S) => void;
}) => {
  const { t } = useTranslation('admin-compliance');
  return (
    <SegmentedControl
      size="xs"
      value={value}
      onChange={(next) => onChange(next as S)}
      data={statuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      aria-label={t('filterStatus')}
    />
  );
};
