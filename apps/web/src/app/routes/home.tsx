import {
  Badge,
  Box,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { IconClock, IconHeadset, IconShieldCheck, IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { GAME_CATEGORIES } from '@perya/contracts';

import { CategoryIcon } from '@/components/ui/category-icon';
import { FreeplayButton } from '@/features/auth/components/freeplay-button';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import classes from './home.module.css';

const TRUST = [
  { icon: IconShieldCheck, title: 'home.trustSecure', text: 'home.trustSecureText' },
  { icon: IconSparkles, title: 'home.trustFair', text: 'home.trustFairText' },
  { icon: IconHeadset, title: 'home.trustSupport', text: 'home.trustSupportText' },
  { icon: IconClock, title: 'home.trustAdults', text: 'home.trustAdultsText' },
] as const;

/** Home (/, /index, /index.html, /home). */
export const HomePage = () => {
  const { t } = useTranslation('pages');
  const openModal = useModalStore((state) => state.openModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  useDocumentTitle(t('home.title'));
  return (
    <Stack gap="xl">
      <Box className={classes.hero}>
        <Stack gap="md" maw={620} className={classes.heroText}>
          <Badge variant="light" color="gold" size="lg" w="fit-content">
            {t('home.heroEyebrow')}
          </Badge>
          <Title order={1} className={classes.heroTitle}>
            {t('home.heroTitle')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dark.1">
            {t('home.heroText')}
          </Text>
          {isSignedIn ? (
            <Group gap="sm" mt="xs">
              <Button size="md" variant="gradient" component={Link} to="/rng">
                {t('common:actions.playNow')}
              </Button>
            </Group>
          ) : (
            <Group gap="sm" mt="xs">
              <Button size="md" variant="gradient" onClick={() => openModal('registerModal')}>
                {t('common:actions.register')}
              </Button>
              <Button size="md" variant="default" onClick={() => openModal('loginPopupModal')}>
                {t('common:actions.login')}
              </Button>
              <FreeplayButton />
            </Group>
          )}
        </Stack>
      </Box>

      <section aria-labelledby="home-categories">
        <Title order={2} id="home-categories" fz={{ base: 20, sm: 24 }} mb="md">
          {t('home.categoriesTitle')}
        </Title>
        <SimpleGrid cols={{ base: 2, xs: 3, md: 4, lg: 6 }} spacing="md">
          {GAME_CATEGORIES.map((category) => (
            <UnstyledButton key={category.code} component={Link} to={category.path} className={classes.tile}>
              <ThemeIcon size={48} radius="md" variant="light" color="gold">
                <CategoryIcon code={category.code} size={26} />
              </ThemeIcon>
              <Text fw={700} mt="sm">
                {t(`common:nav.${category.labelKey}`)}
              </Text>
              <Text fz="xs" c="dimmed" lineClamp={2}>
                {t(`categories.${category.code}`)}
              </Text>
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </section>

      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="md">
        {TRUST.map(({ icon: Icon, title, text }) => (
          <Card key={title} bg="dark.7">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              <ThemeIcon size={40} radius="md" variant="light" color="ruby">
                <Icon size={22} />
              </ThemeIcon>
              <div>
                <Text fw={700}>{t(title)}</Text>
                <Text fz="sm" c="dimmed">
                  {t(text)}
                </Text>
              </div>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
};
