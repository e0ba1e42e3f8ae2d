import { registerAreaTexts } from '@/i18n';

// The agent centre's texts (agent*.json, in CN too) load through its own chunks, not the player's entry.
registerAreaTexts(import.meta.glob('../../i18n/locales/*/agent*.json'));
