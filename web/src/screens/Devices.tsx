/**
 * Your devices: "use on another device" shows a sign-in code (once, ten minutes), "I have a
 * code" signs this device in as the player who made it, and each other device can be signed out
 * (a lost phone: its next request is refused); where providers are configured, "Sign in with
 * <provider>" (SignInWith.tsx).
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { api, errorText, type Schemas, unwrap } from '../api/client';
import { thisDeviceName } from '../api/device-name';
import { currentProvider, currentToken, savedName, saveToken } from '../api/token';
import { addEnglish, formatDate, t, tRich } from '../i18n';
import { account } from '../i18n/en/account';
import { Link, navigate } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { SignInWith } from './SignInWith';

addEnglish(account);

type Device = Schemas['Device'];
type Code = Schemas['SignInCode'];

/** While a code is out, the list is read this often, so the new device shows when it signs in. */
const WATCH_MS = 3000;

function timeOf(iso: string): string {
  return formatDate(iso, { hour: '2-digit', minute: '2-digit' });
}

function dateOf(iso: string): string {
  return formatDate(iso, { day: 'numeric', month: 'short', year: 'numeric' });
}

function ShowCode(props: { code: Code | null; onMake: () => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  async function make() {
    setError(null);
    setWorking(true);
    try {
      await props.onMake();
    } catch (err) {
      setError(errorText(err));
    }
    setWorking(false);
  }
  return (
    <section aria-labelledby="other-device">
      <h2 id="other-device">{t('account.devices.useOther')}</h2>
      <p>{t('account.devices.getCode')}</p>
      {props.code && (
        <p class="share">
          {t('account.devices.yourCode')} <strong class="code">{props.code.code}</strong>
          <br />
          {t('account.devices.worksOnce', { time: timeOf(props.code.expiresAt) })}
        </p>
      )}
      <Problem text={error} />
      <button type="button" onClick={make} disabled={working}>
        {props.code ? t('account.devices.another') : t('account.devices.show')}
      </button>
    </section>
  );
}

function HaveCode() {
  const [code, setCode] = useState('');
  const [deviceName, setDeviceName] = useState(thisDeviceName);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  // An anonymous player's only key is this device's token (a provider's account keeps its player).
  const known = currentToken() !== null && !currentProvider() ? savedName() : null;

  async function signIn(e: Event) {
    e.preventDefault();
    setError(null);
    setWorking(true);
    try {
      const body = { code, ...(deviceName.trim() && { deviceName: deviceName.trim() }) };
      const player = await unwrap(api.POST('/v1/players/sign-in', { body }));
      saveToken(player.token, player.name);
      navigate('/me');
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }
  return (
    <section aria-labelledby="have-code">
      <h2 id="have-code">{t('account.devices.haveCode')}</h2>
      <p>
        {t('account.devices.madeOn')}
        {known && (
          <> {tRich('account.devices.stops', { name: known, b: (words) => <strong>{words}</strong> })}</>
        )}
      </p>
      <form onSubmit={signIn}>
        <div class="row">
          <div class="field">
            <label for="sign-in-code">{t('account.devices.codeLabel')}</label>
            <input
              id="sign-in-code"
              class="code"
              value={code}
              required
              maxLength={20}
              autocomplete="one-time-code"
              autocapitalize="characters"
              spellcheck={false}
              placeholder="XXXXX-XXXXX"
              onInput={(e) => setCode(e.currentTarget.value)}
            />
          </div>
          <div class="field">
            <label for="device-name">{t('account.devices.nameLabel')}</label>
            <input
              id="device-name"
              value={deviceName}
              maxLength={60}
              onInput={(e) => setDeviceName(e.currentTarget.value)}
            />
          </div>
        </div>
        <Problem text={error} />
        <button type="submit" class="primary" disabled={working}>
          {working ? t('account.devices.signingIn') : t('account.devices.signInCode')}
        </button>
      </form>
    </section>
  );
}

function DeviceList(props: { devices: Device[]; onSignOut: (d: Device) => Promise<void> }) {
  const [error, setError] = useState<string | null>(null);
  async function signOut(d: Device) {
    setError(null);
    try {
      await props.onSignOut(d);
    } catch (err) {
      setError(errorText(err));
    }
  }
  return (
    <section aria-labelledby="devices">
      <h2 id="devices">{t('account.devices.list')}</h2>
      <p>{t('account.devices.listHint')}</p>
      <Problem text={error} />
      <ul class="cards" aria-labelledby="devices">
        {props.devices.map((d) => (
          <li class="card" key={d.id}>
            <span>
              <strong>{d.name}</strong>
              {d.current ? t('account.devices.thisOne') : ''}
              <br />
              <span class="hint">
                {t('account.devices.since', { date: dateOf(d.createdAt) })}
                {!d.current && d.lastUsedAt && t('account.devices.lastUsed', { date: dateOf(d.lastUsedAt) })}
              </span>
            </span>
            {!d.current && (
              <button
                type="button"
                onClick={() => signOut(d)}
                aria-label={t('account.devices.signOutNamed', { name: d.name })}
              >
                {t('account.devices.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

function SignedIn() {
  const [devices, setDevices] = useState<Device[] | null>(null);
  const [code, setCode] = useState<Code | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [news, setNews] = useState('');
  // The devices there were when the code was made: one more means it was used.
  const before = useRef<Set<string>>(new Set());

  async function load(): Promise<Device[] | null> {
    try {
      const list = (await unwrap(api.GET('/v1/players/me/tokens'))).tokens;
      setDevices(list);
      setError(null);
      return list;
    } catch (err) {
      setError(errorText(err));
      return null;
    }
  }
  useEffect(() => {
    void load();
  }, []);

  useEffect(() => {
    if (!code) return;
    const timer = setInterval(async () => {
      if (Date.parse(code.expiresAt) <= Date.now()) {
        setCode(null);
        setNews(t('account.devices.expired'));
        return;
      }
      const added = (await load())?.find((d) => !before.current.has(d.id));
      if (added) {
        setCode(null);
        setNews(t('account.devices.added', { name: added.name }));
      }
    }, WATCH_MS);
    return () => clearInterval(timer);
  }, [code]);

  async function makeCode() {
    const list = devices ?? (await load()) ?? [];
    before.current = new Set(list.map((d) => d.id));
    setNews('');
    setCode(await unwrap(api.POST('/v1/players/me/sign-in-codes')));
  }

  async function signOut(d: Device) {
    await unwrap(api.DELETE('/v1/players/me/tokens/{id}', { params: { path: { id: d.id } } }));
    await load();
    setNews(t('account.devices.removed', { name: d.name }));
  }

  return (
    <>
      <p role="status">{news}</p>
      <ShowCode code={code} onMake={makeCode} />
      <Problem text={error} />
      {devices && <DeviceList devices={devices} onSignOut={signOut} />}
      <SignInWith />
      <HaveCode />
    </>
  );
}

export default function Devices() {
  const signedIn = currentToken() !== null;
  const title = signedIn ? t('account.devices.title') : t('account.devices.titleNew');
  useTitle(title);
  return (
    <section class="panel devices">
      <h1 tabIndex={-1}>{title}</h1>
      {signedIn ? (
        <SignedIn />
      ) : (
        <>
          <p>{tRich('account.devices.lead', { start: (words) => <Link href="/">{words}</Link> })}</p>
          <SignInWith />
          <HaveCode />
        </>
      )}
    </section>
  );
}
