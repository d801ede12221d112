/**
 * Notifications: tell a Discord or Slack channel, or a signed endpoint of your own, when it is
 * your turn (and the other table events), through the public webhooks API (/v1/players/me/webhooks).
 * The signing secret is shown once, when the webhook is made; a test ping says at once whether
 * the address works; the delivery log says what was sent and how it went.
 */
import type { ComponentChildren } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, problemOf, type Schemas, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { addEnglish, formatDate, formatList, type MessageKey, t, tRich } from '../i18n';
import { notify } from '../i18n/en/notify';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { DevicePush } from './DevicePush';

addEnglish(notify);

type Webhook = Schemas['Webhook'];
type Delivery = Schemas['Delivery'];
type EventName = Webhook['events'][number];
type Format = Webhook['format'];

/** The events a webhook can tell, in the order the form lists them, with what the player wants told. */
const EVENTS: { name: EventName; want: MessageKey }[] = [
  { name: 'table.your_turn', want: 'notify.want.yourTurn' },
  { name: 'table.deadline_soon', want: 'notify.want.deadlineSoon' },
  { name: 'table.joined', want: 'notify.want.joined' },
  { name: 'table.started', want: 'notify.want.started' },
  { name: 'table.ended', want: 'notify.want.ended' },
  { name: 'table.rematch', want: 'notify.want.rematch' },
  { name: 'event.round_paired', want: 'notify.want.roundPaired' },
];

const EVENT_WORDS: Record<Delivery['event'], MessageKey> = {
  'table.your_turn': 'notify.event.yourTurn',
  'table.deadline_soon': 'notify.event.deadlineSoon',
  'table.joined': 'notify.event.joined',
  'table.started': 'notify.event.started',
  'table.ended': 'notify.event.ended',
  'table.rematch': 'notify.event.rematch',
  'event.round_paired': 'notify.event.roundPaired',
  'webhook.test': 'notify.event.test',
};

const FORMATS: { format: Format; name: MessageKey; help: MessageKey; placeholder: string }[] = [
  {
    format: 'discord',
    name: 'notify.format.discord',
    help: 'notify.format.discordHelp',
    placeholder: 'https://discord.com/api/webhooks/…',
  },
  {
    format: 'slack',
    name: 'notify.format.slack',
    help: 'notify.format.slackHelp',
    placeholder: 'https://hooks.slack.com/services/…',
  },
  {
    format: 'standard',
    name: 'notify.format.standard',
    help: 'notify.format.standardHelp',
    placeholder: 'https://example.com/dominoes',
  },
];

function formatName(f: Format): string {
  const known = FORMATS.find((x) => x.format === f);
  return known ? t(known.name) : f;
}

/** The words of a button only a screen reader says ("Send a test <hidden>to …</hidden>"). */
const hidden = (words: ComponentChildren[]) => <span class="visually-hidden">{words}</span>;

/** "discord.com/api/webhooks/12…": enough to tell two apart, not the whole secret-bearing URL. */
function shortUrl(url: string): string {
  try {
    const u = new URL(url);
    const path = u.pathname.length > 24 ? `${u.pathname.slice(0, 22)}…` : u.pathname;
    return `${u.host}${path}`;
  } catch {
    return url;
  }
}

function when(iso: string): string {
  return formatDate(iso, { dateStyle: 'medium', timeStyle: 'short' });
}

function stateWords(w: Webhook): string {
  if (w.status === 'disabled') {
    const reason = w.disabledReason ?? t('notify.state.everyFailed');
    return w.disabledAt
      ? t('notify.state.offOn', { date: when(w.disabledAt), reason })
      : t('notify.state.off', { reason });
  }
  if (w.failingSince) return t('notify.state.failing', { date: when(w.failingSince) });
  return t('notify.state.working');
}

function deliveryWords(d: Delivery): string {
  if (d.status === 'delivered')
    return d.responseStatus
      ? t('notify.delivery.deliveredStatus', { status: d.responseStatus })
      : t('notify.delivery.delivered');
  if (d.status === 'failed')
    return t('notify.delivery.failed', {
      error: d.error ?? t('notify.delivery.answered', { status: String(d.responseStatus) }),
    });
  const error = d.error ?? '';
  if (d.nextAttemptAt) {
    const date = when(d.nextAttemptAt);
    return error
      ? t('notify.delivery.pendingWhyRetry', { error, date })
      : t('notify.delivery.pendingRetry', { date });
  }
  return error ? t('notify.delivery.pendingWhy', { error }) : t('notify.delivery.pending');
}

function Deliveries(props: { id: string }) {
  const [list, setList] = useState<Delivery[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    unwrap(
      api.GET('/v1/players/me/webhooks/{id}/deliveries', {
        params: { path: { id: props.id }, query: { limit: 20 } },
      }),
    )
      .then((page) => live && setList(page.deliveries))
      .catch((err) => live && setError(errorText(err)));
    return () => {
      live = false;
    };
  }, [props.id]);
  if (error) return <Problem text={error} />;
  if (!list) return <p class="loading">{t('common.loading')}</p>;
  if (list.length === 0) return <p>{t('notify.deliveries.none')}</p>;
  return (
    <ul aria-label={t('notify.deliveries.label')}>
      {list.map((d) => (
        <li key={d.id}>
          <strong>{t(EVENT_WORDS[d.event])}</strong> {when(d.eventAt)}: {deliveryWords(d)}
          {d.attempts > 1 && ` ${t('notify.delivery.attempts', { count: d.attempts })}`}
        </li>
      ))}
    </ul>
  );
}

function WebhookCard(props: { webhook: Webhook; onChange: () => void }) {
  const w = props.webhook;
  const [test, setTest] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const [log, setLog] = useState(false);
  const [logKey, setLogKey] = useState(0);
  const label = `${formatName(w.format)} ${shortUrl(w.url)}`;

  async function ping() {
    setWorking(true);
    setError(null);
    setTest(null);
    try {
      const d = await unwrap(
        api.POST('/v1/players/me/webhooks/{id}/test', { params: { path: { id: w.id } } }),
      );
      setTest(t('notify.testPing', { result: deliveryWords(d) }));
      setLogKey((k) => k + 1);
      // A ping that got through turns a disabled webhook on again.
      if (d.status === 'delivered' && w.status === 'disabled') props.onChange();
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  }

  async function remove() {
    if (!confirm(t('notify.confirmRemove', { url: shortUrl(w.url) }))) return;
    setWorking(true);
    try {
      const res = await api.DELETE('/v1/players/me/webhooks/{id}', { params: { path: { id: w.id } } });
      // Gone already (removed from another device) is what was asked for.
      if (!res.response.ok && res.response.status !== 404) throw problemOf(res.response, res.error);
      props.onChange();
    } catch (err) {
      setError(errorText(err));
      setWorking(false);
    }
  }

  return (
    <li class="card">
      <div>
        <strong>{formatName(w.format)}</strong> <code>{shortUrl(w.url)}</code>
        <p class={w.status === 'disabled' || w.failingSince ? 'problem' : 'hint'}>{stateWords(w)}</p>
        <p class="hint">
          {w.events.length === EVENTS.length
            ? t('notify.everyEvent')
            : formatList(w.events.map((e) => t(EVENT_WORDS[e])))}
        </p>
        {test && <p role="status">{test}</p>}
        <Problem text={error} />
        {log && <Deliveries key={logKey} id={w.id} />}
      </div>
      <div class="actions">
        <button type="button" onClick={ping} disabled={working}>
          {tRich('notify.sendTest', { label, hidden })}
        </button>
        <button type="button" aria-expanded={log} onClick={() => setLog(!log)}>
          {tRich(log ? 'notify.hideSent' : 'notify.showSent', { label, hidden })}
        </button>
        <button type="button" onClick={remove} disabled={working}>
          {tRich('notify.remove', { label, hidden })}
        </button>
      </div>
    </li>
  );
}

function AddWebhook(props: { onAdded: (secret: string | null) => void }) {
  const [format, setFormat] = useState<Format>('discord');
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<EventName[]>(EVENTS.map((e) => e.name));
  const [error, setError] = useState<string | null>(null);
  const [working, setWorking] = useState(false);
  const chosen = FORMATS.find((f) => f.format === format)!;

  async function add(e: Event) {
    e.preventDefault();
    setError(null);
    if (events.length === 0) {
      setError(t('notify.add.none'));
      return;
    }
    setWorking(true);
    try {
      const made = await unwrap(
        api.POST('/v1/players/me/webhooks', { body: { url: url.trim(), format, events } }),
      );
      setUrl('');
      setEvents(EVENTS.map((ev) => ev.name));
      props.onAdded(made.format === 'standard' ? made.secret : null);
    } catch (err) {
      setError(errorText(err));
    } finally {
      setWorking(false);
    }
  }

  const toggle = (name: EventName, on: boolean) =>
    setEvents((old) =>
      on
        ? EVENTS.map((e) => e.name).filter((n) => n === name || old.includes(n))
        : old.filter((n) => n !== name),
    );

  return (
    <form onSubmit={add} aria-labelledby="add-heading">
      <h2 id="add-heading">{t('notify.add.heading')}</h2>
      <fieldset>
        <legend>{t('notify.add.where')}</legend>
        {FORMATS.map((f) => (
          <label class="check" key={f.format}>
            <input
              type="radio"
              name="format"
              value={f.format}
              checked={format === f.format}
              onChange={() => setFormat(f.format)}
            />
            {t(f.name)}
          </label>
        ))}
      </fieldset>
      <div class="field">
        <label for="webhook-url">{t('notify.add.url')}</label>
        <input
          id="webhook-url"
          type="url"
          required
          value={url}
          autocomplete="off"
          spellcheck={false}
          placeholder={chosen.placeholder}
          aria-describedby="webhook-url-help"
          onInput={(e) => setUrl(e.currentTarget.value)}
        />
        <p id="webhook-url-help" class="hint">
          {t(chosen.help)}
        </p>
      </div>
      <fieldset>
        <legend>{t('notify.add.when')}</legend>
        {EVENTS.map((ev) => (
          <label class="check" key={ev.name}>
            <input
              type="checkbox"
              checked={events.includes(ev.name)}
              onChange={(e) => toggle(ev.name, e.currentTarget.checked)}
            />
            {t(ev.want)}
          </label>
        ))}
      </fieldset>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? t('notify.add.adding') : t('notify.add.add')}
      </button>
    </form>
  );
}

export default function Notifications() {
  useTitle(t('notify.title'));
  const signedUp = currentToken() !== null;
  const [webhooks, setWebhooks] = useState<Webhook[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  async function load() {
    try {
      const page = await unwrap(api.GET('/v1/players/me/webhooks'));
      setWebhooks(page.webhooks);
      setError(null);
    } catch (err) {
      setError(errorText(err));
    }
  }
  useEffect(() => {
    if (signedUp) void load();
  }, []);

  return (
    <section class="panel">
      <h1 tabIndex={-1}>{t('notify.title')}</h1>
      <p class="lead">{t('notify.lead')}</p>
      {!signedUp && (
        <p>
          {tRich('notify.noTables', {
            computer: (words) => <Link href="/">{words}</Link>,
            friends: (words) => <Link href="/friends">{words}</Link>,
          })}
        </p>
      )}
      <Problem text={error} />
      {secret && (
        <div class="share" role="status">
          <p>{tRich('notify.secret.shown', { code: (words) => <code>{words}</code> })}</p>
          <p>
            <code data-secret>{secret}</code>{' '}
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
              }}
            >
              {copied ? t('notify.secret.copied') : t('notify.secret.copy')}
            </button>{' '}
            <button type="button" onClick={() => setSecret(null)}>
              {t('notify.secret.kept')}
            </button>
          </p>
        </div>
      )}
      {signedUp && <DevicePush />}
      {signedUp && !webhooks && !error && <p class="loading">{t('common.loading')}</p>}
      {webhooks && (
        <section aria-labelledby="yours-heading">
          <h2 id="yours-heading">{t('notify.yours')}</h2>
          {webhooks.length === 0 ? (
            <p>{t('notify.nowhere')}</p>
          ) : (
            <ul class="cards">
              {webhooks.map((w) => (
                <WebhookCard key={w.id} webhook={w} onChange={load} />
              ))}
            </ul>
          )}
        </section>
      )}
      {webhooks && (
        <AddWebhook
          onAdded={(s) => {
            setSecret(s);
            setCopied(false);
            void load();
          }}
        />
      )}
    </section>
  );
}
