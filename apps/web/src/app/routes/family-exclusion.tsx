import {
  Alert,
  Button,
  Card,
  Checkbox,
  Grid,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Textarea,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck, IconUsersGroup } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { FamilyExclusionRequest } from '@perya/contracts';
import { FAMILY_RELATIONSHIPS } from '@perya/contracts';

import { PageHeader } from '@/components/ui/page-header';
import { ResponsibleGamingNotice } from '@/features/protection/components/responsible-gaming-notice';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { submitFamilyExclusion } from '@/features/compliance/api/compliance';
import { ImagePickField } from '@/features/compliance/components/image-pick-field';

type Fields = {
  applicantName: string;
  relationship: FamilyExclusionRequest['relationship'] | null;
  applicantAdult: boolean;
  contact: string;
  respondentName: string;
  respondentAccount: string;
  respondentBirthday: string;
  details: string;
};
type FieldErrors = Partial<Record<keyof Fields | 'evidence', string>>;

const EMPTY: Fields = {
  applicantName: '',
  relationship: null,
  applicantAdult: false,
  contact: '',
  respondentName: '',
  respondentAccount: '',
  respondentBirthday: '',
  details: '',
};

/** The server's rules (FamilyExclusionRequestSchema), checked before anything is uploaded. */
export const familyFieldErrors = (fields: Fields, evidence: readonly (File | null)[]): FieldErrors => {
  const errors: FieldErrors = {};
  const tooShort = (value: string, min: number) => value.trim().length < min;
  if (tooShort(fields.applicantName, 2)) errors.applicantName = 'required';
  if (!fields.relationship) errors.relationship = 'required';
  if (!fields.applicantAdult) errors.applicantAdult = 'adult';
  if (tooShort(fields.contact, 5)) errors.contact = 'contact';
  if (tooShort(fields.respondentName, 2)) errors.respondentName = 'required';
  if (tooShort(fields.details, 10)) errors.details = 'details';
  if (!evidence.some(Boolean)) errors.evidence = 'evidence';
  return errors;
};

/**
 * /familyExclusion: a spouse, parent or adult child asks the operator to exclude a player (PAGCOR's
 * family exclusion; decision 038). No account needed; staff review it with the evidence and, when
 * they approve, the member is excluded through player protection.
 */
export const FamilyExclusionPage = () => {
  const { t } = useTranslation('compliance');
  useDocumentTitle(t('family.title'));
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [evidence, setEvidence] = useState<(File | null)[]>([null, null, null]);
  const [errors, setErrors] = useState<FieldErrors>({});
  const submit = useMutation({ mutationFn: submitFamilyExclusion });

  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((current) => ({ ...current, [key]: value }));
    setErrors((current) => ({ ...current, [key]: undefined }));
  };
  const errorOf = (key: keyof FieldErrors) => (errors[key] ? t(`family.errors.${errors[key]}`) : undefined);

  const send = () => {
    const found = familyFieldErrors(fields, evidence);
    setErrors(found);
    if (Object.keys(found).length > 0 || !fields.relationship) return;
    submit.mutate({
      applicantName: fields.applicantName.trim(),
      relationship: fields.relationship,
      applicantAdult: true,
      contact: fields.contact.trim(),
      respondentName: fields.respondentName.trim(),
      ...(fields.respondentAccount.trim() ? { respondentAccount: fields.respondentAccount.trim() } : {}),
      ...(fields.respondentBirthday ? { respondentBirthday: fields.respondentBirthday } : {}),
      details: fields.details.trim(),
      evidence: evidence.filter((file): file is File => file !== null),
    });
  };

  return (
    <>
      <PageHeader title={t('family.title')} subtitle={t('family.intro')} icon={<IconUsersGroup size={26} />} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          {submit.isSuccess ? (
            <Card bg="dark.7" data-testid="family-receipt">
              <Stack gap="sm" align="flex-start">
                <ThemeIcon size={48} radius="md" variant="light" color="green">
                  <IconCircleCheck size={28} />
                </ThemeIcon>
                <Title order={2} fz="lg">
                  {t('family.sent')}
                </Title>
                <Text>{t('family.reference', { reference: submit.data.reference })}</Text>
                <Text c="dimmed" fz="sm">
                  {t('family.next')}
                </Text>
              </Stack>
            </Card>
          ) : (
            <Card bg="dark.7">
              <Stack gap="md">
                <Title order={2} fz="lg">
                  {t('family.you')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('family.applicantName')}
                    maxLength={100}
                    value={fields.applicantName}
                    error={errorOf('applicantName')}
                    onChange={(event) => set('applicantName', event.currentTarget.value)}
                  />
                  <Select
                    label={t('family.relationship')}
                    data={FAMILY_RELATIONSHIPS.map((value) => ({ value, label: t(`family.relationships.${value}`) }))}
                    value={fields.relationship}
                    error={errorOf('relationship')}
                    onChange={(value) => set('relationship', value as Fields['relationship'])}
                  />
                  <TextInput
                    label={t('family.contact')}
                    description={t('family.contactHint')}
                    maxLength={120}
                    value={fields.contact}
                    error={errorOf('contact')}
                    onChange={(event) => set('contact', event.currentTarget.value)}
                  />
                </SimpleGrid>
                <Checkbox
                  label={t('family.adult')}
                  checked={fields.applicantAdult}
                  error={errorOf('applicantAdult')}
                  onChange={(event) => set('applicantAdult', event.currentTarget.checked)}
                />
                <Title order={2} fz="lg" mt="sm">
                  {t('family.player')}
                </Title>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <TextInput
                    label={t('family.respondentName')}
                    maxLength={100}
                    value={fields.respondentName}
                    error={errorOf('respondentName')}
                    onChange={(event) => set('respondentName', event.currentTarget.value)}
                  />
                  <TextInput
                    label={t('family.respondentAccount')}
                    description={t('family.optional')}
                    maxLength={64}
                    value={fields.respondentAccount}
                    onChange={(event) => set('respondentAccount', event.currentTarget.value)}
                  />
                  <TextInput
                    type="date"
                    label={t('family.respondentBirthday')}
                    description={t('family.optional')}
                    value={fields.respondentBirthday}
                    onChange={(event) => set('respondentBirthday', event.currentTarget.value)}
                  />
                </SimpleGrid>
                <Textarea
                  label={t('family.details')}
                  description={t('family.detailsHint')}
                  rows={5}
                  maxLength={1000}
                  value={fields.details}
                  error={errorOf('details')}
                  onChange={(event) => set('details', event.currentTarget.value)}
                />
                <div>
                  <Text fw={600} fz="sm">
                    {t('family.evidence')}
                  </Text>
                  <Text c="dimmed" fz="xs" mb="xs">
                    {t('family.evidenceHint')}
                  </Text>
                  <SimpleGrid cols={{ base: 1, sm: 3 }}>
                    {evidence.map((file, index) => (
                      <ImagePickField
                        key={index}
                        label={t('family.evidenceItem', { number: index + 1 })}
                        description=""
                        value={file}
                        onChange={(next) => {
                          setEvidence((current) => current.map((item, at) => (at === index ? next : item)));
                          setErrors((current) => ({ ...current, evidence: undefined }));
                        }}
                      />
                    ))}
                  </SimpleGrid>
                  {errors.evidence && (
                    <Text c="red.5" fz="xs" mt={4}>
                      {errorOf('evidence')}
                    </Text>
                  )}
                </div>
                {submit.error && (
                  <Alert color="ruby" variant="light" role="alert">
                    {errorText(submit.error, t)}
                  </Alert>
                )}
                <Button
                  size="md"
                  color="gold"
                  loading={submit.isPending}
                  onClick={send}
                  style={{ alignSelf: 'flex-start' }}
                >
                  {t('family.send')}
                </Button>
              </Stack>
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="md">
            <Card bg="dark.7">
              <Title order={2} fz="md" mb="xs">
                {t('family.howTitle')}
              </Title>
              <Text fz="sm" c="dimmed">
                {t('family.how')}
              </Text>
            </Card>
            <ResponsibleGamingNotice withToolsLink={false} />
          </Stack>
        </Grid.Col>
      </Grid>
    </>
  );
};
