import { z } from 'zod';

import type { StaffGameUpdate, StaffVendorUpdate } from '@perya/contracts';
import {
  CatalogueImportResultSchema,
  ProviderKeyCreatedSchema,
  StaffGameBulkResultSchema,
  StaffGameSchema,
  StaffProviderKeySchema,
  StaffVendorSchema,
} from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// The Games section's calls (decision 030): every edit sends the version the row was read at.

export const VENDORS_PATH = '/wps/admin/games/vendors';
export const GAMES_PATH = '/wps/admin/games';
export const KEYS_PATH = '/wps/admin/games/keys';

export const updateVendor = (code: string, body: StaffVendorUpdate) =>
  adminApi.put(`${VENDORS_PATH}/${code}`, StaffVendorSchema, body);

export const updateGame = (nodeId: number, body: StaffGameUpdate) =>
  adminApi.put(`${GAMES_PATH}/${nodeId}`, StaffGameSchema, body);

export const bulkUpdateGames = (body: {
  nodeIds: number[];
  versions: number[];
  set: Partial<Record<'isEnabled' | 'isMaintenance' | 'isHot' | 'isNew', boolean>>;
}) => adminApi.post(`${GAMES_PATH}/bulk`, StaffGameBulkResultSchema, body);

export const importFeed = (body: { encoding: 'json' | 'gzip-base64'; content: string }) =>
  adminApi.post(`${GAMES_PATH}/import`, CatalogueImportResultSchema, body);

export const generateKey = (vendorCode: string, keyId?: string) =>
  adminApi.post(`${VENDORS_PATH}/${vendorCode}/keys`, ProviderKeyCreatedSchema, keyId ? { keyId } : {});

export const retireKey = (vendorCode: string, keyId: string) =>
  adminApi.post(`${VENDORS_PATH}/${vendorCode}/keys/${encodeURIComponent(keyId)}/retire`, StaffProviderKeySchema, {});

export const KeyListSchema = z.object({ list: z.array(StaffProviderKeySchema) });

/** A feed file as the import route takes it: JSON as text, a .gz file as base64. */
export const feedBodyOf = async (file: File): Promise<{ encoding: 'json' | 'gzip-base64'; content: string }> => {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    let binary = '';
    for (let index = 0; index < bytes.length; index += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
    }
    return { encoding: 'gzip-base64', content: btoa(binary) };
  }
  return { encoding: 'json', content: new TextDecoder().decode(bytes) };
};
