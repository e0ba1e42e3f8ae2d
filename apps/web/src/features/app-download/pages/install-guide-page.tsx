import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBrandAndroid, IconBrandApple } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { InstallButton } from '../components/install-button';
import { INSTALL_STEPS, StepPicture } from '../components/install-steps';
import classes from '../components/install-guide.module.css';
import type { InstallPlatform } from '../utils/install-links';
import { APP_DOWNLOAD_PATH, INSTALL_GUIDE_PATHS } from '../utils/install-links';

/** An install guide (spec §2.8): Add to Home Screen in Safari, or Install app in Chrome. */
export const InstallGuidePage = ({ platform }: { platform: InstallPlatform }) => {
  const { t } = useTranslation('home');
  const title = t(`app.guide.${platform}.title`);
  useDocumentTitle(title);
  const other: InstallPlatform = platform === 'ios' ? 'android' : 'ios';
  return (
    <Stack gap="xl">
      <PageHeader
        title={title}
        subtitle={t(`app.guide.${platform}.subtitle`)}
        icon={platform === 'ios' ? <IconBrandApple size={26} /> : <IconBrandAndroid size={26} />}
      />
      <ol className={classes.steps} aria-label={t('app.stepsLabel')}>
        {INSTALL_STEPS[platform].map((step, index) => (
          <li key={step.key} className={classes.step}>
            <StepPicture step={step} label={t(`app.guide.${platform}.steps.${step.key}.short`)} />
            <span className={classes.stepNumber} aria-hidden>
              {index + 1}
            </span>
            <Title order={2} fz="md">
              {t(`app.guide.${platform}.steps.${step.key}.title`)}
            </Title>
            <Text fz="sm" className={classes.dim}>
              {t(`app.guide.${platform}.steps.${step.key}.text`)}
            </Text>
          </li>
        ))}
      </ol>
      {platform === 'android' && <InstallButton />}
      <Group justify="space-between">
        <Button component={Link} to={APP_DOWNLOAD_PATH} variant="default" leftSection={<IconArrowLeft size={16} />}>
          {t('app.back')}
        </Button>
        <Anchor component={Link} to={INSTALL_GUIDE_PATHS[other]} fw={700} className={classes.dim}>
          {t(`app.guide.${other}.link`)}
        </Anchor>
      </Group>
    </Stack>
  );
};

export const IosInstallGuidePage = () => <InstallGuidePage platform="ios" />;
export const AndroidInstallGuidePage = () => <InstallGuidePage platform="android" />;
