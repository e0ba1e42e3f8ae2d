import { z } from 'zod';

import type { DeliveryKindCode, StaffSystemSettingsUpdate } from '@perya/contracts';
import {
  DeletedDomainSchema,
  DeliveryTestResultSchema,
  StaffDomainRouteSchema,
  StaffDeliverySettingsSchema,
  StaffFeatureFlagSchema,
  StaffRegisterFieldSchema,
  StaffSystemSettingsSchema,
} from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// The Settings section's calls (decision 030): every change sends the version it was read at.

export const SYSTEM_PATH = '/wps/admin/settings/system';
export const FLAGS_PATH = '/wps/admin/settings/flags';
export const REGISTER_PATH = '/wps/admin/settings/register';
export const DELIVERY_PATH = '/wps/admin/settings/delivery';
export const DOMAINS_PATH = '/wps/admin/settings/domains';

/** Adds (version 0) or changes a domain's landing route and affiliate code. */
export const saveDomainRoute = (
  domain: string,
  body: { version: number; route: string | null; affiliateCode: string | null },
) => adminApi.put(`${DOMAINS_PATH}/${encodeURIComponent(domain)}`, StaffDomainRouteSchema, body);

export const removeDomainRoute = (domain: string, version: number) =>
  adminApi.delete(`${DOMAINS_PATH}/${encodeURIComponent(domain)}`, DeletedDomainSchema, { version });

export const updateSystem = (body: StaffSystemSettingsUpdate) =>
  adminApi.put(SYSTEM_PATH, StaffSystemSettingsSchema, body);

export const updateFlag = (modId: string, body: { version: number; enabled: boolean }) =>
  adminApi.put(`${FLAGS_PATH}/${modId}`, StaffFeatureFlagSchema, body);

export type RegisterRule = {
  version: number;
  enabled: boolean;
  required: boolean;
  patternId: number;
  minLength: number;
  maxLength: number;
};
export const updateRegisterField = (field: string, body: RegisterRule) =>
  adminApi.put(`${REGISTER_PATH}/${field}`, StaffRegisterFieldSchema, body);

export const updateDelivery = (
  kind: DeliveryKindCode,
  body: { version: number; settings: Record<string, string | number | boolean>; secret?: string | null },
) => adminApi.put(`${DELIVERY_PATH}/${kind}`, StaffDeliverySettingsSchema, { kind, ...body });

export const sendDeliveryTest = (kind: DeliveryKindCode, to: string) =>
  adminApi.post(`${DELIVERY_PATH}/${kind}/test`, DeliveryTestResultSchema, { to });

export const VoidSchema = z.unknown();
