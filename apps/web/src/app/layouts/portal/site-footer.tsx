import { ActionIcon, Anchor, Badge, Container, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GAME_CATEGORIES } from '@perya/contracts';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { helpTopicsQueryOptions } from '@/features/help/api/help-queries';
import { permissionQueryOptions } from '@/lib/site-config';
import { getLanguageCode } from '@/i18n/language';

import classes from './portal.module.css';
import { FOOTER_SOCIAL, socialIcon } from './social-icon';

/** Footer (spec §2.3): products, help, contact, social channels, licence and the 18+ notice. */
export const SiteFooter = () => {
  const { t } = useTranslation();
  const permission = useQuery(permissionQueryOptions());
  const helpTopics = useQuery(helpTopicsQueryOptions(getLanguageCode()));
  const social = (permission.data?.resources ?? []).filter((resource) => FOOTER_SOCIAL.includes(resource.resourceType));
  const liveChat = permission.data?.customerService[0];

  return (
    <footer className={classes.footer}>
      <Container size="xl" py="xl">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="xl">
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
            {(helpTopics.data ?? []).map((topic) => (
              <Anchor key={topic.tag} component={Link} to={paths.help(topic.tag)} className={classes.footerLink}>
                {topic.title}
              </Anchor>
            ))}
            <Anchor component={Link} to={paths.helpCentre} className={classes.footerLink}>
              {t('nav.helpCentre')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.contact')}
            </Title>
            {liveChat && (
              <Anchor href={liveChat.path} target="_blank" rel="noopener noreferrer" className={classes.footerLink}>
                {t('actions.contactSupport')}
              </Anchor>
            )}
            <Anchor component={Link} to={paths.memberPage('feedback')} className={classes.footerLink}>
              {t('footer.feedback')}
            </Anchor>
            <Anchor component={Link} to={paths.agent} className={classes.footerLink}>
              {t('footer.affiliate')}
            </Anchor>
          </Stack>
          <Stack gap={6}>
            <Title order={2} className={classes.footerHeading}>
              {t('footer.social')}
            </Title>
            <Group gap="xs">
              {social.map((resource) => {
                const Icon = socialIcon(resource.resourceType);
                return (
                  <ActionIcon
                    key={resource.url}
                    component="a"
                    href={resource.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    variant="light"
                    color="gray"
                    size="lg"
                    aria-label={resource.labelNameEn}
                  >
                    <Icon size={18} />
                  </ActionIcon>
                );
              })}
            </Group>
          </Stack>
        </SimpleGrid>
        <Divider my="lg" />
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap="xs" maw={720}>
            <Logo size={28} />
            <Text fz="xs" c="dimmed">
              {t('footer.license')}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <Badge size="xl" radius="xl" color="ruby" variant="filled" aria-hidden>
              18+
            </Badge>
            <Text fz="sm" fw={600} maw={260}>
              {t('footer.adults')}
            </Text>
          </Group>
        </Group>
      </Container>
    </footer>
  );
};
