/**
 * A push service on loopback, as a browser's would take messages for one of its subscriptions:
 * a real node http server that keeps each request's headers and raw bytes and answers with the
 * status the test sets (a push service answers 201). And the browser's side of a subscription:
 * a P-256 key pair and a 16-byte auth secret made with node:crypto, with which the test decrypts
 * what was sent itself (RFC 8291, aes128gcm: RFC 8188's one record), never with the library
 * that encrypted it.
 */
import { createDecipheriv, createECDH, createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushService {
  /** An endpoint on this service (each subscription its own path). */
  endpoint(name: string): string;
  requests: PushRequest[];
  respond: { status: number };
  close(): Promise<void>;
}

export async function startPushService(): Promise<PushService> {
  const service: PushService = {
    endpoint: (name) => `${base}/push/${name}`,
    requests: [],
    respond: { status: 201 },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      service.requests.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(service.respond.status);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return service;
}

/** A browser's side of a push subscription: what it sends the server, and what it keeps. */
export interface BrowserKeys {
  /** As PushSubscription.toJSON() gives them: base64url. */
  keys: { p256dh: string; auth: string };
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const publicKey = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    keys: { p256dh: publicKey.toString('base64url'), auth: authSecret.toString('base64url') },
    privateKey: ecdh.getPrivateKey(),
    publicKey,
    authSecret,
  };
}

const hmac = (key: Buffer, ...data: Buffer[]) => {
  const h = createHmac('sha256', key);
  for (const d of data) h.update(d);
  return h.digest();
};

/**
 * RFC 8291 §3.4 and RFC 8188: the header (salt, record size, the sender's public key), the keys
 * from the shared ECDH secret and the auth secret, then one AES-128-GCM record whose plaintext
 * ends with the 0x02 delimiter (and any zero padding).
 */
export function decryptPush(body: Buffer, browser: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const idlen = body[20];
  const senderKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const ecdh = createECDH('prime256v1');
  ecdh.setPrivateKey(browser.privateKey);
  const shared = ecdh.computeSecret(senderKey);
  const prkKey = hmac(browser.authSecret, shared);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), browser.publicKey, senderKey]);
  const ikm = hmac(prkKey, keyInfo, Buffer.from([1]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0'), Buffer.from([1])).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0'), Buffer.from([1])).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error('the last record does not end with the 0x02 delimiter');
  return padded.subarray(0, end).toString('utf8');
}

/** The record size the header states (RFC 8188 §2). */
export const recordSizeOf = (body: Buffer) => body.readUInt32BE(16);
