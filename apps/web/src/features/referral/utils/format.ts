const pad = (value: number) => String(value).padStart(2, '0');

/** A day as spec §9 writes dates (yyyy-MM-dd), in the browser's time zone; '—' for none. */
export const formatDay = (iso: string | null): string => {
  if (!iso) return '—';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
};
