import { Combobox, Group, Loader, Paper, Stack, Text, TextInput, useCombobox } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StaffMemberPageSchema, StaffMemberProfileSchema } from '@perya/contracts';

import { AdminMoney } from '../components/admin-money';
import { MEMBERS_PATH, memberPath } from '../members/members-api';
import { useAdminQuery } from '../shell/admin-query';

/** Fewest characters before the member search runs (an id, a mobile, an e-mail or a username prefix). */
const MIN_QUERY = 2;

/**
 * Finds a member by account, mobile, e-mail or id (the member list's search, as staff type) and
 * shows who was chosen — account, nickname, main balance — before money moves.
 */
export const MemberPicker = ({
  memberId,
  onChange,
}: {
  memberId: number | null;
  onChange: (memberId: number | null) => void;
}) => {
  const { t } = useTranslation('admin-money');
  const combobox = useCombobox();
  const [text, setText] = useState('');
  const [query] = useDebouncedValue(text.trim(), 250);
  const found = useAdminQuery(
    MEMBERS_PATH,
    StaffMemberPageSchema,
    { q: query, pageSize: 8, sort: 'account', order: 'asc' },
    { enabled: query.length >= MIN_QUERY && memberId === null },
  );
  const chosen = useAdminQuery(memberPath(memberId ?? 0), StaffMemberProfileSchema, undefined, {
    enabled: memberId !== null,
  });
  const options = query.length >= MIN_QUERY ? (found.data?.list ?? []) : [];
  const main = chosen.data?.balances.find((balance) => balance.wallet === 'MAIN');

  return (
    <Stack gap={6}>
      <Combobox
        store={combobox}
        onOptionSubmit={(value) => {
          const row = options.find((option) => String(option.id) === value);
          setText(row?.account ?? '');
          onChange(row ? row.id : null);
          combobox.closeDropdown();
        }}
      >
        <Combobox.Target>
          <TextInput
            size="sm"
            label={t('adjustments.member')}
            description={t('adjustments.memberHelp')}
            placeholder={t('adjustments.memberPlaceholder')}
            value={text}
            required
            rightSection={found.isFetching ? <Loader size={14} /> : null}
            onChange={(event) => {
              setText(event.currentTarget.value);
              onChange(null);
              combobox.openDropdown();
            }}
            onFocus={() => combobox.openDropdown()}
            onBlur={() => combobox.closeDropdown()}
          />
        </Combobox.Target>
        <Combobox.Dropdown hidden={memberId !== null || query.length < MIN_QUERY}>
          <Combobox.Options>
            {options.map((row) => (
              <Combobox.Option key={row.id} value={String(row.id)}>
                <Group justify="space-between" wrap="nowrap" gap="xs">
                  <Text fz="sm" fw={600}>
                    {row.account}
                    {row.nickname ? (
                      <Text span c="dimmed" fz="xs" ml={6}>
                        {row.nickname}
                      </Text>
                    ) : null}
                  </Text>
                  <Text fz="xs" c="dimmed" ff="monospace">
                    #{row.id} {row.mobile ?? row.email ?? ''}
                  </Text>
                </Group>
              </Combobox.Option>
            ))}
            {options.length === 0 && !found.isFetching && <Combobox.Empty>{t('adjustments.noMember')}</Combobox.Empty>}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      {memberId !== null && chosen.data && (
        <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)" data-testid="chosen-member">
          <Group justify="space-between" wrap="nowrap">
            <div>
              <Text fz="sm" fw={700}>
                {chosen.data.account}
                <Text span c="dimmed" fz="xs" ml={6}>
                  #{chosen.data.id}
                </Text>
              </Text>
              <Text fz="xs" c="dimmed">
                {chosen.data.nickname ?? t('adjustments.noNickname')}
                {chosen.data.status === 'SUSPENDED' ? ` · ${t('adjustments.suspended')}` : ''}
              </Text>
            </div>
            <div style={{ textAlign: 'right' }}>
              <Text fz="xs" c="dimmed">
                {t('adjustments.balance')}
              </Text>
              {main ? <AdminMoney minor={main.balanceMinor} currency={main.currency} /> : <Text>—</Text>}
            </div>
          </Group>
        </Paper>
      )}
    </Stack>
  );
};
