/**
 * A TCP relay on loopback in front of DynamoDB Local, for fault tests: everything passes, or
 * every answer comes late (`delay`), writes pass but their answers are dropped (`drop-answers`:
 * the write happens, the caller never hears), a write's connection is reset when its answer
 * comes (`reset`: applied, and the caller sees ECONNRESET; `reset-once`: the next write only,
 * then everything passes), or nothing moves at all (`hang`:
 * connections are accepted and left silent, like a stopped process). Reads pass in
 * `drop-answers` and `reset`, so requests get as far as their write. The mode can change at any
 * time and applies to open connections too.
 */
import { connect, createServer, type Server, type Socket } from 'node:net';

const WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem']);

export type RelayMode = 'pass' | 'delay' | 'drop-answers' | 'reset' | 'reset-once' | 'hang';

export class Relay {
  mode: RelayMode = 'pass';
  /** For `delay`: added to each chunk, both ways. */
  delayMs = 100;
  private constructor(
    private readonly server: Server,
    private readonly sockets: Set<Socket>,
    readonly port: number,
  ) {}

  get endpoint(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on `port` (a free one if 0) and relays to `target` (http://host:port). */
  static async start(target: string, port = 0): Promise<Relay> {
    const to = new URL(target);
    const sockets = new Set<Socket>();
    let relay: Relay | undefined;
    const server = createServer((client) => {
      const upstream = connect(Number(to.port), to.hostname);
      for (const s of [client, upstream]) {
        sockets.add(s);
        s.on('close', () => sockets.delete(s));
        s.on('error', () => {});
      }
      const end = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('close', end);
      upstream.on('close', end);
      // Whether the request in flight on this connection is a write (by its X-Amz-Target).
      const state = { write: false };
      client.on('data', (chunk) => {
        const target = /x-amz-target:\s*DynamoDB_\d+\.(\w+)/i.exec(chunk.toString('latin1'));
        if (target) state.write = WRITES.has(target[1]);
        relay!.onRequest(chunk, client, upstream);
      });
      upstream.on('data', (chunk) => relay!.onAnswer(chunk, client, state.write));
    });
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', resolve);
    });
    relay = new Relay(server, sockets, (server.address() as { port: number }).port);
    return relay;
  }

  private onRequest(chunk: Buffer, _client: Socket, upstream: Socket): void {
    if (this.mode === 'hang') return;
    if (this.mode === 'delay') setTimeout(() => upstream.writable && upstream.write(chunk), this.delayMs);
    else upstream.write(chunk);
  }

  private onAnswer(chunk: Buffer, client: Socket, write: boolean): void {
    if (this.mode === 'hang' || (this.mode === 'drop-answers' && write)) return;
    if (this.mode === 'reset' && write) return void client.resetAndDestroy();
    if (this.mode === 'reset-once' && write) {
      this.mode = 'pass';
      return void client.resetAndDestroy();
    }
    if (this.mode === 'delay') setTimeout(() => client.writable && client.write(chunk), this.delayMs);
    else client.write(chunk);
  }

  /** Drops every open connection (so a new mode starts clean). */
  dropConnections(): void {
    for (const s of this.sockets) s.destroy();
  }

  async close(): Promise<void> {
    this.dropConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
