import { z } from 'zod';

import type { ComplianceSettings } from '@perya/contracts';
import { ComplianceSettingsSchema, ScreeningImportResultSchema } from '@perya/contracts';

import { adminApi } from '../shell/admin-api';

// The back office's compliance desk (decision 038): paths and writes.

export const SETTINGS_PATH = '/wps/admin/compliance/settings';
export const KYC_PATH = '/wps/admin/compliance/kyc';
export const SCREENING_PATH = '/wps/admin/compliance/screening';
export const AML_PATH = '/wps/admin/compliance/aml';
export const FAMILY_PATH = '/wps/admin/compliance/family';

const DoneSchema = z.object({ done: z.literal(true) });

export const decideKyc = (id: number, decision: 'APPROVE' | 'REJECT', reason: string) =>
  adminApi.post(`${KYC_PATH}/${id}/decision`, DoneSchema, { decision, reason });

export const decideScreeningHit = (id: number, decision: 'CLEAR' | 'CONFIRM', reason: string) =>
  adminApi.post(`${SCREENING_PATH}/${id}/decision`, DoneSchema, { decision, reason });

export const importScreeningCsv = (csv: string) =>
  adminApi.post(`${SCREENING_PATH}/import`, ScreeningImportResultSchema, { csv });

export const decideAmlCase = (id: number, decision: 'FILED' | 'DISMISSED', note: string) =>
  adminApi.post(`${AML_PATH}/cases/${id}/decision`, DoneSchema, { decision, note });

export const decideFamilyRequest = (
  id: number,
  input: { decision: 'APPROVE' | 'REJECT'; reason: string; memberAccount?: string },
) => adminApi.post(`${FAMILY_PATH}/${id}/decision`, DoneSchema, input);

/** Only the settings that changed; the server audits before and after. */
export const updateComplianceSettings = (changes: Partial<ComplianceSettings>) =>
  adminApi.put(SETTINGS_PATH, ComplianceSettingsSchema, changes);
