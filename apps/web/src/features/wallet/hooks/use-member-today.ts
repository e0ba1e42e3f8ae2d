import { useQuery } from '@tanstack/react-query';

import { useSessionStore } from '@/stores/session-store';

import { memberInfoQueryOptions } from '@/lib/member-queries';
import { todayInOffset } from '../utils/date-range';

/** Today in the member's UTC offset (records are kept in it); the device's until it is known. */
export const useMemberToday = (): string => {
  const token = useSessionStore((state) => state.token);
  const offset = useQuery({ ...memberInfoQueryOptions(token), select: (info) => info.utcOffsetMinutes });
  return todayInOffset(offset.data ?? -new Date().getTimezoneOffset());
};
