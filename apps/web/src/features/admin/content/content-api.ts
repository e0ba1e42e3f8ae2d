import type { z } from 'zod';

import type { AnnouncementUpdateSchema, StaffAnnouncement } from '@perya/contracts';
import { BannerOrderSchema, ContentImageSchema, DeletedSchema, StaffAnnouncementSchema } from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// The content screens' calls (decision 031): edits carry the version opened.

export const ANNOUNCEMENTS_PATH = '/wps/admin/content/announcements';

export type AnnouncementBody = z.input<typeof AnnouncementUpdateSchema>;

export const saveAnnouncement = ({ id, body }: { id: number | null; body: AnnouncementBody }) =>
  id === null
    ? adminApi.post(ANNOUNCEMENTS_PATH, StaffAnnouncementSchema, { ...body, version: undefined })
    : adminApi.put(`${ANNOUNCEMENTS_PATH}/${id}`, StaffAnnouncementSchema, body);

export const deleteAnnouncement = (item: StaffAnnouncement) =>
  adminApi.delete(`${ANNOUNCEMENTS_PATH}/${item.id}`, DeletedSchema, { version: item.version });

export const orderBanners = (input: { groupName: string; ids: number[] }) =>
  adminApi.post('/wps/admin/content/banners/order', BannerOrderSchema, input);

export const uploadContentImage = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return adminApi.upload('/wps/admin/content/images', ContentImageSchema, form);
};

/** Where an announcement stands now: live, scheduled, ended or switched off. */
export const stateOf = (item: StaffAnnouncement, now = Date.now()): 'LIVE' | 'SCHEDULED' | 'ENDED' | 'OFF' => {
  if (!item.enabled) return 'OFF';
  if (Date.parse(item.startsAt) > now) return 'SCHEDULED';
  if (item.endsAt && Date.parse(item.endsAt) <= now) return 'ENDED';
  return 'LIVE';
};

/** An ISO instant as a datetime-local input's value (the browser's zone), and back. */
export const toLocalInput = (iso: string | null): string => {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
export const fromLocalInput = (value: string): string | null => (value ? new Date(value).toISOString() : null);
