import { ActionIcon, Button, Center, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconArrowLeft, IconLinkOff, IconMaximize } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';

import { Logo } from '@/components/ui/logo';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { GameBalance } from '../components/game-balance';
import { GameFrame } from '../components/game-frame';
import classes from '../components/seamless.module.css';
import { safeGameUrl } from '../utils/paths';

/**
 * /seamless (spec §2.1): a launched game over the whole window, with a slim bar for the way
 * back, the balance and full screen. Only an http(s) URL is ever put in the frame.
 */
export const SeamlessPage = ({ overlay }: { overlay?: ReactNode } = {}) => {
  const { t } = useTranslation('games');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const shellRef = useRef<HTMLDivElement>(null);
  const url = safeGameUrl(params.get('url'));
  const name = params.get('name')?.trim() || t('seamless.untitled');
  useDocumentTitle(name);

  // A page opened straight from a link has no in-app history: back goes home.
  const handleBack = () => void (location.key === 'default' ? navigate('/') : navigate(-1));
  const handleFullscreen = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void shellRef.current?.requestFullscreen?.();
  };

  if (!url) {
    return (
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="sm" ta="center" maw={420}>
          <Logo size={40} />
          <ThemeIcon size={56} radius="xl" variant="light" color="ruby" mt="md" aria-hidden>
            <IconLinkOff size={28} />
          </ThemeIcon>
          <Text component="h1" fw={700} fz="xl">
            {t('seamless.invalidTitle')}
          </Text>
          <Text c="dimmed">{t('seamless.invalidText')}</Text>
          <Button component={Link} to="/" mt="sm">
            {t('common:actions.backHome')}
          </Button>
        </Stack>
      </Center>
    );
  }

  return (
    <div className={classes.page} ref={shellRef}>
      <header className={classes.bar}>
        <Tooltip label={t('seamless.back')}>
          <ActionIcon variant="subtle" color="gray" size="lg" onClick={handleBack} aria-label={t('seamless.back')}>
            <IconArrowLeft size={20} />
          </ActionIcon>
        </Tooltip>
        <Link to="/" aria-label={t('common:actions.backHome')} style={{ display: 'flex' }}>
          <Logo size={26} withWordmark={false} decorative />
        </Link>
        <Text component="h1" className={classes.title} fz="sm" title={name}>
          {name}
        </Text>
        <GameBalance />
        <Tooltip label={t('seamless.fullscreen')}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            onClick={handleFullscreen}
            aria-label={t('seamless.fullscreen')}
          >
            <IconMaximize size={18} />
          </ActionIcon>
        </Tooltip>
      </header>
      <div className={classes.frameWrap}>
        <GameFrame url={url} title={name} className={classes.frame} />
      </div>
      {overlay}
    </div>
  );
};
