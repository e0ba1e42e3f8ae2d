import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';
import { staffApi } from './harness/staff';

// Messages, feedback and live chat in Chromium: the demo member reads platform messages and
// sends feedback; a visitor opens a chat room from the help centre, the automatic agent answers,
// staff answer through the back-office API and the room page shows it by polling.

describe('content, messages, feedback and live chat', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const staffToken = async () => (await staffApi(portal.baseUrl)).token;

  it('should show platform messages with unread ones marked, open one and send feedback', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01, `${portal.baseUrl}/member/messageV2`);
    await expect.poll(() => page.getByTestId('message-row').count(), { timeout: 15_000 }).toBe(4);
    expect(await page.getByTestId('unread-summary').textContent()).toBe('2 unread');
    await screenshot(page, 'content-messages-desktop');
    await page.getByTestId('message-row').filter({ hasText: 'Weekend Cashback credited' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('₱245.60').waitFor();
    await screenshot(page, 'content-message-open-desktop');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(async () => page.getByTestId('unread-summary').textContent()).toBe('1 unread');

    await page.goto(`${portal.baseUrl}/member/feedback`);
    await page
      .getByRole('textbox', { name: 'What is it about?' })
      .or(page.getByRole('combobox', { name: 'What is it about?' }))
      .click();
    await page.getByRole('option', { name: 'Deposit' }).click();
    await page.getByRole('textbox', { name: 'Your feedback' }).fill('Short');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Feedback must be between 10 and 500 characters.').waitFor();
    await page
      .getByRole('textbox', { name: 'Your feedback' })
      .fill('My GCash deposit of ₱500 at 14:05 has not arrived yet.');
    await page.getByRole('textbox', { name: 'Remark (optional)' }).fill('Ref 5012345678901');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await page.getByText('Waiting for an answer').waitFor({ timeout: 15_000 });
    await screenshot(page, 'content-feedback-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should open a live chat room from the help centre and show the staff answer', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    await page.goto(`${portal.baseUrl}/helpmc#contact`);
    await page.getByRole('radio', { name: /Deposit help/ }).click();
    await page.getByRole('textbox', { name: 'Your name' }).fill('Maria');
    const [chat] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Start chat' }).click(),
    ]);
    await chat.waitForURL(/\/chat\/[A-Za-z0-9_-]{43}$/);
    const errors = watchErrors(chat);
    await chat.getByText('Hi Maria! You are through to Deposit help.').waitFor();
    await chat.getByRole('textbox', { name: 'Type your message' }).fill('I sent ₱500 <b>by GCash</b>');
    await chat.getByRole('button', { name: 'Send' }).click();
    await chat.getByText('An agent has been told').waitFor();
    await chat.getByText('I sent ₱500 <b>by GCash</b>').waitFor();

    const token = await staffToken();
    const rooms = await (
      await fetch(`${portal.baseUrl}/wps/admin/chat/rooms?status=OPEN`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).json();
    const room = rooms.value.list.find((item: { displayName: string }) => item.displayName === 'Maria');
    expect(room.isAwaitingAgent).toBe(true);
    await fetch(`${portal.baseUrl}/wps/admin/chat/rooms/${room.id}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ body: 'Found it, credited just now. Enjoy!' }),
    });
    // The page asks every 3 s.
    await chat.getByText('Found it, credited just now. Enjoy!').waitFor({ timeout: 10_000 });
    await screenshot(chat, 'content-chat-room-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
