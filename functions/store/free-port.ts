import { createServer } from 'node:net';

// Asks the OS for a port nobody is listening on. Another process could grab it before the
// caller binds it, so callers that spawn a server should be ready to retry.
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('No free port was assigned'))));
    });
  });
}
