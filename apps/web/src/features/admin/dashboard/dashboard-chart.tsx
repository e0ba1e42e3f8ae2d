import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Dashboard } from '@perya/contracts';

// The dashboard's chart: an SVG drawn from the daily series (no chart library: a few polylines
// and bars are cheaper than any dependency, and this file is its own lazy chunk). GGR and NGR as
// lines over deposit bars, scaled to the largest absolute value; zero is a drawn baseline.

type Series = Dashboard['series'];

const WIDTH = 960;
const HEIGHT = 240;
const PAD = { top: 12, right: 12, bottom: 28, left: 12 };
const COLORS = {
  deposits: 'var(--mantine-color-blue-3)',
  ggr: 'var(--mantine-color-teal-7)',
  ngr: 'var(--mantine-color-orange-7)',
};

const num = (minor: string) => Number(minor) / 100;

export const DashboardChart = ({ series }: { series: Series }) => {
  const { t } = useTranslation('admin-dashboard');
  const values = series.flatMap((day) => [num(day.depositMinor), num(day.ggrMinor), num(day.ngrMinor)]);
  const max = Math.max(1, ...values.map((value) => Math.abs(value)));
  const min = Math.min(0, ...values);
  const span = max - min || 1;
  const innerWidth = WIDTH - PAD.left - PAD.right;
  const innerHeight = HEIGHT - PAD.top - PAD.bottom;
  const step = innerWidth / Math.max(1, series.length);
  const x = (index: number) => PAD.left + step * index + step / 2;
  const y = (value: number) => PAD.top + ((max - value) / span) * innerHeight;
  const line = (key: 'ggrMinor' | 'ngrMinor') =>
    series.map((day, index) => `${x(index).toFixed(1)},${y(num(day[key])).toFixed(1)}`).join(' ');
  const labelEvery = Math.max(1, Math.ceil(series.length / 10));
  return (
    <div>
      <Group gap="md" mb={4}>
        {(['deposits', 'ggr', 'ngr'] as const).map((key) => (
          <Group key={key} gap={4}>
            <span
              style={{ width: 12, height: 12, background: COLORS[key], display: 'inline-block', borderRadius: 2 }}
            />
            <Text fz="xs">{t(`figures.${key}`)}</Text>
          </Group>
        ))}
      </Group>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        width="100%"
        height={HEIGHT}
        role="img"
        aria-label={t('chart.label')}
        preserveAspectRatio="none"
      >
        <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(0)} y2={y(0)} stroke="var(--mantine-color-gray-5)" />
        {series.map((day, index) => {
          const value = num(day.depositMinor);
          const top = y(Math.max(0, value));
          return (
            <rect
              key={day.day}
              x={x(index) - step * 0.3}
              width={step * 0.6}
              y={top}
              height={Math.max(0, y(0) - top)}
              fill={COLORS.deposits}
            >
              <title>{`${day.day}: ${value.toFixed(2)}`}</title>
            </rect>
          );
        })}
        <polyline points={line('ggrMinor')} fill="none" stroke={COLORS.ggr} strokeWidth={2} />
        <polyline points={line('ngrMinor')} fill="none" stroke={COLORS.ngr} strokeWidth={2} strokeDasharray="6 3" />
        {series.map((day, index) =>
          index % labelEvery === 0 ? (
            <text key={day.day} x={x(index)} y={HEIGHT - 8} fontSize={11} textAnchor="middle" fill="currentColor">
              {day.day.slice(5)}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
};

export default DashboardChart;
