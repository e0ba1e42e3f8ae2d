import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// One badge for every status in the back office: the colour says how it stands, the text is the
// translated status (admin:status.<STATUS>), or the code itself for a status no text names yet.

const TONES: Record<string, string> = {
  PENDING: 'yellow',
  WAITING: 'yellow',
  REVIEW: 'yellow',
  HELD: 'yellow',
  PROCESSING: 'blue',
  APPROVED: 'teal',
  PAID: 'teal',
  DONE: 'teal',
  SUCCESS: 'teal',
  ACTIVE: 'teal',
  ENABLED: 'teal',
  OPEN: 'teal',
  REJECTED: 'red',
  FAILED: 'red',
  DISABLED: 'red',
  LOCKED: 'red',
  CANCELLED: 'gray',
  CLOSED: 'gray',
  EXPIRED: 'gray',
};

type StatusBadgeProps = {
  status: string;
  /** Overrides the colour for this status. */
  color?: string;
  /** Overrides the text (already translated). */
  label?: string;
};

export const StatusBadge = ({ status, color, label }: StatusBadgeProps) => {
  const { t } = useTranslation('admin');
  return (
    <Badge size="sm" radius="sm" variant="light" color={color ?? TONES[status] ?? 'gray'}>
      {label ?? t(`status.${status}`, { defaultValue: status })}
    </Badge>
  );
};
