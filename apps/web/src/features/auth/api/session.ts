import { z } from 'zod';

import type { LoginRequest, SecondFactorMethod } from '@perya/contracts';
import {
  ENCRYPTED_FIELDS,
  LoginResultSchema,
  LoginSuccessSchema,
  SmsSentSchema,
  SuccessSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

export const login = async (body: LoginRequest) =>
  api.post(
    '/wps/session/login',
    LoginResultSchema,
    body.type === 'username'
      ? await encryptFields(body, ENCRYPTED_FIELDS['POST /wps/session/login'] as ['password'])
      : body,
  );

export const sendSecondFactorCode = (challengeId: string, method: 'SMS' | 'EMAIL') =>
  api.post('/wps/session/login/secondFactor/send', SmsSentSchema, { challengeId, method });

export const verifySecondFactor = (challengeId: string, method: SecondFactorMethod, code: string) =>
  api.post('/wps/session/login/secondFactor', LoginSuccessSchema, { challengeId, method, code });

export const loginFreeplay = () =>
  api.post('/wps/session/login/freeplay', LoginSuccessSchema, {
    os: navigator.userAgent.slice(0, 64),
    platform: 'W',
    random: Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
      '',
    ),
    gatewayVersion: 3,
  });

export const logout = () => api.delete('/wps/session/logout', SuccessSchema);

export const SessionDeviceListSchema = z.array(
  z.object({
    id: z.string(),
    device: z.string(),
    ip: z.string(),
    createdAt: z.string(),
    lastSeenAt: z.string(),
    current: z.boolean(),
  }),
);
