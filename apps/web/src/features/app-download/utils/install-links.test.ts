import { describe, expect, it } from 'vitest';

import { androidDownloadUrl, iosDownloadUrl } from './install-links';

describe('the app-download QR codes (spec §2.3)', () => {
  it('should send iOS to our download page with the language and, when signed in, the token', () => {
    expect(iosDownloadUrl('https://perya.ph', 'TY', null)).toBe('https://perya.ph/appDownload?lang=TY');
    expect(iosDownloadUrl('https://perya.ph', 'EN', 'abc')).toBe('https://perya.ph/appDownload?lang=EN&token=abc');
  });

  it('should send Android to the configured download, else to our install guide', () => {
    const android = { resourceType: 'Android', url: 'https://cdn.perya.ph/perya.apk', labelNameEn: 'Android' };
    expect(androidDownloadUrl('https://perya.ph', [android])).toBe('https://cdn.perya.ph/perya.apk');
    expect(androidDownloadUrl('https://perya.ph', [{ ...android, url: '/files/perya.apk' }])).toBe(
      'https://perya.ph/files/perya.apk',
    );
    expect(androidDownloadUrl('https://perya.ph', [])).toBe('https://perya.ph/installGuide/android');
  });
});
