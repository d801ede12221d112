/**
 * Structured JSON logs for the Lambda functions (Powertools' logger: service name, level and the
 * Lambda context on every line, as CloudWatch Logs Insights expects). POWERTOOLS_SERVICE_NAME
 * and POWERTOOLS_LOG_LEVEL come from the stack.
 */
import { Logger } from '@aws-lambda-powertools/logger';

export const logger = new Logger({ serviceName: process.env.POWERTOOLS_SERVICE_NAME ?? 'dominoes' });

/** The app's error log (deps.log) as Powertools lines. */
export function logUnexpected(message: string, err?: unknown): void {
  if (err instanceof Error) logger.error(message, err);
  else logger.error(message, { detail: String(err) });
}
