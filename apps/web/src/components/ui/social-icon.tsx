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

/** Brand colours for the social blocks (accents only: text stays in the theme's colours). */
export const SOCIAL_COLORS: Record<string, string> = {
  FACEBOOK: '#1877f2',
  TELEGRAM: '#29a9eb',
  TELEGRAM2: '#29a9eb',
  VIBER: '#7360f2',
  INSTAGRAM: '#e1306c',
  TIKTOK: '#25f4ee',
  YOUTUBE: '#ff0033',
  TWITTER: '#8b98a5',
  WHATSAPP: '#25d366',
};

/** Social channels shown in the side menu (spec §2.3). */
export const SIDE_MENU_SOCIAL = ['FACEBOOK', 'TELEGRAM', 'TELEGRAM2', 'VIBER', 'INSTAGRAM'];
/** Social channels shown in the footer (spec §2.3). */
export const FOOTER_SOCIAL = ['FACEBOOK', 'TIKTOK', 'YOUTUBE', 'TWITTER', 'INSTAGRAM', 'TELEGRAM', 'WHATSAPP', 'VIBER'];
