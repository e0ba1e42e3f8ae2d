import { registerAreaTexts } from '@/i18n';

// The back office's texts (admin*.json) load through its own chunk, not the player's entry.
registerAreaTexts(import.meta.glob('../../i18n/locales/*/admin*.json'));
