/**
 * A tiny structured logger: one JSON line per event on stdout/stderr.
 * Callers pass only non-personal fields (no e-mail, names, addresses, tokens, query strings).
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
type Fields = Record<string, string | number | boolean | null | undefined>;

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Fields): void;
  info(message: string, fields?: Fields): void;
  warn(message: string, fields?: Fields): void;
  error(message: string, fields?: Fields): void;
}

export function createLogger(level: LogLevel = 'info'): Logger {
  const write = (lineLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Fields) => {
    if (rank[lineLevel] < rank[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: lineLevel, message, ...fields });
    if (lineLevel === 'error' || lineLevel === 'warn') process.stderr.write(line + '\n');
    else process.stdout.write(line + '\n');
  };
  return {
    debug: (message, fields) => write('debug', message, fields),
    info: (message, fields) => write('info', message, fields),
    warn: (message, fields) => write('warn', message, fields),
    error: (message, fields) => write('error', message, fields),
  };
}

/**
 * What a log line may say about an error: its class (with a database error's SQLSTATE code) and
 * where it happened (the stack's frames), never its message. Messages of failed queries carry
 * their parameters (e-mails, names, addresses, session data), which the logs must not hold.
 */
export function errorFields(error: unknown): { error: string; at?: string } {
  if (!(error instanceof Error)) return { error: typeof error };
  const codes: string[] = [];
  for (let cause: unknown = error; cause instanceof Error && codes.length < 4; cause = cause.cause) {
    const code = (cause as { code?: unknown }).code;
    codes.push(typeof code === 'string' && /^[\w.-]{1,40}$/.test(code) ? `${cause.name} ${code}` : cause.name);
  }
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .slice(0, 6)
    .map((line) => line.trim())
    .join(' | ');
  return frames ? { error: codes.join(' <- '), at: frames } : { error: codes.join(' <- ') };
}
