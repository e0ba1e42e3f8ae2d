import { TextInput } from '@mantine/core';
import type { ReactNode } from 'react';

type CodeInputProps = { label: string; value: string; onChange: (value: string) => void; error?: ReactNode };

/** The authenticator's 6-digit code: digits only, the phone's one-time-code keyboard. */
export const CodeInput = ({ label, value, onChange, error }: CodeInputProps) => (
  <TextInput
    label={label}
    value={value}
    onChange={(event) => onChange(event.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
    inputMode="numeric"
    autoComplete="one-time-code"
    maxLength={6}
    error={error}
    autoFocus
    ff="monospace"
    styles={{ input: { letterSpacing: '0.3em', fontSize: 18 } }}
  />
);
