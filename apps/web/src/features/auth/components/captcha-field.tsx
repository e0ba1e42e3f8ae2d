import { Skeleton, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Captcha } from '../hooks/use-captcha';

export type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** From useCaptcha(): the key to submit with the answer, the image, and refresh. */
  captcha: Captcha;
};

const IMAGE_WIDTH = 114;
const IMAGE_HEIGHT = 38;

/** The captcha answer input, with the code image beside it; a tap on the image draws a new one. */
export const CaptchaField = ({ value, onChange, error, captcha }: CaptchaFieldProps) => {
  const { t } = useTranslation('challenge');
  const image = captcha.isLoading || !captcha.image ? null : captcha.image;
  return (
    <TextInput
      label={t('captcha.label')}
      placeholder={t('captcha.placeholder')}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      maxLength={8}
      autoComplete="off"
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      size="md"
      rightSectionWidth={IMAGE_WIDTH + 8}
      rightSectionPointerEvents="all"
      rightSection={
        <UnstyledButton
          onClick={captcha.refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          style={{ display: 'flex', borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}
        >
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt={t('captcha.imageAlt')}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              draggable={false}
            />
          ) : (
            <Skeleton width={IMAGE_WIDTH} height={IMAGE_HEIGHT} animate={captcha.isLoading} />
          )}
        </UnstyledButton>
      }
    />
  );
};
