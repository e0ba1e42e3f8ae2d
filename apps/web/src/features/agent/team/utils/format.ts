const pad = (value: number) => String(value).padStart(2, '0');

/** A timestamp as spec §9 writes it (yyyy-MM-dd HH:mm:ss), in the browser's time zone; '—' for none. */
export const formatTimestamp = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(
    date.getMinutes(),
  )}:${pad(date.getSeconds())}`;
};

/** A member as people name it: nickname with the account, or the account alone. */
export const memberLabel = (member: { account: string; nickname: string | null }): string =>
  member.nickname ? `${member.nickname} (${member.account})` : member.account;
