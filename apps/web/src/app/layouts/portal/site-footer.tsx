import { Anchor, Container, Divider, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Vendor } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

import { FallbackImage } from '@/components/ui/fallback-image';
import { Logo } from '@/components/ui/logo';
import { WhenVisible } from '@/components/ui/when-visible';
import { FOOTER_SOCIAL, SocialLink } from '@/components/ui/social-icon';
import { paths } from '@/config/paths';
import { allVendors, useGameMenus, vendorLogoUrl } from '@/features/games/api/game-menus';
import { helpTopicsQueryOptions } from '@/features/help/api/help-queries';
import { ResponsibleGamingNotice } from '@/features/protection/components/responsible-gaming-notice';
import { useAfterPaint } from '@/hooks/use-after-paint';
import { getLanguageCode } from '@/i18n/language';
import { useCustomerService } from '@/lib/customer-service';
import { permissionQueryOptions } from '@/lib/site-config';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import classes from './portal.module.css';

/** A provider's logo (from the image host, spec §3), or its name when the picture fails. */
const ProviderLogo = ({ vendor, imageHost }: { vendor: Vendor; imageHost?: string }) => (
  <li className={classes.providerLogo} title={vendor.displayName}>
    <FallbackImage
      sources={[vendorLogoUrl(vendor, imageHost)]}
      alt={vendor.displayName}
      width={120}
      height={40}
      fallback={<span className={classes.providerName}>{vendor.displayName}</span>}
    />
  </li>
);

/** The help topics' links: their answer renders them, not the whole footer. */
const HelpLinks = () => {
  const helpTopics = useQuery(helpTopicsQueryOptions(getLanguageCode()));
  return (helpTopics.data ?? []).map((topic) => (
    <Anchor key={topic.tag} component={Link} to={paths.help(topic.tag)} className={classes.footerLink}>
      {topic.title}
    </Anchor>
  ));
};

/** The live chat's link, when the site has one. */
const LiveChatLink = () => {
  const { t } = useTranslation();
  const liveChat = useCustomerService()[0];
  if (!liveChat) return null;
  return (
    <Anchor
      href={liveChat.path}
      {...(liveChat.path.startsWith('/') ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
      className={classes.footerLink}
    >
      {t('actions.contactSupport')}
    </Anchor>
  );
};

/** The site's social channels, from its configuration. */
const SocialLinks = () => {
  const permission = useQuery(permissionQueryOptions());
  const social = (permission.data?.resources ?? []).filter((resource) =>
    FOOTER_SOCIAL.includes(resource.resourceType.toUpperCase()),
  );
  return (
    <Group gap="xs">
      {social.map((resource) => (
        <SocialLink key={resource.url} resource={resource} />
      ))}
    </Group>
  );
};

/** Thirty-odd providers' logos at the very bottom: drawn when the footer comes into view. */
const ProviderLogos = () => {
  const { t } = useTranslation();
  const menus = useGameMenus();
  const vendors = allVendors(menus.data);
  return (
    <WhenVisible minHeight={vendors.length > 0 ? 120 : 0} rootMargin="200px 0px">
      {vendors.length > 0 && (
        <>
          <Divider my="lg" />
          <Title order={2} className={classes.footerHeading} mb="sm">
            {t('footer.providers')}
          </Title>
          <ul className={classes.providers} aria-label={t('footer.providers')}>
            {vendors.map((vendor) => (
              <ProviderLogo key={vendor.vassalage} vendor={vendor} imageHost={menus.data?.imageHost} />
            ))}
          </ul>
        </>
      )}
    </WhenVisible>
  );
};

/** Footer (spec §2.3): products, help, contact, social channels, licence, providers and the 18+ notice. */
const FooterContent = () => {
  const { t } = useTranslation();
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));

  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <div className={classes.footerGrid}>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.products')}
            </Title>
            {GAME_CATEGORIES.map((category) => (
              <Anchor key={category.code} component={Link} to={category.path} className={classes.footerLink}>
                {t(`nav.${category.labelKey}`)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.help')}
            </Title>
            <HelpLinks />
            <Anchor component={Link} to={paths.helpCentre} className={classes.footerLink}>
              {t('nav.helpCentre')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.contact')}
            </Title>
            <LiveChatLink />
            <UnstyledButton
              className={classes.footerLink}
              ta="start"
              onClick={() => openModal(isSignedIn ? 'feedbackModal' : 'loginPopupModal')}
              data-testid="footer-feedback"
            >
              {t('footer.feedback')}
            </UnstyledButton>
            <Anchor component={Link} to={paths.agent} className={classes.footerLink}>
              {t('footer.affiliate')}
            </Anchor>
            <Anchor component={Link} to="/appDownload" className={classes.footerLink}>
              {t('footer.appDownload')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.social')}
            </Title>
            <SocialLinks />
          </Stack>
        </div>

        <ProviderLogos />
        <Divider my="lg" />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap="xs" maw={720}>
            <Logo size={28} />
            <ResponsibleGamingNotice variant="compact" withToolsLink={isSignedIn} />
            <Text fz="xs" className={classes.dimText}>
              {t('footer.license')}
            </Text>
            <Text fz="xs" className={classes.dimText}>
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
          <Group gap="sm" wrap="nowrap">
            <span className={classes.adultBadge} aria-hidden>
              18+
            </span>
            <Text fz="sm" fw={600} maw={260}>
              {t('footer.adults')}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
};

/**
 * The footer, built after the page's first frame: it sits below the first screen of every page,
 * and its hundred-odd elements made the first commit's task longer on a phone for nothing the
 * visitor could see yet. Each part its data feeds renders alone when that data arrives.
 */
export const SiteFooter = () => (useAfterPaint() ? <FooterContent /> : null);
