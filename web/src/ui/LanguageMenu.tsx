/** The language menu in the page's header: every language of the catalog, by its own name. */
import { LOCALE_NAMES, LOCALES, type Locale, setLocale, t, useLocale } from '../i18n';

export function LanguageMenu() {
  const current = useLocale();
  return (
    <select
      class="language-menu"
      aria-label={t('common.language')}
      value={current}
      onChange={(e) => {
        void setLocale(e.currentTarget.value as Locale);
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
