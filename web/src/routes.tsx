/**
 * Every page of the client, said once: its path (`:name` a part of it, given to the screen as a
 * prop), the screen that draws it (a chunk of its own, loaded on first visit and kept), and its
 * place in the menu. App draws the menu from `MENU` and the page from `Page`.
 */
import type { FunctionComponent } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { errorText } from './api/client';
import { type MessageKey, t, wordsReady } from './i18n';
import { Link } from './ui/navigation';
import { Problem } from './ui/problem';

// biome-ignore lint/suspicious/noExplicitAny: each screen has its own props, the path's parts
type Screen = FunctionComponent<any>;
type Load = () => Promise<{ default: Screen }>;

interface Route {
  name: string;
  path: string;
  load: Load;
}

export const ROUTES = [
  { name: 'home', path: '/', load: () => import('./screens/Home') },
  { name: 'friends', path: '/friends', load: () => import('./screens/Friends') },
  { name: 'lobby', path: '/lobby', load: () => import('./screens/Lobby') },
  { name: 'me', path: '/me', load: () => import('./screens/MyTables') },
  { name: 'devices', path: '/devices', load: () => import('./screens/Devices') },
  { name: 'vacation', path: '/vacation', load: () => import('./screens/Vacation') },
  { name: 'notifications', path: '/notifications', load: () => import('./screens/Notifications') },
  { name: 'howToPlay', path: '/how-to-play', load: () => import('./screens/HowToPlay') },
  { name: 'howToPlayGame', path: '/how-to-play/:game', load: () => import('./screens/HowToPlay') },
  { name: 'signInCallback', path: '/sign-in/callback', load: () => import('./screens/SignInCallback') },
  { name: 'table', path: '/tables/:id', load: () => import('./screens/Table') },
  { name: 'review', path: '/tables/:id/hands/:n/review', load: () => import('./screens/Review') },
  { name: 'join', path: '/join/:code', load: () => import('./screens/Join') },
  { name: 'pairing', path: '/pairing/:id', load: () => import('./screens/Pairing') },
  { name: 'leaderboards', path: '/leaderboards', load: () => import('./screens/Leaderboard') },
  // One name for both: the menu's Leaderboards entry is current on every pool's page.
  { name: 'leaderboards', path: '/leaderboards/:pool', load: () => import('./screens/Leaderboard') },
  { name: 'events', path: '/events', load: () => import('./screens/Events') },
  // One name for both: the menu's Events entry is current on an event's page.
  { name: 'events', path: '/events/:id', load: () => import('./screens/Event') },
  { name: 'profile', path: '/players/:id', load: () => import('./screens/Profile') },
] as const satisfies readonly Route[];

export type RouteName = (typeof ROUTES)[number]['name'];

/** The menu, in order: the page each entry opens, and its words. */
export const MENU: { route: RouteName; label: MessageKey }[] = [
  { route: 'home', label: 'nav.play' },
  { route: 'friends', label: 'nav.friends' },
  { route: 'lobby', label: 'nav.watch' },
  { route: 'me', label: 'nav.myTables' },
  { route: 'leaderboards', label: 'nav.leaderboards' },
  { route: 'events', label: 'nav.events' },
  { route: 'devices', label: 'nav.devices' },
  { route: 'notifications', label: 'nav.notifications' },
];

/** The path of a page without parts ('/friends'). */
export function pathOf(name: RouteName): string {
  return ROUTES.find((r) => r.name === name)!.path;
}

/** A part of a path: an id, a join code, a game's name. */
const PART = '([A-Za-z0-9_-]{1,40})';

const matchers = ROUTES.map((route) => {
  const names: string[] = [];
  const source = route.path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return PART;
  });
  return { route, names, re: new RegExp(`^${source === '/' ? '/' : `${source}/?`}$`) };
});

/** The page at `path` and its parts, or null for none. */
export function match(
  path: string,
): { route: Route & { name: RouteName }; params: Record<string, string> } | null {
  for (const m of matchers) {
    const found = m.re.exec(path || '/');
    if (found)
      return { route: m.route, params: Object.fromEntries(m.names.map((n, i) => [n, found[i + 1]])) };
  }
  return null;
}

const loaded = new Map<Load, Screen>();

/** The screen at `path`, loaded (once) if need be; words for a path that is no page. */
export function Page({ path }: { path: string }) {
  const found = match(path);
  const load = found?.route.load;
  const [, setTick] = useState(0);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    if (!load || loaded.has(load)) return;
    let live = true;
    load()
      .then(async (m) => {
        // The screen's own words, in the page's language, come before it (docs/i18n.md#sizes).
        await wordsReady();
        loaded.set(load, m.default);
        if (live) setTick((n) => n + 1);
      })
      .catch((err) => live && setError(t('nav.screenNotLoaded', { problem: errorText(err) })));
    return () => {
      live = false;
    };
  }, [load]);
  if (!found)
    return (
      <section class="panel">
        <h1 tabIndex={-1}>{t('nav.noSuchPage')}</h1>
        <p>
          {t('nav.nothingAt')} <code>{path}</code>. <Link href="/">{t('nav.startGame')}</Link>
        </p>
      </section>
    );
  if (error) return <Problem text={error} />;
  const Found = loaded.get(found.route.load);
  if (!Found) return <p class="loading">{t('common.loading')}</p>;
  return <Found {...found.params} />;
}
