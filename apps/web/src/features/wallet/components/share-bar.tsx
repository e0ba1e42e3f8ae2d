import { Group, Text } from '@mantine/core';

import { permille } from '../utils/money';
import classes from './wallet.module.css';

/** A part of a whole as a thin bar and a percentage (share of bets per game type). */
export const ShareBar = ({ part, whole, label }: { part: string; whole: string; label: string }) => {
  const share = permille(part, whole);
  const percent = `${(share / 10).toFixed(1)}%`;
  return (
    <Group gap="xs" wrap="nowrap">
      <div
        className={classes.shareTrack}
        role="meter"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={share / 10}
        style={{ flex: 1 }}
      >
        <div className={classes.shareFill} style={{ width: `${share / 10}%` }} />
      </div>
      <Text fz="xs" c="dimmed" w={44} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {percent}
      </Text>
    </Group>
  );
};
