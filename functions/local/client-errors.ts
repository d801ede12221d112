/**
 * Requests Node refuses before the app sees them: headers over Node's limit (16 KB) get the
 * app's 431 problem (request/headers-too-large) rather than Node's bare one; other parse
 * failures get Node's usual bare answer. (Deployed, API Gateway refuses such requests itself.)
 */
import { maxHeaderSize, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { headersTooLarge } from '../api/header-limit';

interface ClientErrors {
  on(event: 'clientError', listener: (err: NodeJS.ErrnoException, socket: Duplex) => void): unknown;
}

export function answerClientErrors(server: ClientErrors): void {
  server.on('clientError', (err, socket) => {
    // Gone already, or half answered: nothing to say.
    if (err.code === 'ECONNRESET' || !socket.writable) return void socket.destroy();
    if (err.code === 'HPE_HEADER_OVERFLOW')
      return void socket.end(answer(headersTooLarge(maxHeaderSize).toJSON()));
    const [status, reason] = NODE_ANSWERS[err.code ?? ''] ?? [400, 'Bad Request'];
    socket.end(`HTTP/1.1 ${status} ${reason}\r\nConnection: close\r\n\r\n`);
  });
}

// Node's own answers for the rest (http server's default clientError handling).
const NODE_ANSWERS: Record<string, [number, string]> = {
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Payload Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

function answer(problem: { status: number }): string {
  const body = JSON.stringify(problem);
  return [
    `HTTP/1.1 ${problem.status} ${STATUS_CODES[problem.status]}`,
    'Content-Type: application/problem+json',
    'X-Content-Type-Options: nosniff',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}
