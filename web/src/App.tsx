/**
 * The page: a header with the menu (folded behind a button on a phone), the current screen
 * (routes.tsx), one banner while the server is out of reach, and errors in words (never blank).
 */
import { Component, type ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { busy, errorText, signedOut } from './api/client';
import type { Provider } from './api/token';
import { formatNumber, t, useLocale } from './i18n';
import { MENU, match, Page, pathOf } from './routes';
import { useBannerShown } from './ui/connection';
import { LanguageMenu } from './ui/LanguageMenu';
import { Link, navigate, usePath } from './ui/navigation';
import { OfflineBanner } from './ui/offline';
import { Problem } from './ui/problem';

/** Anything a screen throws while drawing lands here, in words. */
class Fallback extends Component<{ children: ComponentChildren; path: string }, { error: string | null }> {
  override state = { error: null as string | null };
  override componentDidCatch(err: unknown) {
    this.setState({ error: errorText(err) });
  }
  override componentDidUpdate(prev: { path: string }) {
    if (prev.path !== this.props.path && this.state.error) this.setState({ error: null });
  }
  override render() {
    if (this.state.error)
      return (
        <section class="panel">
          <h1>{t('common.somethingWrong')}</h1>
          <Problem text={this.state.error} />
          <p>
            <Link href="/">{t('nav.backToStart')}</Link>
          </p>
        </section>
      );
    return this.props.children;
  }
}

/** A wait the server asked for (429, 503), unless a screen already says it is trying again. */
function Busy() {
  const [seconds, setSeconds] = useState<number | null>(null);
  const another = useBannerShown();
  useEffect(() => {
    busy.listener = setSeconds;
    return () => {
      busy.listener = null;
    };
  }, []);
  if (seconds === null || another) return null;
  return <p class="busy">{t('nav.busy', { seconds: formatNumber(seconds) })}</p>;
}

/**
 * The server refused this device's token (signed out from another device, or the provider's
 * sign-in has ended): say so, offer a way on.
 */
function SignedOut(props: { detail: string; provider: Provider | null; onChoice: () => void }) {
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    document.querySelector<HTMLElement>('main h1')?.focus();
  }, []);
  const go = (to: string) => {
    props.onChoice();
    navigate(to);
  };
  const { provider } = props;
  async function again(p: Provider) {
    setError(null);
    try {
      await (await import('./api/provider-sign-in')).beginSignIn(p);
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <section class="panel">
      <h1 tabIndex={-1}>
        {provider ? t('nav.signInEnded', { provider: provider.name }) : t('nav.deviceSignedOut')}
      </h1>
      <Problem text={`${props.detail.charAt(0).toUpperCase() + props.detail.slice(1)}.`} />
      <Problem text={error} />
      {provider ? <p>{t('nav.staysWithAccount')}</p> : <p>{t('nav.staysWithPlayer')}</p>}
      <div class="actions">
        {provider && (
          <button type="button" class="primary" onClick={() => again(provider)}>
            {t('nav.signInAgainWith', { provider: provider.name })}
          </button>
        )}
        <button type="button" class={provider ? undefined : 'primary'} onClick={() => go('/devices')}>
          {provider ? t('nav.otherWays') : t('nav.signInWithCode')}
        </button>
        <button type="button" onClick={() => go('/')}>
          {t('nav.startFresh')}
        </button>
      </div>
    </section>
  );
}

/** The menu: every entry on a wide screen; on a phone, behind a Menu button. */
function Menu({ current }: { current: string | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        class="menu-button"
        aria-expanded={open}
        aria-controls="screens"
        onClick={() => setOpen(!open)}
      >
        {t('nav.menu')}
      </button>
      <nav aria-label={t('nav.screens')} id="screens" class={open ? 'screens open' : 'screens'}>
        {MENU.map((m) => (
          <Link
            key={m.route}
            href={pathOf(m.route)}
            current={current === m.route}
            onClick={() => setOpen(false)}
          >
            {t(m.label)}
          </Link>
        ))}
      </nav>
    </>
  );
}

export function App() {
  const path = usePath();
  // A new language redraws the page in it (every screen below reads t() as it draws).
  useLocale();
  const [signedOutWhy, setSignedOutWhy] = useState<{ detail: string; provider: Provider | null } | null>(
    null,
  );
  useEffect(() => {
    signedOut.listener = (detail, provider) => setSignedOutWhy({ detail, provider });
    return () => {
      signedOut.listener = null;
    };
  }, []);
  useEffect(() => {
    // A new screen: keyboard and screen reader users start at its heading.
    requestAnimationFrame(() => document.querySelector<HTMLElement>('main h1')?.focus());
  }, [path]);
  const current = match(path)?.route.name;
  return (
    <>
      <a class="skip" href="#main">
        {t('nav.skip')}
      </a>
      <header class="top">
        <Link href="/" class="brand">
          <span aria-hidden="true" class="brand-tile" />
          {t('nav.brand')}
        </Link>
        <Menu current={current} />
        <LanguageMenu />
      </header>
      <OfflineBanner />
      <Busy />
      <main id="main">
        {signedOutWhy ? (
          <SignedOut {...signedOutWhy} onChoice={() => setSignedOutWhy(null)} />
        ) : (
          <Fallback path={path}>
            <Page path={path} />
          </Fallback>
        )}
      </main>
    </>
  );
}
