import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';

import type { FamilyExclusionRequest, KycSubmitRequest } from '@perya/contracts';
import {
  ClosureCheckSchema,
  DeclarationStatusSchema,
  FamilyEvidenceSchema,
  FamilyExclusionReceiptSchema,
  KycStatusSchema,
  LoginHistorySchema,
  UploadSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

/** GET /wps/compliance/kyc: my verification tier and state, and what each action needs. */
export const kycStatusQueryOptions = () =>
  queryOptions({ queryKey: ['compliance', 'kyc'], queryFn: () => api.get('/wps/compliance/kyc', KycStatusSchema) });

/** GET /wps/compliance/declaration: whether I owe the prohibited-person declaration (decision 055). */
export const declarationQueryOptions = () =>
  queryOptions({
    queryKey: ['compliance', 'declaration'],
    queryFn: () => api.get('/wps/compliance/declaration', DeclarationStatusSchema),
  });

export const declareNotProhibited = (notProhibited: boolean) =>
  api.post('/wps/compliance/declaration', DeclarationStatusSchema, { notProhibited });

export const loginHistoryQueryOptions = () =>
  queryOptions({
    queryKey: ['compliance', 'logins'],
    queryFn: () => api.get('/wps/compliance/logins', LoginHistorySchema),
  });

export const closureCheckQueryOptions = () =>
  queryOptions({
    queryKey: ['compliance', 'closure'],
    queryFn: () => api.get('/wps/compliance/closure', ClosureCheckSchema),
  });

const uploadImage = (file: File) => {
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload('/wps/v2/uploads', UploadSchema, form);
};

export type KycDraft = Omit<KycSubmitRequest, 'documentUploadId' | 'selfieUploadId'> & { document: File; selfie: File };

/** Uploads the ID and the selfie (re-encoded by the server), then sends them for review. */
export const useSubmitKyc = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ document, selfie, ...fields }: KycDraft) => {
      const documentUpload = await uploadImage(document);
      const selfieUpload = await uploadImage(selfie);
      return api.post('/wps/compliance/kyc', KycStatusSchema, {
        ...fields,
        documentUploadId: documentUpload.uploadId,
        selfieUploadId: selfieUpload.uploadId,
      });
    },
    onSuccess: (status) => queryClient.setQueryData(kycStatusQueryOptions().queryKey, status),
  });
};

export const closeAccount = (password: string) =>
  api.post('/wps/compliance/closure', z.object({ closed: z.literal(true) }), { password, confirm: true });

export type FamilyExclusionDraft = Omit<FamilyExclusionRequest, 'evidenceIds'> & { evidence: File[] };

/** A relative's request: each piece of evidence goes first (re-encoded), then the request names them. */
export const submitFamilyExclusion = async ({ evidence, ...fields }: FamilyExclusionDraft) => {
  const evidenceIds: string[] = [];
  for (const file of evidence) {
    const form = new FormData();
    form.append('file', file, file.name);
    evidenceIds.push(
      (await api.upload('/wps/compliance/family-exclusion/evidence', FamilyEvidenceSchema, form)).evidenceId,
    );
  }
  return api.post('/wps/compliance/family-exclusion', FamilyExclusionReceiptSchema, { ...fields, evidenceIds });
};
