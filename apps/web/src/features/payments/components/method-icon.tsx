import type { MantineColor, ThemeIconProps } from '@mantine/core';
import { ThemeIcon } from '@mantine/core';
import { IconBuildingBank, IconDeviceMobile, IconQrcode, IconWallet } from '@tabler/icons-react';
import type { ComponentType } from 'react';

import type { PaymentMethod } from '@perya/contracts';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number }>;

/** Each method's mark and colour: GCash blue, Maya green, banks slate, QR Ph violet. */
export const METHOD_LOOK: Record<PaymentMethod, { color: MantineColor; Icon: IconComponent }> = {
  GCASH: { color: 'blue', Icon: IconWallet },
  MAYA: { color: 'green', Icon: IconDeviceMobile },
  BANK: { color: 'gray', Icon: IconBuildingBank },
  QRPH: { color: 'grape', Icon: IconQrcode },
};

const isMethod = (value: string): value is PaymentMethod => Object.hasOwn(METHOD_LOOK, value);

type MethodIconProps = Omit<ThemeIconProps, 'children' | 'color'> & { method: string; iconSize?: number };

export const MethodIcon = ({ method, iconSize = 20, size = 40, ...props }: MethodIconProps) => {
  const look = isMethod(method) ? METHOD_LOOK[method] : METHOD_LOOK.BANK;
  return (
    <ThemeIcon size={size} radius="md" variant="light" color={look.color} aria-hidden {...props}>
      <look.Icon size={iconSize} />
    </ThemeIcon>
  );
};
