// Missions and leaderboards (missionLeaderboard) for the rest of the app: the member centre's red badge.
export { MISSIONS_KEY, useMissionBadge } from './api/badge';
