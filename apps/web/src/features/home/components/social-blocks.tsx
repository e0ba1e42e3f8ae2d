import { Title } from '@mantine/core';
import { IconArrowUpRight } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';

import { SOCIAL_COLORS, socialIcon } from '@/components/ui/social-icon';
import { permissionQueryOptions } from '@/lib/site-config';

import classes from './home.module.css';

const SOCIAL_TYPES = Object.keys(SOCIAL_COLORS);

/** The social blocks (spec §2.7): every configured social page, opened in a new tab. */
export const SocialBlocks = () => {
  const { t } = useTranslation('home');
  const permission = useQuery(permissionQueryOptions());
  const resources = (permission.data?.resources ?? []).filter((resource) =>
    SOCIAL_TYPES.includes(resource.resourceType.toUpperCase()),
  );
  if (resources.length === 0) return null;
  return (
    <section aria-labelledby="home-social" data-testid="social-blocks">
      <Title order={2} id="home-social" className={classes.sectionTitle}>
        {t('social.title')}
      </Title>
      <ul className={classes.socialGrid}>
        {resources.map((resource) => {
          const type = resource.resourceType.toUpperCase();
          const Icon = socialIcon(type);
          const name = resource.labelNameEn || type;
          return (
            <li key={`${type}-${resource.url}`}>
              <a
                href={resource.url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.socialCard}
                style={{ '--social-color': SOCIAL_COLORS[type] } as CSSProperties}
              >
                <span className={classes.socialIcon} aria-hidden>
                  <Icon size={22} />
                </span>
                <span className={classes.socialText}>
                  <span className={classes.socialName}>{name}</span>
                  <span className={classes.socialHint}>{t('social.follow')}</span>
                </span>
                <IconArrowUpRight size={16} className={classes.socialArrow} aria-hidden />
                <span className="visually-hidden">{t('social.newTab')}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
};
