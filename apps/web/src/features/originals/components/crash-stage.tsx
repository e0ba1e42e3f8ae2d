import { Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

import type { CrashLiveRound } from '@perya/contracts';
import { CRASH_GROWTH_PER_MS } from '@perya/games';

import classes from './crash.module.css';

const multiplierAt = (elapsedMs: number) => Math.floor(100 * Math.exp(CRASH_GROWTH_PER_MS * Math.max(0, elapsedMs)));
const hundredths = (value: number) => (value / 100).toFixed(2);

/** Draws the curve 1.00× → now on the canvas, scaled so the tip stays inside. */
const draw = (canvas: HTMLCanvasElement, elapsedMs: number, crashed: boolean) => {
  const context = canvas.getContext('2d');
  if (!context) return;
  const ratio = window.devicePixelRatio || 1;
  const width = canvas.clientWidth;
  const height = canvas.clientHeight;
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio);
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  const pad = 16;
  const spanMs = Math.max(8_000, elapsedMs * 1.1);
  const top = Math.max(2, (Math.exp(CRASH_GROWTH_PER_MS * elapsedMs) - 1) * 1.15 + 1);
  const x = (ms: number) => pad + (ms / spanMs) * (width - 2 * pad);
  const y = (value: number) => height - pad - ((value - 1) / (top - 1)) * (height - 2 * pad);
  // Grid lines at 1×, and at round multipliers up to the top.
  context.strokeStyle = 'rgba(255,255,255,0.08)';
  context.lineWidth = 1;
  const step = top <= 3 ? 0.5 : top <= 10 ? 1 : Math.pow(10, Math.floor(Math.log10(top)));
  for (let line = 1; line <= top; line += step) {
    context.beginPath();
    context.moveTo(pad, y(line));
    context.lineTo(width - pad, y(line));
    context.stroke();
  }
  if (elapsedMs <= 0) return;
  const gradient = context.createLinearGradient(0, height, width, 0);
  gradient.addColorStop(0, crashed ? '#e03131' : '#f59f00');
  gradient.addColorStop(1, crashed ? '#ff6b6b' : '#51cf66');
  context.strokeStyle = gradient;
  context.lineWidth = 4;
  context.lineCap = 'round';
  context.beginPath();
  const points = 64;
  for (let index = 0; index <= points; index += 1) {
    const ms = (elapsedMs * index) / points;
    const value = Math.exp(CRASH_GROWTH_PER_MS * ms);
    if (index === 0) context.moveTo(x(ms), y(value));
    else context.lineTo(x(ms), y(value));
  }
  context.stroke();
  context.lineTo(x(elapsedMs), y(1));
  context.lineTo(x(0), y(1));
  context.closePath();
  context.fillStyle = crashed ? 'rgba(224,49,49,0.12)' : 'rgba(81,207,102,0.10)';
  context.fill();
};

/**
 * The round: a countdown while bets are taken, the rising multiplier and its curve in flight (on the
 * server's clock), the crash point once it crashed. With reduced motion the curve and the number
 * are redrawn four times a second instead of every frame.
 */
export const CrashStage = ({
  round,
  offsetMs,
  reducedMotion,
  cashedOutAt,
}: {
  round: CrashLiveRound | null;
  offsetMs: number;
  reducedMotion: boolean;
  /** My cash-out in this round, shown under the number. */
  cashedOutAt: number | null;
}) => {
  const { t } = useTranslation('originals');
  const canvas = useRef<HTMLCanvasElement>(null);
  const number = useRef<HTMLDivElement>(null);
  const caption = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let frame = 0;
    let timer: ReturnType<typeof setInterval> | null = null;
    const paint = () => {
      const now = Date.now() + offsetMs;
      if (!round) return;
      if (round.phase === 'BETTING') {
        const left = Math.max(0, Date.parse(round.bettingEndsAt) - now);
        if (number.current) number.current.textContent = `${(left / 1000).toFixed(1)} s`;
        if (caption.current) caption.current.textContent = t('crash.nextRound');
        if (canvas.current) draw(canvas.current, 0, false);
        return;
      }
      const started = Date.parse(round.startedAt ?? round.bettingEndsAt);
      if (round.phase === 'CRASHED' && round.crashPoint !== null) {
        const elapsed = Math.log(round.crashPoint / 100) / CRASH_GROWTH_PER_MS;
        if (number.current) number.current.textContent = `${hundredths(round.crashPoint)}×`;
        if (caption.current) caption.current.textContent = t('crash.crashed');
        if (canvas.current) draw(canvas.current, elapsed, true);
        return;
      }
      const elapsed = now - started;
      if (number.current) number.current.textContent = `${hundredths(multiplierAt(elapsed))}×`;
      if (caption.current) caption.current.textContent = t('crash.flying');
      if (canvas.current) draw(canvas.current, elapsed, false);
    };
    const loop = () => {
      paint();
      frame = requestAnimationFrame(loop);
    };
    if (reducedMotion) {
      paint();
      timer = setInterval(paint, 250);
    } else loop();
    return () => {
      cancelAnimationFrame(frame);
      if (timer) clearInterval(timer);
    };
  }, [round, offsetMs, reducedMotion, t]);

  const tone = round?.phase === 'CRASHED' ? classes.crashed : round?.phase === 'FLYING' ? classes.flying : '';
  return (
    <div className={classes.screen}>
      <canvas ref={canvas} className={classes.canvas} aria-hidden />
      <div className={classes.readout}>
        <div ref={caption} className={classes.caption} />
        <div ref={number} className={`${classes.multiplier} ${tone}`} data-testid="crash-multiplier" aria-live="off" />
        {cashedOutAt !== null ? (
          <Text className={classes.cashed} data-testid="crash-my-cashout">
            {t('crash.youCashedOut', { multiplier: hundredths(cashedOutAt) })}
          </Text>
        ) : null}
        {!round ? <Text c="dimmed">{t('crash.connecting')}</Text> : null}
      </div>
    </div>
  );
};
