/**
 * "You play as Ana. Change name": the name can be set at any time after play began without a
 * sign-up. Read afresh from the server (another device may have changed it).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { errorText } from '../api/client';
import { refreshName, setName } from '../api/session';
import { savedName } from '../api/token';
import { t } from '../i18n';
import { Problem } from './problem';

export function YourName() {
  const [name, setShown] = useState(savedName);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState('');
  const [working, setWorking] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const editing = draft !== null;
  // Opening the field selects the whole name, so what is typed replaces it.
  useEffect(() => {
    if (!editing) return;
    input.current?.focus();
    input.current?.select();
  }, [editing]);

  useEffect(() => {
    let live = true;
    refreshName()
      .then((n) => live && setShown(n))
      .catch(() => {}); // the saved name stays; a refused token says so on its own (App)
    return () => {
      live = false;
    };
  }, []);

  async function save(e: Event) {
    e.preventDefault();
    if (draft === null) return;
    setError(null);
    setWorking(true);
    try {
      const saved = await setName(draft);
      setShown(saved);
      setDraft(null);
      setNews(t('common.nowPlayAs', { name: saved }));
    } catch (err) {
      setError(errorText(err));
    }
    setWorking(false);
  }

  if (!name) return null;
  return (
    <div class="your-name">
      {draft === null ? (
        <p class="you">
          {t('common.youPlayAs')} <strong>{name}</strong>.{' '}
          <button
            type="button"
            class="link"
            onClick={() => {
              setNews('');
              setDraft(name);
            }}
          >
            {t('common.changeName')}
          </button>
        </p>
      ) : (
        <form class="inline" onSubmit={save}>
          <div class="field grow">
            <label for="your-name">{t('common.yourName')}</label>
            <input
              id="your-name"
              value={draft}
              required
              maxLength={40}
              autocomplete="nickname"
              ref={input}
              onInput={(e) => setDraft(e.currentTarget.value)}
              onKeyDown={(e) => e.key === 'Escape' && setDraft(null)}
            />
          </div>
          <button type="submit" class="primary" disabled={working}>
            {t('common.save')}
          </button>
          <button type="button" onClick={() => setDraft(null)}>
            {t('common.cancel')}
          </button>
        </form>
      )}
      <Problem text={error} />
      <p role="status" class="you">
        {news}
      </p>
    </div>
  );
}
