import { useEffect } from 'preact/hooks';
import { t, useLocale } from '../i18n';

/** The tab's title names the screen. */
export function useTitle(title: string): void {
  const lang = useLocale();
  useEffect(() => {
    document.title = t('nav.titleSuffix', { title });
  }, [title, lang]);
}
