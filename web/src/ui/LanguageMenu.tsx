/** The language menu in the page's header: every language of the catalog, by its own name. */
import { saveLanguage } from '../api/session';
import { LOCALE_NAMES, LOCALES, type Locale, setLocale, t, useLocale } from '../i18n';

export function LanguageMenu() {
  const current = useLocale();
  return (
    <select
      class="language-menu"
      aria-label={t('common.language')}
      value={current}
      onChange={(e) => {
        const next = e.currentTarget.value as Locale;
        void setLocale(next);
        // The page already speaks it; a failed save leaves notifications in the old language.
        saveLanguage(next).catch((err: unknown) => console.warn('language not saved', err));
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l} lang={l}>
          {LOCALE_NAMES[l]}
        </option>
      ))}
    </select>
  );
}
