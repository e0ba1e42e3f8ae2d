import type { ComponentType, ReactNode } from 'react';
import { createContext, useContext } from 'react';

// Pieces of the portal the back office uses but may not import (features never import each
// other): app/routes/admin.tsx hands them in. Tests hand in stand-ins (a slider solved at once).

export type AdminCaptchaProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** Told the key of each image drawn (sent with the answer). */
  onKey: (key: string) => void;
  /** Raised after each failed answer: a code is good once, so a new image is drawn. */
  attempt: number;
};

export type AdminPortalParts = {
  /** The language selector of the portal (compact). */
  LanguageSelect: ComponentType;
  /** The portal's slider challenge; solving it calls onSolved with the one-use token. */
  Challenge: ComponentType<{ onSolved: (validate: string) => void; onCancel: () => void }>;
  /** The portal's image captcha field. */
  Captcha: ComponentType<AdminCaptchaProps>;
};

const Nothing = () => null;

const AdminPartsContext = createContext<AdminPortalParts>({
  LanguageSelect: Nothing,
  Challenge: Nothing,
  Captcha: Nothing,
});

export const AdminPartsProvider = AdminPartsContext.Provider;

export const useAdminParts = (): AdminPortalParts => useContext(AdminPartsContext);
