/**
 * Notifications: tell a Discord or Slack channel, or a signed endpoint of your own, when it is
 * your turn (and the other table events), through the public webhooks API (/v1/players/me/webhooks).
 * The signing secret is shown once, when the webhook is made; a test ping says at once whether
 * the address works; the delivery log says what was sent and how it went.
 */
import { useEffect, useState } from 'preact/hooks';
import { api, errorText, problemOf, type Schemas, unwrap } from '../api/client';
import { currentToken } from '../api/token';
import { Link } from '../ui/navigation';
import { Problem } from '../ui/problem';
import { useTitle } from '../ui/title';
import { DevicePush } from './DevicePush';

type Webhook = Schemas['Webhook'];
type Delivery = Schemas['Delivery'];
type EventName = Webhook['events'][number];
type Format = Webhook['format'];

const EVENTS: { name: EventName; words: string }[] = [
  { name: 'table.your_turn', words: 'It is my turn' },
  { name: 'table.deadline_soon', words: 'My time to move is running out' },
  { name: 'table.joined', words: 'Someone takes a seat at a table I opened' },
  { name: 'table.started', words: 'A match starts' },
  { name: 'table.ended', words: 'A match is over' },
  { name: 'table.rematch', words: 'I am invited to a rematch' },
  { name: 'event.round_paired', words: 'My next round of an event is paired' },
];

const EVENT_WORDS: Record<Delivery['event'], string> = {
  'table.your_turn': 'Your turn',
  'table.deadline_soon': 'Deadline reminder',
  'table.joined': 'Seat taken',
  'table.started': 'Match started',
  'table.ended': 'Match over',
  'table.rematch': 'Rematch invitation',
  'event.round_paired': 'Round paired',
  'webhook.test': 'Test ping',
};

const FORMATS: { format: Format; name: string; help: string; placeholder: string }[] = [
  {
    format: 'discord',
    name: 'Discord channel',
    help: "In Discord: the channel's settings, Integrations, Webhooks, New Webhook, Copy Webhook URL.",
    placeholder: 'https://discord.com/api/webhooks/…',
  },
  {
    format: 'slack',
    name: 'Slack channel',
    help: 'In Slack: an app with Incoming Webhooks turned on, Add New Webhook to Workspace, then copy its URL.',
    placeholder: 'https://hooks.slack.com/services/…',
  },
  {
    format: 'standard',
    name: 'My own endpoint (signed)',
    help: 'Standard Webhooks 1.0: JSON events signed with a secret, shown once when it is added; dedupe by webhook-id.',
    placeholder: 'https://example.com/dominoes',
  },
];

const formatName = (f: Format) => FORMATS.find((x) => x.format === f)?.name ?? f;

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

function when(iso: string | null): string {
  return iso ? new Date(iso).toLocaleString() : '';
}

function stateWords(w: Webhook): string {
  if (w.status === 'disabled')
    return `Turned off${w.disabledAt ? ` on ${when(w.disabledAt)}` : ''}: ${w.disabledReason ?? 'every attempt failed'}. A test that works turns it on again.`;
  if (w.failingSince) return `Failing since ${when(w.failingSince)}: being tried again.`;
  return 'Working';
}

function deliveryWords(d: Delivery): string {
  if (d.status === 'delivered') return `delivered${d.responseStatus ? ` (${d.responseStatus})` : ''}`;
  if (d.status === 'failed') return `failed: ${d.error ?? `the endpoint answered ${d.responseStatus}`}`;
  const again = d.nextAttemptAt ? `, trying again at ${when(d.nextAttemptAt)}` : '';
  return `not delivered yet${d.error ? ` (${d.error})` : ''}${again}`;
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
  if (!list) return <p class="loading">Loading…</p>;
  if (list.length === 0) return <p>Nothing sent yet.</p>;
  return (
    <ul aria-label="Recent deliveries">
      {list.map((d) => (
        <li key={d.id}>
          <strong>{EVENT_WORDS[d.event]}</strong> {when(d.eventAt)}: {deliveryWords(d)}
          {d.attempts > 1 && ` after ${d.attempts} attempts`}
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
      setTest(`Test ping ${deliveryWords(d)}.`);
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
    if (!confirm(`Stop sending notifications to ${shortUrl(w.url)}?`)) return;
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
          {w.events.length === EVENTS.length ? 'Every event' : w.events.map((e) => EVENT_WORDS[e]).join(', ')}
        </p>
        {test && <p role="status">{test}</p>}
        <Problem text={error} />
        {log && <Deliveries key={logKey} id={w.id} />}
      </div>
      <div class="actions">
        <button type="button" onClick={ping} disabled={working}>
          Send a test <span class="visually-hidden">to {label}</span>
        </button>
        <button type="button" aria-expanded={log} onClick={() => setLog(!log)}>
          {log ? 'Hide' : 'Show'} what was sent <span class="visually-hidden">to {label}</span>
        </button>
        <button type="button" onClick={remove} disabled={working}>
          Remove <span class="visually-hidden">{label}</span>
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
      setError('Choose at least one thing to be told about.');
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
      <h2 id="add-heading">Add a place to be told</h2>
      <fieldset>
        <legend>Where</legend>
        {FORMATS.map((f) => (
          <label class="check" key={f.format}>
            <input
              type="radio"
              name="format"
              value={f.format}
              checked={format === f.format}
              onChange={() => setFormat(f.format)}
            />
            {f.name}
          </label>
        ))}
      </fieldset>
      <div class="field">
        <label for="webhook-url">Webhook URL</label>
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
          {chosen.help}
        </p>
      </div>
      <fieldset>
        <legend>Tell me when</legend>
        {EVENTS.map((ev) => (
          <label class="check" key={ev.name}>
            <input
              type="checkbox"
              checked={events.includes(ev.name)}
              onChange={(e) => toggle(ev.name, e.currentTarget.checked)}
            />
            {ev.words}
          </label>
        ))}
      </fieldset>
      <Problem text={error} />
      <button type="submit" class="primary" disabled={working}>
        {working ? 'Adding…' : 'Add'}
      </button>
    </form>
  );
}

export default function Notifications() {
  useTitle('Notifications');
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
      <h1 tabIndex={-1}>Notifications</h1>
      <p class="lead">
        Playing by correspondence? Be told when it is your turn: in a Discord or Slack channel, or at an
        endpoint of your own.
      </p>
      {!signedUp && (
        <p>
          Notifications are about your tables, and you have none yet.{' '}
          <Link href="/">Play against the computer</Link> or <Link href="/friends">with friends</Link> first.
        </p>
      )}
      <Problem text={error} />
      {secret && (
        <div class="share" role="status">
          <p>
            The signing secret of your new endpoint, shown only now: keep it to check each notification's{' '}
            <code>webhook-signature</code>.
          </p>
          <p>
            <code data-secret>{secret}</code>{' '}
            <button
              type="button"
              onClick={() => {
                void navigator.clipboard?.writeText(secret).then(() => setCopied(true));
              }}
            >
              {copied ? 'Copied' : 'Copy the secret'}
            </button>{' '}
            <button type="button" onClick={() => setSecret(null)}>
              I have kept it
            </button>
          </p>
        </div>
      )}
      {signedUp && <DevicePush />}
      {signedUp && !webhooks && !error && <p class="loading">Loading…</p>}
      {webhooks && (
        <section aria-labelledby="yours-heading">
          <h2 id="yours-heading">Where you are told</h2>
          {webhooks.length === 0 ? (
            <p>Nowhere yet.</p>
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
