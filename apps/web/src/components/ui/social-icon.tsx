import { ActionIcon } from '@mantine/core';
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
import { createElement } from 'react';

import type { Resource } from '@perya/contracts';

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

/** A social channel of the site's configuration as an icon button opening it in a new tab. */
export const SocialLink = ({ resource }: { resource: Resource }) => (
  <ActionIcon
    component="a"
    href={resource.url}
    target="_blank"
    rel="noopener noreferrer"
    variant="light"
    color="gray"
    size="lg"
    aria-label={resource.labelNameEn || resource.resourceType}
  >
    {createElement(socialIcon(resource.resourceType), { size: 18 })}
  </ActionIcon>
);

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
