// Query keys of the payments feature. The header balance lives under ['wallet'] (wallet
// feature): every money movement here invalidates it so the header follows.
export const BALANCE_QUERY_KEY = ['wallet'] as const;

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
