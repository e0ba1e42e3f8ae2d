import { Alert, Badge, Button, Group, Modal, Select, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffRole } from '@perya/contracts';
import { STAFF_REASON_MAX_LENGTH, STAFF_REASON_MIN_LENGTH, STAFF_ROLES } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { ConfirmReasonDialog } from '../components/confirm-reason-dialog';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import type { StaffAction, StaffMember } from './staff-api';
import { OneTimePassword } from './one-time-password';
import { STAFF_PATH, resendInvitation, staffAction, updateStaff } from './staff-api';

/** Whether an invitation's time ran out (read when the drawer renders; the list refreshes it). */
const isPast = (iso: string): boolean => new Date(iso).getTime() <= Date.now();

type StaffDrawerProps = {
  member: StaffMember | null;
  /** The record as the server answered after an edit (new version). */
  onChange: (member: StaffMember) => void;
  onClose: () => void;
};

/** One staff account: its details, its role (edited with the version it was opened at) and its actions. */
export const StaffDrawer = ({ member, onChange, onClose }: StaffDrawerProps) => {
  const { t } = useTranslation('admin');
  const canManage = useCan('staff.manage');
  const [role, setRole] = useState<StaffRole | null>(null);
  const [confirm, setConfirm] = useState<StaffAction | null>(null);
  const update = useAdminMutation({
    mutationFn: (input: { member: StaffMember; role: StaffRole }) =>
      updateStaff(input.member.id, { role: input.role, version: input.member.version }),
    invalidates: [STAFF_PATH],
    onSuccess: (saved) => {
      onChange(saved);
      setRole(null);
      notifications.show({ color: 'teal', message: t('staff.saved') });
    },
  });
  const [resent, setResent] = useState<{ username: string; password: string; expiresAt: string } | null>(null);
  const resend = useAdminMutation({
    mutationFn: resendInvitation,
    invalidates: [STAFF_PATH],
    onSuccess: (result) => {
      onChange(result.staff);
      setResent({ username: result.staff.username, password: result.temporaryPassword, expiresAt: result.expiresAt });
    },
  });
  const act = useAdminMutation({
    mutationFn: (input: { member: StaffMember; action: StaffAction; reason: string }) =>
      staffAction(input.member, input.action, input.reason),
    invalidates: [STAFF_PATH],
    onSuccess: () => onClose(),
  });

  if (!member) return <DetailDrawer opened={false} onClose={onClose} title="" children={null} />;
  const chosenRole = role ?? member.role;
  const titles: Record<StaffAction, string> = {
    disable: t('staff.disableTitle', { username: member.username }),
    enable: t('staff.enableTitle', { username: member.username }),
    'secondFactor/reset': t('staff.resetTitle', { username: member.username }),
  };

  return (
    <DetailDrawer
      opened
      onClose={() => {
        setRole(null);
        update.reset();
        onClose();
      }}
      title={member.displayName}
      actions={
        canManage && (
          <>
            {member.status === 'DISABLED' ? (
              <Button size="xs" radius="sm" variant="light" onClick={() => setConfirm('enable')}>
                {t('staff.enable')}
              </Button>
            ) : (
              <Button size="xs" radius="sm" variant="light" color="ruby" onClick={() => setConfirm('disable')}>
                {t('staff.disable')}
              </Button>
            )}
            <Button size="xs" radius="sm" variant="light" onClick={() => setConfirm('secondFactor/reset')}>
              {t('staff.resetSecondFactor')}
            </Button>
            {member.status === 'INVITED' && (
              <Button
                size="xs"
                radius="sm"
                variant="light"
                loading={resend.isPending}
                onClick={() => resend.mutate(member)}
              >
                {t('staff.resendInvitation')}
              </Button>
            )}
          </>
        )
      }
    >
      <DetailList
        items={[
          { label: t('staff.username'), value: member.username },
          { label: t('staff.displayName'), value: member.displayName },
          { label: t('staff.status'), value: <StatusBadge status={member.status} /> },
          {
            label: t('staff.secondFactor'),
            value: member.secondFactorEnrolled ? t('staff.sfEnrolled') : t('staff.sfNone'),
          },
          ...(member.invitationExpiresAt
            ? [
                {
                  label: t('staff.invitationExpires'),
                  value: (
                    <Group gap={6}>
                      <span>{formatAdminTime(member.invitationExpiresAt)}</span>
                      {isPast(member.invitationExpiresAt) && (
                        <Badge size="xs" variant="light" color="ruby">
                          {t('staff.invitationExpired')}
                        </Badge>
                      )}
                    </Group>
                  ),
                },
              ]
            : []),
          { label: t('staff.lastLogin'), value: formatAdminTime(member.lastLoginAt) },
          { label: t('staff.createdAt'), value: formatAdminTime(member.createdAt) },
        ]}
      />
      {canManage ? (
        <Group align="flex-end" gap="xs">
          <Select
            size="xs"
            w={200}
            label={t('staff.edit')}
            data={STAFF_ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))}
            value={chosenRole}
            allowDeselect={false}
            onChange={(value) => setRole((value as StaffRole | null) ?? null)}
          />
          <Button
            size="xs"
            radius="sm"
            disabled={chosenRole === member.role}
            loading={update.isPending}
            onClick={() => update.mutate({ member, role: chosenRole })}
          >
            {t('staff.save')}
          </Button>
        </Group>
      ) : (
        <Text fz="sm">{t(`roles.${member.role}`)}</Text>
      )}
      {(update.error ?? resend.error) && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(update.error ?? resend.error, t)}
        </Alert>
      )}
      <Modal opened={resent !== null} onClose={() => setResent(null)} title={t('staff.resendDone')} centered>
        {resent && (
          <OneTimePassword
            username={resent.username}
            password={resent.password}
            expiresAt={formatAdminTime(resent.expiresAt)}
            onClose={() => setResent(null)}
          />
        )}
      </Modal>
      <ConfirmReasonDialog
        opened={confirm !== null}
        onClose={() => setConfirm(null)}
        title={confirm ? titles[confirm] : ''}
        message={confirm === 'secondFactor/reset' ? t('staff.resetText') : undefined}
        confirmLabel={
          confirm === 'enable'
            ? t('staff.enable')
            : confirm === 'disable'
              ? t('staff.disable')
              : t('staff.resetSecondFactor')
        }
        color={confirm === 'disable' ? 'ruby' : undefined}
        minLength={STAFF_REASON_MIN_LENGTH}
        maxLength={STAFF_REASON_MAX_LENGTH}
        onConfirm={(reason) => act.mutateAsync({ member, action: confirm ?? 'disable', reason })}
      />
    </DetailDrawer>
  );
};
