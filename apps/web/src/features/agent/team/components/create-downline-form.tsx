import {
  Alert,
  Button,
  Card,
  Group,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconUserPlus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { CreatedDownline, DownlineKind, RegisterField } from '@perya/contracts';
import { DEFAULT_DIALING_CODE } from '@perya/contracts';

import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';
import { registerSettingsQueryOptions } from '@/lib/site-config';

import { TEAM_KEY, createDownline } from '../api/team';

const OPTIONAL_FIELDS = ['nickname', 'payeeName', 'email', 'mobileNum'] as const satisfies readonly RegisterField[];
const INITIAL = {
  username: '',
  password: '',
  confirmPassword: '',
  nickname: '',
  payeeName: '',
  email: '',
  mobileNum: '',
};

/**
 * A downline made by its agent (registerCenter): the fields the operator's registration asks, the
 * same rules checked by the server, whose per-field messages land under the fields.
 */
export const CreateDownlineForm = ({ mayCreateAgents }: { mayCreateAgents: boolean }) => {
  const { t } = useTranslation('agent-team');
  const queryClient = useQueryClient();
  const settings = useQuery(registerSettingsQueryOptions()).data;
  const [kind, setKind] = useState<DownlineKind>('MEMBER');
  const [created, setCreated] = useState<CreatedDownline | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: INITIAL,
    validate: {
      username: (value) => (value.trim() ? null : t('create.required')),
      password: (value) => (value ? null : t('create.required')),
      confirmPassword: (value, values) => (value === values.password ? null : t('create.mismatch')),
    },
  });
  const shown = (field: (typeof OPTIONAL_FIELDS)[number]) =>
    field === 'nickname' || Boolean(settings?.[field]?.enabled);
  const mutation = useMutation({ mutationFn: createDownline });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setCreated(null);
    const optional = Object.fromEntries(
      OPTIONAL_FIELDS.filter((field) => shown(field) && values[field].trim()).map((field) => [
        field,
        values[field].trim(),
      ]),
    );
    try {
      const result = await mutation.mutateAsync({
        kind,
        username: values.username.trim(),
        password: values.password,
        confirmPassword: values.confirmPassword,
        ...optional,
        ...(optional.mobileNum ? { countryDialingCode: DEFAULT_DIALING_CODE } : {}),
      });
      setCreated(result);
      form.reset();
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      const known = Object.fromEntries(Object.entries(fields).filter(([field]) => field in INITIAL));
      if (failure instanceof ApiError && failure.code === 'USERNAME_TAKEN')
        form.setFieldError('username', failure.message);
      else if (failure instanceof ApiError && failure.code === 'EMAIL_TAKEN')
        form.setFieldError('email', failure.message);
      else if (failure instanceof ApiError && failure.code === 'MOBILE_TAKEN')
        form.setFieldError('mobileNum', failure.message);
      else if (Object.keys(known).length > 0) form.setErrors(known);
      // A rule on a field this form does not ask (the operator made it required): say which.
      const other = Object.entries(fields).filter(([field]) => !(field in INITIAL));
      if (other.length > 0) setFormError(other.map(([, message]) => message).join(' '));
      else if (Object.keys(known).length === 0 && !(failure instanceof ApiError && failure.code.endsWith('_TAKEN')))
        setFormError(errorText(failure, t));
    }
  });

  return (
    <Card p={{ base: 'md', sm: 'lg' }}>
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Group gap="xs">
            <IconUserPlus size={20} />
            <Title order={2} fz="lg">
              {t('create.title')}
            </Title>
          </Group>
          <Text fz="sm" c="dimmed">
            {t('create.text')}
          </Text>
          <Text fz="sm" c="dimmed" data-testid="declaration-note">
            {t('create.declarationNote')}
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value === 'AGENT' ? 'AGENT' : 'MEMBER')}
            data={[
              { value: 'MEMBER', label: t('kind.MEMBER') },
              { value: 'AGENT', label: t('kind.AGENT'), disabled: !mayCreateAgents },
            ]}
            aria-label={t('create.kind')}
          />
          {!mayCreateAgents && (
            <Text fz="xs" c="dimmed">
              {t('create.membersOnly')}
            </Text>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('create.username')}
              required
              autoComplete="off"
              maxLength={64}
              {...form.getInputProps('username')}
            />
            <TextInput label={t('create.nickname')} maxLength={64} {...form.getInputProps('nickname')} />
            <PasswordInput
              label={t('create.password')}
              required
              autoComplete="new-password"
              {...form.getInputProps('password')}
            />
            <PasswordInput
              label={t('create.confirmPassword')}
              required
              autoComplete="new-password"
              {...form.getInputProps('confirmPassword')}
            />
            {shown('payeeName') && (
              <TextInput
                label={t('create.payeeName')}
                required={Boolean(settings?.payeeName?.required)}
                maxLength={100}
                {...form.getInputProps('payeeName')}
              />
            )}
            {shown('email') && (
              <TextInput
                label={t('create.email')}
                type="email"
                required={Boolean(settings?.email?.required)}
                maxLength={255}
                {...form.getInputProps('email')}
              />
            )}
            {shown('mobileNum') && (
              <TextInput
                label={t('create.mobile')}
                leftSection={<Text fz="xs">+{DEFAULT_DIALING_CODE}</Text>}
                inputMode="tel"
                required={Boolean(settings?.mobileNum?.required)}
                maxLength={32}
                {...form.getInputProps('mobileNum')}
              />
            )}
          </SimpleGrid>
          {formError && (
            <Alert color="ruby" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          {created && (
            <Alert color="teal" variant="light" role="status" data-testid="downline-created">
              {created.kind === 'AGENT'
                ? t('create.doneAgent', { account: created.account, code: created.affiliateCode })
                : t('create.done', { account: created.account })}{' '}
              <Link to={paths.agentPage('downlineManagmentView')}>{t('create.viewTeam')}</Link>
            </Alert>
          )}
          <Button type="submit" loading={mutation.isPending} w={{ base: '100%', sm: 'fit-content' }}>
            {kind === 'AGENT' ? t('create.submitAgent') : t('create.submitMember')}
          </Button>
        </Stack>
      </form>
    </Card>
  );
};
