import { useQuery } from '@tanstack/react-query';

import { memberInfoQueryOptions } from '@/lib/member-queries';
import { useSessionStore } from '@/stores/session-store';

import { todayInOffset } from '../utils/report-range';

/** Today at the agent's display offset (ranges count from it); the device's until it is known. */
export const useReportToday = (): string => {
  const token = useSessionStore((state) => state.token);
  const offset = useQuery({ ...memberInfoQueryOptions(token), select: (info) => info.utcOffsetMinutes });
  return todayInOffset(offset.data ?? -new Date().getTimezoneOffset());
};
