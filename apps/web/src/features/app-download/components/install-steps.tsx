import {
  IconBrandChrome,
  IconCompass,
  IconDotsVertical,
  IconDownload,
  IconSquarePlus,
  IconUpload,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';

import { Logo } from '@/components/ui/logo';

import type { InstallPlatform } from '../utils/install-links';
import classes from './install-guide.module.css';

// Each step's picture: a phone drawn in CSS with the browser's own controls, the one to tap
// ringed in gold. Purely decorative: the step's text says the same.

type IconComponent = ComponentType<{ size?: number; stroke?: number }>;

export type InstallStep = {
  key: string;
  /** Where the control to tap sits on the phone. */
  spot: 'top' | 'bottom' | 'sheet' | 'dialog' | 'home';
  icon: IconComponent;
};

export const INSTALL_STEPS: Record<InstallPlatform, InstallStep[]> = {
  ios: [
    { key: 'openSafari', spot: 'top', icon: IconCompass },
    { key: 'tapShare', spot: 'bottom', icon: IconUpload },
    { key: 'addToHome', spot: 'sheet', icon: IconSquarePlus },
    { key: 'confirmAdd', spot: 'home', icon: IconSquarePlus },
  ],
  android: [
    { key: 'openChrome', spot: 'top', icon: IconBrandChrome },
    { key: 'tapMenu', spot: 'top', icon: IconDotsVertical },
    { key: 'installApp', spot: 'sheet', icon: IconDownload },
    { key: 'confirmInstall', spot: 'home', icon: IconDownload },
  ],
};

/** A phone showing where to tap for one step. */
export const StepPicture = ({ step, label }: { step: InstallStep; label: string }) => {
  const Icon = step.icon;
  return (
    <div className={classes.phone} data-spot={step.spot} aria-hidden>
      <div className={classes.notch} />
      <div className={classes.screen}>
        <div className={classes.addressBar}>
          <span className={classes.url}>perya.ph</span>
          {step.spot === 'top' && (
            <span className={classes.tap}>
              <Icon size={16} />
            </span>
          )}
        </div>
        <div className={classes.page}>
          <span className={classes.pageBlock} />
          <span className={classes.pageBlock} />
          <span className={classes.pageBlockShort} />
        </div>
        {step.spot === 'sheet' && (
          <div className={classes.sheet}>
            <span className={classes.sheetRow} />
            <span className={classes.sheetRowActive}>
              <span className={classes.tap}>
                <Icon size={14} />
              </span>
              <span className={classes.sheetLabel}>{label}</span>
            </span>
            <span className={classes.sheetRow} />
          </div>
        )}
        {step.spot === 'home' && (
          <div className={classes.homeScreen}>
            {Array.from({ length: 7 }, (_, index) => (
              <span key={index} className={classes.appIcon} />
            ))}
            <span className={classes.peryaIcon}>
              <Logo size={18} withWordmark={false} decorative />
            </span>
          </div>
        )}
        <div className={classes.toolbar}>
          {step.spot === 'bottom' ? (
            <span className={classes.tap}>
              <Icon size={16} />
            </span>
          ) : (
            <span className={classes.toolbarDot} />
          )}
        </div>
      </div>
    </div>
  );
};
