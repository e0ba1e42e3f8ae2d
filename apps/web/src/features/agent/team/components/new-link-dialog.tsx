import { Alert, Button, Checkbox, Group, Modal, SegmentedControl, Stack, Text } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DownlineKind, InvitationLink } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { TermsFields } from '../../contracts/components/offer-form';
import type { FormErrorKey, TierRow } from '../../contracts/utils/terms-form';
import { emptyForm, termsOf } from '../../contracts/utils/terms-form';
import { createInvitationLink } from '../api/team';

type NewLinkDialogProps = {
  /** The kind to start with; null: closed. */
  kind: DownlineKind | null;
  mayCreateAgents: boolean;
  onClose: () => void;
  onCreated: (link: InvitationLink) => void;
};

/**
 * A new invitation link, optionally offering a contract to every account registered through it
 * (the offer waits in the new account's contract popup). The server checks the terms against the
 * agent's own contract now, and again at each registration.
 */
export const NewLinkDialog = ({ kind, mayCreateAgents, onClose, onCreated }: NewLinkDialogProps) => {
  const { t } = useTranslation('agent-team');
  const [chosenKind, setKind] = useState<DownlineKind | null>(null);
  const [withOffer, setWithOffer] = useState(false);
  const [form, setForm] = useState(() => emptyForm());
  const [errors, setErrors] = useState<Array<Partial<Record<keyof TierRow, FormErrorKey>>>>([]);
  const create = useMutation({
    mutationFn: (input: Parameters<typeof createInvitationLink>) => createInvitationLink(...input),
  });
  const linkKind = chosenKind ?? kind ?? 'MEMBER';

  const close = () => {
    setKind(null);
    setWithOffer(false);
    setForm(emptyForm());
    setErrors([]);
    create.reset();
    onClose();
  };

  const submit = () => {
    let terms;
    if (withOffer) {
      const result = termsOf(form);
      if (!result.terms) {
        setErrors(result.errors);
        return;
      }
      terms = result.terms;
    }
    setErrors([]);
    create.mutateAsync([linkKind, terms]).then(
      (link) => {
        close();
        onCreated(link);
      },
      () => undefined,
    ); // the error shows from create.error
  };

  return (
    <Modal opened={kind !== null} onClose={close} title={t('links.newTitle')} size="xl" centered>
      <Stack gap="md" data-testid="new-link-dialog">
        {mayCreateAgents && (
          <SegmentedControl
            value={linkKind}
            onChange={(value) => setKind(value as DownlineKind)}
            data={[
              { value: 'MEMBER', label: t('links.kind.MEMBER') },
              { value: 'AGENT', label: t('links.kind.AGENT') },
            ]}
          />
        )}
        <Checkbox
          checked={withOffer}
          onChange={(event) => setWithOffer(event.currentTarget.checked)}
          label={t('links.withOffer')}
          description={t('links.withOfferText')}
        />
        {withOffer && <TermsFields form={form} onChange={setForm} errors={errors} />}
        {create.isError && (
          <Alert color="ruby" variant="light" role="alert">
            {errorText(create.error, t)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {t('links.cancel')}
          </Button>
          <Button color="gold" loading={create.isPending} onClick={submit}>
            {t('links.create')}
          </Button>
        </Group>
        {!withOffer && (
          <Text fz="xs" c="dimmed">
            {t('links.noOfferNote')}
          </Text>
        )}
      </Stack>
    </Modal>
  );
};
