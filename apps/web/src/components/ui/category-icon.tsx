import {
  IconBallFootball,
  IconCherry,
  IconClover,
  IconDeviceGamepad2,
  IconDeviceTv,
  IconFeather,
  IconFish,
  IconGift,
  IconHeart,
  IconHome,
  IconLayoutGrid,
  IconPlayCard,
  IconRocket,
  IconTicket,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconProps = { size?: number | string; stroke?: number };

/** Menu icons of spec §2.3, by category code (plus HOME, FAV and PROMOTIONS). */
const ICONS: Record<string, ComponentType<IconProps>> = {
  HOME: IconHome,
  FAV: IconHeart,
  LIVE: IconDeviceTv,
  RNG: IconCherry,
  FISH: IconFish,
  PVP: IconPlayCard,
  BGS: IconRocket,
  BINGO: IconLayoutGrid,
  SPORTS: IconBallFootball,
  ESPORTS: IconDeviceGamepad2,
  LOTT: IconTicket,
  ELOTT: IconClover,
  COCKFIGHT: IconFeather,
  PROMOTIONS: IconGift,
};

export const CategoryIcon = ({ code, size = 20, stroke = 1.8 }: { code: string; size?: number; stroke?: number }) => {
  const Icon = ICONS[code] ?? IconCherry;
  return <Icon size={size} stroke={stroke} aria-hidden />;
};
