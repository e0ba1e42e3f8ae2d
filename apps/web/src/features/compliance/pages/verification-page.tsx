import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconClock, IconId } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { KycDocumentType, KycStatus } from '@perya/contracts';
import { KYC_DOCUMENT_TYPES } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { ApiError } from '@/lib/api-client';

import { kycStatusQueryOptions, useSubmitKyc } from '../api/compliance';
import { ImagePickField } from '../components/image-pick-field';

const STATE_COLOR = { NONE: 'gray', PENDING: 'gold', VERIFIED: 'green', REJECTED: 'ruby', REVERIFY: 'orange' } as const;

type Fields = { documentType: KycDocumentType | null; documentNumber: string; fullName: string; birthday: string };
type FieldErrors = Partial<Record<keyof Fields | 'document' | 'selfie', string>>;

/** Where the member stands, and what each action needs. */
const StatusCard = ({ status }: { status: KycStatus }) => {
  const { t } = useTranslation('compliance');
  const Icon = status.state === 'VERIFIED' ? IconCircleCheck : status.state === 'PENDING' ? IconClock : IconId;
  return (
    <Card bg="dark.7">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <Icon size={28} aria-hidden />
          <div>
            <Title order={2} fz="lg">
              {t(`verification.state.${status.state}.title`)}
            </Title>
            <Text c="dimmed" fz="sm">
              {t(`verification.state.${status.state}.text`)}
            </Text>
          </div>
        </Group>
        <Badge color={STATE_COLOR[status.state]} variant="light" size="lg" style={{ flexShrink: 0 }}>
          {t(`verification.tier.${status.tier}`)}
        </Badge>
      </Group>
      {status.reason && (
        <Alert
          mt="md"
          color={status.state === 'REJECTED' ? 'ruby' : 'orange'}
          variant="light"
          title={t('verification.reason')}
        >
          {status.state === 'REVERIFY'
            ? t(`verification.reverify.${status.reason}`, { defaultValue: status.reason })
            : status.reason}
        </Alert>
      )}
      <Stack gap={4} mt="md">
        <Text fz="sm">
          {t('verification.needs.withdrawal', { tier: t(`verification.tier.${status.withdrawalTier}`) })}
        </Text>
        <Text fz="sm">
          {t('verification.needs.deposit', { tier: t(`verification.tier.${status.largeDepositTier}`) })}{' '}
          <MoneyText minor={status.largeDepositAboveMinor} fz="sm" />
        </Text>
        <Text fz="sm" c="dimmed">
          {t('verification.needs.age', { age: status.minimumAge })}
        </Text>
      </Stack>
    </Card>
  );
};

/** The ID and the selfie, sent for staff review. */
const VerificationForm = ({ minimumAge }: { minimumAge: number }) => {
  const { t } = useTranslation('compliance');
  const submit = useSubmitKyc();
  const [fields, setFields] = useState<Fields>({ documentType: null, documentNumber: '', fullName: '', birthday: '' });
  const [document, setDocument] = useState<File | null>(null);
  const [selfie, setSelfie] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);

  const set = (key: keyof Fields) => (value: string | null) =>
    setFields((current) => ({ ...current, [key]: value ?? '' }));

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const problems: FieldErrors = {};
    if (!fields.documentType) problems.documentType = t('verification.errors.required');
    if (fields.documentNumber.trim().length < 3) problems.documentNumber = t('verification.errors.required');
    if (fields.fullName.trim().length < 2) problems.fullName = t('verification.errors.required');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(fields.birthday)) problems.birthday = t('verification.errors.required');
    if (!document) problems.document = t('verification.errors.image');
    if (!selfie) problems.selfie = t('verification.errors.image');
    setErrors(problems);
    setFailure(null);
    if (Object.keys(problems).length > 0 || !document || !selfie || !fields.documentType) return;
    try {
      await submit.mutateAsync({
        documentType: fields.documentType,
        documentNumber: fields.documentNumber.trim(),
        fullName: fields.fullName.trim(),
        birthday: fields.birthday,
        document,
        selfie,
      });
    } catch (error) {
      if (error instanceof ApiError) {
        const server = error.fields;
        setErrors({
          documentNumber: server.documentNumber,
          fullName: server.fullName,
          birthday: server.birthday,
          documentType: server.documentType,
          document: server.documentUploadId,
          selfie: server.selfieUploadId,
        });
        setFailure(error.code === 'NETWORK' ? t('verification.errors.network') : error.message);
      } else setFailure(t('verification.errors.network'));
    }
  };

  return (
    <Card bg="dark.7" component="form" onSubmit={onSubmit} noValidate aria-label={t('verification.formTitle')}>
      <Title order={2} fz="lg" mb={4}>
        {t('verification.formTitle')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('verification.formText', { age: minimumAge })}
      </Text>
      <Stack gap="sm">
        {failure && (
          <Alert color="ruby" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
            {failure}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('verification.documentType')}
            placeholder={t('verification.documentTypePlaceholder')}
            data={KYC_DOCUMENT_TYPES.map((type) => ({ value: type, label: t(`verification.documents.${type}`) }))}
            value={fields.documentType}
            onChange={(value) =>
              setFields((current) => ({ ...current, documentType: value as KycDocumentType | null }))
            }
            error={errors.documentType}
            required
          />
          <TextInput
            label={t('verification.documentNumber')}
            value={fields.documentNumber}
            onChange={(event) => set('documentNumber')(event.currentTarget.value)}
            error={errors.documentNumber}
            maxLength={64}
            required
          />
          <TextInput
            label={t('verification.fullName')}
            description={t('verification.fullNameHint')}
            value={fields.fullName}
            onChange={(event) => set('fullName')(event.currentTarget.value)}
            error={errors.fullName}
            maxLength={100}
            autoComplete="name"
            required
          />
          <TextInput
            type="date"
            label={t('verification.birthday')}
            description={t('verification.birthdayHint', { age: minimumAge })}
            value={fields.birthday}
            onChange={(event) => set('birthday')(event.currentTarget.value)}
            error={errors.birthday}
            required
          />
          <ImagePickField
            label={t('verification.document')}
            description={t('verification.documentHint')}
            value={document}
            onChange={setDocument}
            error={errors.document}
          />
          <ImagePickField
            label={t('verification.selfie')}
            description={t('verification.selfieHint')}
            value={selfie}
            onChange={setSelfie}
            error={errors.selfie}
          />
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('verification.privacy')}
        </Text>
        <Button type="submit" loading={submit.isPending} w={{ base: '100%', sm: 'fit-content' }}>
          {t('verification.submit')}
        </Button>
      </Stack>
    </Card>
  );
};

/** /member/verification: KYC status, the ID and selfie form, and why an action is gated. */
export const VerificationPage = () => {
  const { t } = useTranslation('compliance');
  useDocumentTitle(t('verification.title'));
  const status = useQuery(kycStatusQueryOptions());

  if (!status.data) return <Skeleton height={320} radius="lg" />;
  const canSubmit = ['NONE', 'REJECTED', 'REVERIFY'].includes(status.data.state);
  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('verification.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('verification.intro')}
        </Text>
      </div>
      {status.data.screeningHold && (
        <Alert color="ruby" variant="light" icon={<IconAlertTriangle size={18} />} title={t('verification.holdTitle')}>
          {t('verification.holdText')}
        </Alert>
      )}
      <StatusCard status={status.data} />
      {canSubmit && <VerificationForm minimumAge={status.data.minimumAge} />}
    </Stack>
  );
};
