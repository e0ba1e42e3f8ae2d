import { ActionIcon, Group, Skeleton, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconChevronsRight, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { KeyboardEvent, PointerEvent } from 'react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SLIDER_HEIGHT, SLIDER_PIECE_SIZE, SLIDER_WIDTH } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';

import { getSliderChallenge, verifySlider } from '../api/challenge';
import classes from './slider-challenge.module.css';

export type SliderChallengeProps = {
  /** Called with the one-use token once the puzzle is solved. */
  onSolved: (validate: string) => void;
  onCancel?: () => void;
};

/** One drag (pointer) or run of arrow keys, in picture pixels. */
type Gesture = {
  kind: 'pointer' | 'keyboard';
  startedAt: number;
  startClientX: number;
  startPosition: number;
  /** Displayed pixels per picture pixel, measured when the drag starts. */
  scale: number;
  position: number;
  trail: number[];
};

type Outcome = { state: 'idle' | 'failed' | 'solved'; message?: string };

// The contract's limit on samples; a long drag keeps every other sample when it is reached.
const MAX_TRAIL_SAMPLES = 600;
const KEY_STEP = 3;
const KEY_STEP_LARGE = 12;

const percentOf = (part: number, whole: number) => `${(part / whole) * 100}%`;

/** The slider puzzle: drag the piece into its hole; the server checks the spot and the drag. */
export const SliderChallenge = ({ onSolved, onCancel }: SliderChallengeProps) => {
  const { t } = useTranslation('challenge');
  const instance = useId();
  const helpId = useId();
  const pictureRef = useRef<HTMLImageElement>(null);
  const gesture = useRef<Gesture | null>(null);
  // The handle's spot belongs to one puzzle: a new puzzle starts at 0 without an effect.
  const [drag, setDrag] = useState<{ challengeId: string; position: number } | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ state: 'idle' });
  const [failures, setFailures] = useState(0);

  // Each puzzle is used once: never shared between mounts, never refetched behind the user.
  const puzzleQuery = useQuery({
    queryKey: ['challenge', 'slider', instance],
    queryFn: getSliderChallenge,
    staleTime: Infinity,
    gcTime: 0,
    refetchOnReconnect: false,
  });
  const puzzle = puzzleQuery.isFetching ? undefined : puzzleQuery.data;

  const failureMessage = (error: Error): string => {
    if (!(error instanceof ApiError) || error.code === 'NETWORK') return t('slider.error');
    if (error.code === 'CHALLENGE_FAILED') return t('slider.failed');
    // Another refusal (too many requests, maintenance) carries the server's own text.
    return error.message || t('slider.error');
  };

  const verification = useMutation({
    mutationFn: verifySlider,
    onSuccess: (result) => {
      setOutcome({ state: 'solved' });
      onSolved(result.validate);
    },
    onError: (error) => {
      setOutcome({ state: 'failed', message: failureMessage(error) });
      setFailures((count) => count + 1);
      void puzzleQuery.refetch();
    },
  });

  const width = puzzle?.width ?? SLIDER_WIDTH;
  const height = puzzle?.height ?? SLIDER_HEIGHT;
  const maxPosition = width - SLIDER_PIECE_SIZE;
  const position = puzzle && drag?.challengeId === puzzle.challengeId ? drag.position : 0;
  const isBusy = !puzzle || verification.isPending || outcome.state === 'solved';

  const loadNewPuzzle = () => {
    gesture.current = null;
    setOutcome({ state: 'idle' });
    void puzzleQuery.refetch();
  };

  const startGesture = (kind: Gesture['kind'], startClientX = 0): Gesture => {
    const displayedWidth = pictureRef.current?.getBoundingClientRect().width ?? 0;
    const started: Gesture = {
      kind,
      startedAt: performance.now(),
      startClientX,
      startPosition: position,
      scale: displayedWidth > 0 ? displayedWidth / width : 1,
      position,
      trail: [Math.round(position)],
    };
    gesture.current = started;
    if (outcome.state === 'failed') setOutcome({ state: 'idle' });
    return started;
  };

  const moveTo = (current: Gesture, next: number) => {
    if (!puzzle) return;
    const clamped = Math.min(maxPosition, Math.max(0, next));
    current.position = clamped;
    const sample = Math.round(clamped);
    if (current.trail.at(-1) !== sample) {
      if (current.trail.length >= MAX_TRAIL_SAMPLES)
        current.trail = current.trail.filter((_, index) => index % 2 === 0);
      current.trail.push(sample);
    }
    setDrag({ challengeId: puzzle.challengeId, position: clamped });
  };

  const release = () => {
    const current = gesture.current;
    gesture.current = null;
    if (!current || !puzzle) return;
    verification.mutate({
      challengeId: puzzle.challengeId,
      x: Math.round(current.position * 10) / 10,
      durationMs: Math.round(performance.now() - current.startedAt),
      trail: current.trail,
    });
  };

  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (isBusy || gesture.current) return;
    event.preventDefault();
    // Keeps the moves coming to the handle when the finger or mouse leaves it.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    startGesture('pointer', event.clientX);
  };

  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const current = gesture.current;
    if (current?.kind !== 'pointer') return;
    moveTo(current, current.startPosition + (event.clientX - current.startClientX) / current.scale);
  };

  const handlePointerUp = () => {
    if (gesture.current?.kind === 'pointer') release();
  };

  const handlePointerCancel = () => {
    // The browser took the gesture (a scroll, a call): start over rather than judge half a drag.
    gesture.current = null;
    setDrag(null);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (isBusy) return;
    const step = event.shiftKey ? KEY_STEP_LARGE : KEY_STEP;
    const direction = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 }[event.key];
    if (direction !== undefined) {
      event.preventDefault();
      const current = gesture.current ?? startGesture('keyboard');
      moveTo(current, current.position + direction * step);
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (gesture.current) release();
    }
  };

  const { state } = outcome;
  const message =
    outcome.state === 'failed'
      ? outcome.message
      : outcome.state === 'solved'
        ? t('slider.solved')
        : verification.isPending
          ? t('slider.verifying')
          : puzzleQuery.isError
            ? t('slider.loadError')
            : undefined;

  return (
    <Stack gap="sm" className={classes.root}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={600}>{t('slider.title')}</Text>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={loadNewPuzzle}
            disabled={verification.isPending || outcome.state === 'solved' || puzzleQuery.isFetching}
            aria-label={t('slider.refresh')}
          >
            <IconRefresh size={18} />
          </ActionIcon>
          {onCancel && (
            <ActionIcon variant="subtle" color="gray" onClick={onCancel} aria-label={t('slider.cancel')}>
              <IconX size={18} />
            </ActionIcon>
          )}
        </Group>
      </Group>

      <div
        key={failures}
        className={classes.stage}
        style={{ aspectRatio: `${width} / ${height}` }}
        data-failed={outcome.state === 'failed' || undefined}
      >
        {puzzle ? (
          <>
            <img
              ref={pictureRef}
              className={classes.picture}
              src={`data:image/png;base64,${puzzle.background}`}
              alt={t('slider.imageAlt')}
              draggable={false}
            />
            <img
              className={classes.piece}
              src={`data:image/png;base64,${puzzle.piece}`}
              alt=""
              draggable={false}
              style={{
                left: percentOf(position, width),
                top: percentOf(puzzle.pieceY, height),
                width: percentOf(SLIDER_PIECE_SIZE, width),
              }}
            />
          </>
        ) : (
          <Skeleton className={classes.skeleton} animate={!puzzleQuery.isError} data-testid="slider-loading" />
        )}
      </div>

      <div className={classes.track} data-state={state}>
        <div className={classes.fill} style={{ width: percentOf(position + SLIDER_PIECE_SIZE / 2, width) }} />
        {position === 0 && state === 'idle' && <span className={classes.hint}>{t('slider.hint')}</span>}
        <div
          role="slider"
          tabIndex={0}
          className={classes.handle}
          data-state={state}
          aria-label={t('slider.handle')}
          aria-describedby={helpId}
          aria-valuemin={0}
          aria-valuemax={maxPosition}
          aria-valuenow={Math.round(position)}
          aria-disabled={isBusy}
          style={{ left: percentOf(position, width), width: percentOf(SLIDER_PIECE_SIZE, width) }}
          onPointerDown={handlePointerDown}
          onPointerMove={handlePointerMove}
          onPointerUp={handlePointerUp}
          onPointerCancel={handlePointerCancel}
          onKeyDown={handleKeyDown}
        >
          {state === 'solved' ? <IconCheck size={20} /> : <IconChevronsRight size={20} />}
        </div>
        <VisuallyHidden id={helpId}>{t('slider.keyboardHelp')}</VisuallyHidden>
      </div>

      <Text
        size="sm"
        className={classes.message}
        c={state === 'failed' ? 'ruby.4' : state === 'solved' ? 'green.5' : 'dimmed'}
        role={state === 'failed' ? 'alert' : 'status'}
      >
        {message}
      </Text>
    </Stack>
  );
};
