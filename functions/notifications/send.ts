/**
 * One HTTP POST to a webhook, made safe to aim at a URL a stranger typed: https only when
 * deployed; every address the name resolves to, and the address actually connected to, must be
 * public (address.ts), checked inside the connection's own DNS lookup so that a name answering
 * differently the second time (DNS rebinding) is caught on the connection itself; no redirect
 * is followed; 5 s for the whole exchange; the response body is ignored (and never read past a
 * few KB). Only the status says whether it worked: any 2xx.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction, type Socket } from 'node:net';
import { type AddressPolicy, refusedAddress } from './address';
import type { Rendered } from './formats';

export interface SendPolicy extends AddressPolicy {
  /** Deployed: plain http is refused. */
  requireHttps: boolean;
  /** For the whole attempt: connect, send, the response's status line. */
  timeoutMs: number;
  /** How names are resolved (every address of a name); tests replace it to act out rebinding. */
  resolve: (hostname: string) => Promise<LookupAddress[]>;
}

export interface AttemptResult {
  ok: boolean;
  /** The HTTP status, when the endpoint answered. */
  status: number | null;
  error: string | null;
}

export const systemResolve = (hostname: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) =>
    dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) =>
      err ? reject(err) : resolve(addresses),
    ),
  );

/** How much of a response body is read (and thrown away) before the connection is dropped. */
const BODY_CAP_BYTES = 4096;

/** Why this URL may not be registered or sent to (null: it may), resolving its name. */
export async function refusedUrl(text: string, policy: SendPolicy): Promise<string | null> {
  const shape = refusedShape(text, policy);
  if (typeof shape === 'string') return shape;
  const host = shape.hostname;
  if (isIP(host)) return refusedAddress(host, policy);
  let addresses: LookupAddress[];
  try {
    addresses = await policy.resolve(host);
  } catch {
    return `${host} does not resolve`;
  }
  if (addresses.length === 0) return `${host} does not resolve`;
  for (const a of addresses) {
    const why = refusedAddress(a.address, policy);
    if (why) return `${host} resolves to ${why.replace(/^\S+ is /, '')} (${a.address})`;
  }
  return null;
}

/** The URL's own shape: a scheme we send to, no credentials, a host. */
function refusedShape(text: string, policy: SendPolicy): string | { hostname: string } {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'not a URL';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'only https URLs are sent to';
  if (url.protocol === 'http:' && policy.requireHttps) return 'only https URLs are sent to';
  if (url.username || url.password) return 'a URL with a user name or password is not accepted';
  return { hostname: url.hostname.replace(/^\[|\]$/g, '') };
}

/** POSTs once; never throws. */
export async function post(url: string, rendered: Rendered, policy: SendPolicy): Promise<AttemptResult> {
  const shape = refusedShape(url, policy);
  if (typeof shape === 'string') return failed(shape);
  // A literal address is connected to without a lookup: check it here.
  if (isIP(shape.hostname)) {
    const why = refusedAddress(shape.hostname, policy);
    if (why) return failed(why);
  }
  const lookup = guardedLookup(policy);
  const client = url.startsWith('https:') ? https : http;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const req = client.request(url, {
      method: 'POST',
      headers: { ...rendered.headers, 'content-length': String(Buffer.byteLength(rendered.body)) },
      lookup,
      agent: false,
    });
    const timer = setTimeout(() => {
      finish(failed(`no answer within ${policy.timeoutMs / 1000} s`));
      req.destroy();
    }, policy.timeoutMs);
    req.on('socket', (socket: Socket) => {
      // The address actually connected to, whatever resolved it.
      socket.once('connect', () => {
        const why = socket.remoteAddress ? refusedAddress(socket.remoteAddress, policy) : null;
        if (why) {
          finish(failed(why));
          req.destroy();
        }
      });
    });
    req.on('response', (res) => {
      const status = res.statusCode ?? 0;
      let read = 0;
      res.on('data', (chunk: Buffer) => {
        read += chunk.length;
        if (read > BODY_CAP_BYTES) res.destroy();
      });
      res.on('error', () => {});
      res.on('end', () => req.destroy());
      if (status >= 200 && status < 300) finish({ ok: true, status, error: null });
      else if (status >= 300 && status < 400)
        finish({ ok: false, status, error: `redirect (${status}) not followed` });
      else finish({ ok: false, status, error: `HTTP ${status}` });
    });
    req.on('error', (err: NodeJS.ErrnoException) => finish(failed(networkError(err))));
    req.end(rendered.body);
  });
}

/** The connection's DNS lookup: every address is checked before one is connected to. */
function guardedLookup(policy: SendPolicy): LookupFunction {
  return (hostname, options, callback) => {
    policy.resolve(hostname).then(
      (addresses) => {
        const wanted = addresses.filter((a) => !options.family || a.family === options.family);
        for (const a of wanted) {
          const why = refusedAddress(a.address, policy);
          if (why) return callback(Object.assign(new Error(why), { code: 'EREFUSEDADDRESS' }), '', 0);
        }
        if (wanted.length === 0) {
          return callback(
            Object.assign(new Error(`${hostname} does not resolve`), { code: 'ENOTFOUND' }),
            '',
            0,
          );
        }
        if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, wanted);
        callback(null, wanted[0].address, wanted[0].family);
      },
      (err: NodeJS.ErrnoException) => callback(err, '', 0),
    );
  };
}

function failed(error: string): AttemptResult {
  return { ok: false, status: null, error };
}

function networkError(err: NodeJS.ErrnoException): string {
  if (err.code === 'EREFUSEDADDRESS') return err.message;
  if (err.code === 'ECONNREFUSED') return 'connection refused';
  if (err.code === 'ENOTFOUND' || err.code === 'EAI_AGAIN') return 'the name does not resolve';
  if (err.code === 'ECONNRESET') return 'connection reset';
  return err.code ? `${err.code}: ${err.message}` : err.message;
}
