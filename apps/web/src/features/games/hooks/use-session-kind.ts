import { useSessionStore } from '@/stores/session-store';

export type SessionKind = 'guest' | 'trial' | 'member';

/** Who is playing, as the launch rules see it (spec §4): a game starts only for a real member. */
export const useSessionKind = (): SessionKind =>
  useSessionStore((state) => (!state.token ? 'guest' : state.isTrial ? 'trial' : 'member'));
