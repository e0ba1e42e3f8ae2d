import { Alert, Button, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { DetailDrawer } from '../components/detail-drawer';
import { useCan } from '../shell/can';

// What the loyalty editors (missions, leaderboards, point items) share: a draft edited field by
// field, a check that turns it into the API's request or names the first field at fault, and a
// drawer whose Save only staff who may manage promotions see, with the API's refusal above the form.

export type Problem = { field: string; key: string };
export type Checked<Request> = { request: Request } | { problem: Problem };

export const useLoyaltyDraft = <Draft, Request>(
  initial: () => Draft,
  check: (draft: Draft) => Checked<Request>,
  send: (request: Request) => void,
) => {
  const { t } = useTranslation('admin-loyalty');
  const [draft, setDraft] = useState(initial);
  const [problem, setProblem] = useState<Problem | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const submit = () => {
    const checked = check(draft);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    send(checked.request);
  };
  const errorOf = (field: string) => (problem?.field === field ? t(problem.key) : undefined);
  return { draft, set, submit, errorOf };
};

export const LoyaltyEditorDrawer = ({
  title,
  saving,
  error,
  onSave,
  onClose,
  children,
}: {
  title: string;
  saving: boolean;
  error: unknown;
  onSave: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  return (
    <DetailDrawer
      opened
      onClose={onClose}
      size="xl"
      title={title}
      actions={
        canManage && (
          <Button loading={saving} onClick={onSave}>
            {t('editor.save')}
          </Button>
        )
      }
    >
      <Stack gap="md">
        {error ? (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(error, t)}
          </Alert>
        ) : null}
        {children}
      </Stack>
    </DetailDrawer>
  );
};
