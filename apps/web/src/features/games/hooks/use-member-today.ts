import { useQuery } from '@tanstack/react-query';

import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useSessionStore } from '@/stores/session-store';

import { todayInOffset } from '../utils/days';

/** Today in the member's UTC offset (records are kept in it); the device's until it is known. */
export const useMemberToday = (): string => {
  const token = useSessionStore((state) => state.token);
  const offset = useQuery({ ...memberInfoQueryOptions(token), select: (info) => info.utcOffsetMinutes });
  return todayInOffset(offset.data ?? -new Date().getTimezoneOffset());
};
