// Query keys of the payments feature; the query options and the invalidations both build them
// here. The header balance is lib/balance-query.ts, refreshed by every money mutation.

export const paymentKeys = {
  all: ['payments'] as const,
  channels: () => ['payments', 'channels'] as const,
  depositPages: () => ['payments', 'deposits', 'page'] as const,
  depositPage: (pageNo: number, pageSize: number) => ['payments', 'deposits', 'page', pageNo, pageSize] as const,
  deposit: (id: string) => ['payments', 'deposits', 'one', id] as const,
  withdraw: () => ['payments', 'withdraw'] as const,
  withdrawSettings: () => ['payments', 'withdraw', 'settings'] as const,
  withdrawalAccounts: () => ['payments', 'withdraw', 'accounts'] as const,
  withdrawalPage: (pageNo: number, pageSize: number) =>
    ['payments', 'withdraw', 'withdrawals', pageNo, pageSize] as const,
};
