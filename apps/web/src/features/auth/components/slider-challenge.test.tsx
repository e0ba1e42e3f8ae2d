import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { describe, expect, it, vi } from 'vitest';

import type { SliderChallenge as SliderPuzzle } from '@perya/contracts';

import { theme } from '@/config/theme';
import { installFakeApi } from '@/testing/fake-api';

import { SliderChallenge } from './slider-challenge';

// A 1x1 transparent PNG: the component only shows what the server drew.
const PIXEL = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

const puzzleNumber = (n: number): SliderPuzzle => ({
  challengeId: `00000000-0000-4000-8000-00000000000${n}`,
  background: PIXEL,
  piece: PIXEL,
  pieceY: 40,
  width: 320,
  height: 160,
  expiresInSeconds: 120,
});

const failure = { success: false, code: 'CHALLENGE_FAILED', message: 'Verification failed', value: null };

const setUp = (verifyAnswer: 'solve' | 'fail') => {
  let served = 0;
  const { ok } = installFakeApi({
    '/wps/challenge/slider': () => {
      served += 1;
      return ok(puzzleNumber(served));
    },
    '/wps/challenge/slider/verify': () =>
      verifyAnswer === 'solve'
        ? ok({ validate: 'one-use-token', expiresInSeconds: 120 })
        : { status: 400, body: failure },
  });
  const onSolved = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider theme={theme} defaultColorScheme="dark">
      <QueryClientProvider client={queryClient}>
        <SliderChallenge onSolved={onSolved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  const calls = () => (fetch as Mock).mock.calls as Array<[string, RequestInit | undefined]>;
  return {
    onSolved,
    puzzlesServed: () => served,
    verifyBodies: () =>
      calls()
        .filter(([url]) => String(url).startsWith('/wps/challenge/slider/verify'))
        .map(([, init]) => JSON.parse(String(init?.body))),
  };
};

const picture = () => screen.findByRole('img', { name: 'Puzzle picture with a missing piece' });

/** The picture shown at half size (160 px wide): a 1 px move on screen is 2 px in the picture. */
const showAtHalfSize = (image: HTMLElement) => {
  vi.spyOn(image, 'getBoundingClientRect').mockReturnValue({ width: 160, height: 80 } as DOMRect);
};

const dragHandle = (moves: number[]) => {
  const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
  fireEvent.pointerDown(handle, { pointerId: 1, clientX: 10 });
  for (const clientX of moves) fireEvent.pointerMove(handle, { pointerId: 1, clientX });
  fireEvent.pointerUp(handle, { pointerId: 1, clientX: moves.at(-1) });
};

describe('SliderChallenge', () => {
  it('should send where the piece was let go, in picture pixels, with the trail, and pass on the token', async () => {
    const sut = setUp('solve');
    showAtHalfSize(await picture());

    dragHandle([14, 22, 35, 51, 64, 70]);

    await waitFor(() => expect(sut.onSolved).toHaveBeenCalledWith('one-use-token'));
    const [body] = sut.verifyBodies();
    expect(body).toMatchObject({
      challengeId: puzzleNumber(1).challengeId,
      x: 120,
      trail: [0, 8, 24, 50, 82, 108, 120],
    });
    expect(body.durationMs).toBeGreaterThanOrEqual(0);
    expect(await screen.findByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Puzzle slider' })).toHaveAttribute('aria-valuenow', '120');
  });

  it('should keep the piece inside the picture', async () => {
    const sut = setUp('solve');
    await picture();

    dragHandle([100, 400, 900]);

    await waitFor(() => expect(sut.verifyBodies()).toHaveLength(1));
    expect(sut.verifyBodies()[0].x).toBe(320 - 52);
  });

  it('should show the failure and fetch a new puzzle when the server refuses', async () => {
    const sut = setUp('fail');
    await picture();
    expect(sut.puzzlesServed()).toBe(1);

    dragHandle([30, 60, 90, 110]);

    expect(await screen.findByRole('alert')).toHaveTextContent('Verification failed. Please try again.');
    await waitFor(() => expect(sut.puzzlesServed()).toBe(2));
    await picture();
    expect(screen.getByRole('slider', { name: 'Puzzle slider' })).toHaveAttribute('aria-valuenow', '0');
    expect(sut.onSolved).not.toHaveBeenCalled();

    // The next try goes to the new puzzle.
    dragHandle([30, 60, 90]);
    await waitFor(() => expect(sut.verifyBodies()).toHaveLength(2));
    expect(sut.verifyBodies()[1].challengeId).toBe(puzzleNumber(2).challengeId);
  });

  it('should move with the arrow keys and let go on Enter', async () => {
    const user = userEvent.setup();
    const sut = setUp('solve');
    await picture();

    const handle = screen.getByRole('slider', { name: 'Puzzle slider' });
    handle.focus();
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowRight}{/Shift}{ArrowLeft}{Enter}');

    await waitFor(() => expect(sut.onSolved).toHaveBeenCalledWith('one-use-token'));
    expect(sut.verifyBodies()[0]).toMatchObject({ x: 15, trail: [0, 3, 6, 18, 15] });
  });

  it('should load a new puzzle from the refresh button', async () => {
    const user = userEvent.setup();
    const sut = setUp('solve');
    await picture();

    await user.click(screen.getByRole('button', { name: 'New puzzle' }));

    await waitFor(() => expect(sut.puzzlesServed()).toBe(2));
    await picture();
    expect(sut.verifyBodies()).toHaveLength(0);
  });
});
