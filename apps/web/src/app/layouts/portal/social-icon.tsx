import {
  IconBrandFacebook,
  IconBrandInstagram,
  IconBrandTelegram,
  IconBrandTiktok,
  IconBrandViber,
  IconBrandWhatsapp,
  IconBrandX,
  IconBrandYoutube,
  IconHeadset,
  IconMail,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

type IconComponent = ComponentType<{ size?: number | string; stroke?: number }>;

const ICONS: Record<string, IconComponent> = {
  FACEBOOK: IconBrandFacebook,
  TELEGRAM: IconBrandTelegram,
  TELEGRAM2: IconBrandTelegram,
  VIBER: IconBrandViber,
  INSTAGRAM: IconBrandInstagram,
  TIKTOK: IconBrandTiktok,
  YOUTUBE: IconBrandYoutube,
  TWITTER: IconBrandX,
  WHATSAPP: IconBrandWhatsapp,
  EMAIL: IconMail,
};

export const socialIcon = (type: string): IconComponent => ICONS[type.toUpperCase()] ?? IconHeadset;

/** Social channels shown in the side menu (spec §2.3). */
export const SIDE_MENU_SOCIAL = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'VIBER', 'INSTAGRAM'];
/** Social channels shown in the footer (spec §2.3). */
export const FOOTER_SOCIAL = ['FACEBOOK', 'TIKTOK', 'YOUTUBE', 'TWITTER', 'INSTAGRAM', 'TELEGRAM', 'WHATSAPP', 'VIBER'];
