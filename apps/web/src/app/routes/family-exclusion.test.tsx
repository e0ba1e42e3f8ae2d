import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';

import { installFakeApi } from '@/testing/fake-api';
import { renderApp } from '@/testing/render';

// /familyExclusion: a relative's request, checked before anything is uploaded, evidence first.

const EVIDENCE_ID = '2f1d7c8e-4b1a-4c39-9d0e-6a5b4c3d2e1f';
const png = () => new File([new Uint8Array(512)], 'certificate.png', { type: 'image/png' });

describe('the family exclusion page', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await import('./family-exclusion');
  });

  it('should check the form first, then upload the evidence and send the request with its id', async () => {
    const user = userEvent.setup();
    // Pasted, not typed key by key: the form is long and the machine may be busy.
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    const api = installFakeApi({
      '/wps/compliance/family-exclusion/evidence': () => api.ok({ evidenceId: EVIDENCE_ID }),
      '/wps/compliance/family-exclusion': () => api.ok({ reference: 'FX-7Q2M9K' }),
    });
    renderApp('/familyExclusion');
    const send = await screen.findByRole('button', { name: 'Send the request' }, { timeout: 10_000 });
    await user.click(send);
    expect(await screen.findByText('Only an adult family member can file this request.')).toBeInTheDocument();
    expect(screen.getByText('Add at least one document.')).toBeInTheDocument();
    expect(api.requests.some((request) => request.url.startsWith('/wps/compliance/family'))).toBe(false);

    await fill(screen.getByRole('textbox', { name: 'Your full name' }), 'Rosa Dela Cruz');
    await user.click(screen.getByRole('combobox', { name: 'Your relationship to the player' }));
    await user.click(await screen.findByRole('option', { name: 'Spouse', hidden: true }));
    await fill(screen.getByRole('textbox', { name: /How we reach you/ }), '09171234000');
    await user.click(screen.getByRole('checkbox', { name: 'I am 18 or older' }));
    await fill(screen.getByRole('textbox', { name: "The player's full name" }), 'Juan Dela Cruz');
    await user.type(
      screen.getByRole('textbox', { name: /What is happening/ }),
      'He plays all night and borrows money.',
    );
    await user.upload(screen.getByLabelText('Document 1'), png());
    await user.click(send);

    expect(await screen.findByText(/Your reference: FX-7Q2M9K/)).toBeInTheDocument();
    const urls = api.requests.filter((request) => request.method === 'POST').map((request) => request.url);
    expect(urls).toEqual(['/wps/compliance/family-exclusion/evidence', '/wps/compliance/family-exclusion']);
    const body = JSON.parse(
      api.requests.find((request) => request.url === '/wps/compliance/family-exclusion')?.body ?? '{}',
    );
    expect(body).toEqual({
      applicantName: 'Rosa Dela Cruz',
      relationship: 'SPOUSE',
      applicantAdult: true,
      contact: '09171234000',
      respondentName: 'Juan Dela Cruz',
      details: 'He plays all night and borrows money.',
      evidenceIds: [EVIDENCE_ID],
    });
  });
});
