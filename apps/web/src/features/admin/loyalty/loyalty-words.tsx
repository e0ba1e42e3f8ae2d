import { Stack, Tabs, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// A mission's or leaderboard's words in EN, TY and PT (decision 048), edited like a promotion's
// (decision 046): English is required and is what the API keeps in `title`/`description`;
// Filipino and Portuguese are optional, and a member of a language left empty reads English.

export const WORD_LANGUAGES = ['EN', 'TY', 'PT'] as const;
export type WordLanguage = (typeof WORD_LANGUAGES)[number];
type Words = { title: string; description: string };
export type WordsDraft = Record<WordLanguage, Words>;

type Stored = { title: string; description?: string };
type StoredTranslations = Partial<Record<'TY' | 'PT', Stored>>;

/** The draft of what the API holds (English in title/description, the others in translations). */
export const wordsDraftOf = (english: Stored | null, translations: StoredTranslations | undefined): WordsDraft => ({
  EN: { title: english?.title ?? '', description: english?.description ?? '' },
  TY: { title: translations?.TY?.title ?? '', description: translations?.TY?.description ?? '' },
  PT: { title: translations?.PT?.title ?? '', description: translations?.PT?.description ?? '' },
});

/**
 * The translations to send: a language with a title is sent (with its description when the
 * record has one); an empty one is left out, so English stands in. A description without a title
 * is a problem (`translations.<lang>.title`): the member would read an English title over it.
 */
export const translationsOf = (
  draft: WordsDraft,
  withDescription: boolean,
): { translations: Partial<Record<'TY' | 'PT', Stored>> } | { problemField: string } => {
  const translations: Partial<Record<'TY' | 'PT', Stored>> = {};
  for (const language of ['TY', 'PT'] as const) {
    const { title, description } = draft[language];
    if (title.trim() === '') {
      if (withDescription && description.trim() !== '') return { problemField: `translations.${language}.title` };
      continue;
    }
    translations[language] = withDescription ? { title, description } : { title };
  }
  return { translations };
};

/** Tabs EN / TY / PT, each a title (and a description when the record has one). */
export const LoyaltyWords = ({
  draft,
  onChange,
  withDescription,
  readOnly,
  errorOf,
}: {
  draft: WordsDraft;
  onChange: (draft: WordsDraft) => void;
  withDescription: boolean;
  readOnly: boolean;
  errorOf: (field: string) => string | undefined;
}) => {
  const { t } = useTranslation('admin-loyalty');
  const set = (language: WordLanguage, key: keyof Words, value: string) =>
    onChange({ ...draft, [language]: { ...draft[language], [key]: value } });
  // English lives in the record's own fields; the others under translations.
  const fieldOf = (language: WordLanguage, key: keyof Words) =>
    language === 'EN' ? key : `translations.${language}.${key}`;
  const failing = WORD_LANGUAGES.find(
    (language) => errorOf(fieldOf(language, 'title')) ?? errorOf(fieldOf(language, 'description')),
  );
  return (
    <Tabs defaultValue={failing ?? 'EN'} key={failing ?? 'EN'} keepMounted={false}>
      <Tabs.List>
        {WORD_LANGUAGES.map((language) => (
          <Tabs.Tab key={language} value={language}>
            {t(`words.languages.${language}`)}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {WORD_LANGUAGES.map((language) => {
        const name = t(`words.languages.${language}`);
        return (
          <Tabs.Panel key={language} value={language} pt="sm">
            <Stack gap="sm">
              <TextInput
                label={t('words.title', { language: name })}
                description={language === 'EN' ? t('words.englishHelp') : t('words.fallbackHelp')}
                readOnly={readOnly}
                value={draft[language].title}
                error={errorOf(fieldOf(language, 'title'))}
                onChange={(event) => set(language, 'title', event.currentTarget.value)}
              />
              {withDescription && (
                <Textarea
                  label={t('words.description', { language: name })}
                  readOnly={readOnly}
                  rows={2}
                  value={draft[language].description}
                  error={errorOf(fieldOf(language, 'description'))}
                  onChange={(event) => set(language, 'description', event.currentTarget.value)}
                />
              )}
            </Stack>
          </Tabs.Panel>
        );
      })}
    </Tabs>
  );
};
