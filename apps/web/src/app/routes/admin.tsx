import { useEffect } from 'react';

import { AdminApp } from '@/features/admin/admin-app';
import type { AdminCaptchaProps, AdminPortalParts } from '@/features/admin/shell/portal-parts';
import { AdminPartsProvider } from '@/features/admin/shell/portal-parts';
import { CaptchaField } from '@/features/auth/components/captcha-field';
import { ChallengeStep } from '@/features/auth/components/challenge-step';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { LanguageSelect } from '@/features/language/components/language-select';

// /admin/*: the back office (features/admin) with the portal's own slider, captcha and language
// selector, which only app/ may hand from one feature to another.

const AdminCaptcha = ({ value, onChange, error, onKey, attempt }: AdminCaptchaProps) => {
  const captcha = useCaptcha();
  const { key, refresh } = captcha;
  useEffect(() => onKey(key), [key, onKey]);
  useEffect(() => {
    if (attempt > 0) refresh();
  }, [attempt, refresh]);
  return <CaptchaField captcha={captcha} value={value} onChange={onChange} error={error} />;
};

const CompactLanguageSelect = () => <LanguageSelect compact />;

const PARTS: AdminPortalParts = {
  LanguageSelect: CompactLanguageSelect,
  Challenge: ChallengeStep,
  Captcha: AdminCaptcha,
};

export const AdminRoute = () => (
  <AdminPartsProvider value={PARTS}>
    <AdminApp />
  </AdminPartsProvider>
);
