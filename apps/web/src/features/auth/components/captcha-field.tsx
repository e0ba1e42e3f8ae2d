import { Skeleton, TextInput, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { CAPTCHA_HEIGHT, CAPTCHA_WIDTH } from '@perya/contracts';

import type { Captcha } from '../hooks/use-captcha';

export type CaptchaFieldProps = {
  value: string;
  onChange: (value: string) => void;
  error?: ReactNode;
  /** From useCaptcha(): the key to submit with the answer, the image, and refresh. */
  captcha: Captcha;
};

/** The captcha answer input, with the code image above it; a tap on the image draws a new one. */
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
      // The image above the input, at a size that reads on a phone (issue 22 item 25).
      inputWrapperOrder={['label', 'description', 'input', 'error']}
      description={
        <UnstyledButton
          onClick={captcha.refresh}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
          style={{
            display: 'flex',
            width: 'fit-content',
            borderRadius: 'var(--mantine-radius-sm)',
            overflow: 'hidden',
          }}
        >
          {image ? (
            <img
              src={`data:image/png;base64,${image}`}
              alt={t('captcha.imageAlt')}
              width={CAPTCHA_WIDTH}
              height={CAPTCHA_HEIGHT}
              draggable={false}
            />
          ) : (
            <Skeleton width={CAPTCHA_WIDTH} height={CAPTCHA_HEIGHT} animate={captcha.isLoading} />
          )}
        </UnstyledButton>
      }
    />
  );
};
