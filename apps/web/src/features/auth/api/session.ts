import type { LoginRequest, SecondFactorMethod } from '@perya/contracts';
import { ENCRYPTED_FIELDS } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';
import { lazySchema } from '@/lib/lazy-schema';

// Home signs visitors in (free play) and members out: these calls' schemas load lazily.

export const login = async (body: LoginRequest) =>
  api.post(
    '/wps/session/login',
    lazySchema('LoginResultSchema'),
    body.type === 'username'
      ? await encryptFields(body, ENCRYPTED_FIELDS['POST /wps/session/login'] as ['password'])
      : body,
  );

export const sendSecondFactorCode = (challengeId: string, method: 'SMS' | 'EMAIL') =>
  api.post('/wps/session/login/secondFactor/send', lazySchema('SmsSentSchema'), { challengeId, method });

export const verifySecondFactor = (challengeId: string, method: SecondFactorMethod, code: string) =>
  api.post('/wps/session/login/secondFactor', lazySchema('LoginSuccessSchema'), { challengeId, method, code });

export const logout = () => api.delete('/wps/session/logout', lazySchema('SuccessSchema'));
