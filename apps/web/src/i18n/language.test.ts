import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import i18n from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { changeLanguage, getLanguageCode, onLanguageChange } from './language';

const localesDir = join(import.meta.dirname, 'locales');

const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('changeLanguage', () => {
  afterEach(async () => {
    await changeLanguage('EN');
  });

  it('should save the choice under lang, the previous one under hisLang, and re-render in it', async () => {
    await changeLanguage('TY');
    expect(window.localStorage.getItem('lang')).toBe('TY');
    expect(window.localStorage.getItem('hisLang')).toBe('EN');
    expect(getLanguageCode()).toBe('TY');
    expect(document.documentElement.lang).toBe('fil');
    expect(i18n.t('actions.login')).toBe('Mag-login');
  });

  it('should tell listeners, so the server hears of it', async () => {
    const listener = vi.fn();
    const remove = onLanguageChange(listener);
    await changeLanguage('PT');
    remove();
    expect(listener).toHaveBeenCalledWith('PT');
  });

  it('should show a language without resources in English, and pt-BR in Portuguese', async () => {
    await changeLanguage('JA');
    expect(i18n.t('actions.login')).toBe('Log in');
    await changeLanguage('PT-BR');
    expect(i18n.t('actions.login')).toBe('Entrar');
  });

  it('should show the agent centre in Simplified Chinese, and the rest of CN in English', async () => {
    await changeLanguage('CN');
    await i18n.loadNamespaces(['agent', 'agent-team']);
    expect(i18n.t('agent:login.title')).toBe('代理中心');
    expect(i18n.t('agent-team:team.title')).toBe('团队管理');
    expect(i18n.t('actions.login')).toBe('Log in');
  });

  it('should lay out right-to-left languages right to left', async () => {
    await changeLanguage('AR');
    expect(document.documentElement.dir).toBe('rtl');
  });
});

describe('locale resources', () => {
  it('should hold the same keys in English, Filipino and Portuguese', () => {
    for (const namespace of readdirSync(join(localesDir, 'en'))) {
      const english = keysOf(JSON.parse(readFileSync(join(localesDir, 'en', namespace), 'utf8'))).sort();
      for (const language of ['fil', 'pt']) {
        const other = keysOf(JSON.parse(readFileSync(join(localesDir, language, namespace), 'utf8'))).sort();
        expect({ language, namespace, keys: other }).toEqual({ language, namespace, keys: english });
      }
    }
  });

  it('should hold every agent-centre namespace in Simplified Chinese with the English keys', () => {
    const agentNamespaces = readdirSync(join(localesDir, 'en')).filter((file) => /^agent(-[a-z-]+)?\.json$/.test(file));
    expect(agentNamespaces).toContain('agent.json');
    for (const namespace of agentNamespaces) {
      // Chinese has one plural form: i18next reads `_other` for every count, so `_one` keys are English-only.
      const english = keysOf(JSON.parse(readFileSync(join(localesDir, 'en', namespace), 'utf8')))
        .filter((key) => !key.endsWith('_one'))
        .sort();
      const chinese = keysOf(JSON.parse(readFileSync(join(localesDir, 'zh-CN', namespace), 'utf8')))
        .filter((key) => !key.endsWith('_one'))
        .sort();
      expect({ namespace, keys: chinese }).toEqual({ namespace, keys: english });
    }
  });
});
