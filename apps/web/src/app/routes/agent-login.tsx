import { Anchor, Box, Card, Grid, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { LoginForm } from '@/features/auth/components/login-form';
import { useCompleteLogin } from '@/features/auth/hooks/use-complete-login';
import { AgentLanguageSwitch } from '@/features/agent/shell/agent-language-switch';
import { useDocumentTitle } from '@/hooks/use-document-title';

import classes from './agent.module.css';

/** /agent: the agent login page, with its own layout (spec §2.6). */
export const AgentLoginPage = () => {
  const { t } = useTranslation('agent');
  const completeLogin = useCompleteLogin();
  useDocumentTitle(t('login.title'));
  return (
    <Box component="main" className={classes.loginBackdrop}>
      <Grid gap={0} className={classes.loginGrid}>
        <Grid.Col span={{ base: 12, md: 7 }} className={classes.promo}>
          <Stack gap="lg" maw={520}>
            <Logo size={44} />
            <Title order={1} fz={{ base: 28, sm: 40 }} lh={1.15}>
              {t('login.subtitle')}
            </Title>
            <List
              spacing="md"
              size="lg"
              icon={
                <ThemeIcon size={28} radius="xl" color="gold">
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              <List.Item>{t('login.promo1')}</List.Item>
              <List.Item>{t('login.promo2')}</List.Item>
              <List.Item>{t('login.promo3')}</List.Item>
            </List>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} className={classes.formColumn}>
          <Card className={classes.formCard} p="xl" shadow="xl">
            <Stack gap="md">
              <ThemeIcon size={48} radius="md" variant="light" color="gold">
                <IconLock size={26} />
              </ThemeIcon>
              <Title order={2} fz="xl">
                {t('login.formTitle')}
              </Title>
              <Text c="dimmed" fz="sm">
                {t('login.formText')}
              </Text>
              <LoginForm page="agent" withRememberMe={false} onSuccess={(login) => completeLogin(login, 'agent')} />
              <Anchor component={Link} to={paths.home} fz="sm" ta="center">
                {t('login.backHome')}
              </Anchor>
              <Group justify="center">
                <AgentLanguageSwitch />
              </Group>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Box>
  );
};
