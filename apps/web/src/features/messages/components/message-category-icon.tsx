import { ThemeIcon } from '@mantine/core';
import { IconBell, IconGift, IconMessageReply, IconUserShield } from '@tabler/icons-react';

import type { MessageCategory } from '@perya/contracts';

const ICONS = {
  NOTICE: { Icon: IconBell, color: 'gold' },
  PROMOTION: { Icon: IconGift, color: 'ruby' },
  ACCOUNT: { Icon: IconUserShield, color: 'teal' },
  FEEDBACK: { Icon: IconMessageReply, color: 'blue' },
} as const satisfies Record<MessageCategory, { Icon: typeof IconBell; color: string }>;

export const MessageCategoryIcon = ({ category, size = 40 }: { category: MessageCategory; size?: number }) => {
  const { Icon, color } = ICONS[category];
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={color} aria-hidden>
      <Icon size={Math.round(size * 0.55)} />
    </ThemeIcon>
  );
};
