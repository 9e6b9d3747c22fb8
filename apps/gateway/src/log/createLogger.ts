/** Structured logger: one JSON object per line. */
export type Logger = {
  debug(msg: string, fields?: Record<string, unknown>): void
  info(msg: string, fields?: Record<string, unknown>): void
  warn(msg: string, fields?: Record<string, unknown>): void
  error(msg: string, fields?: Record<string, unknown>): void
}

const LEVELS = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 } as const
export type LogLevel = keyof typeof LEVELS

/**
 * A JSON-lines logger writing to `write` (stdout by default), dropping entries below `level`.
 * @example createLogger({ level: 'info' }).info('listening', { url })
 */
export function createLogger(
  opts: { level?: LogLevel; write?: (line: string) => void } = {},
): Logger {
  const min = LEVELS[opts.level ?? 'info']
  const write = opts.write ?? ((line: string) => process.stdout.write(`${line}\n`))
  const at =
    (level: Exclude<LogLevel, 'silent'>) => (msg: string, fields?: Record<string, unknown>) => {
      if (LEVELS[level] < min) return
      write(JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, bigintSafe))
    }
  return { debug: at('debug'), info: at('info'), warn: at('warn'), error: at('error') }
}

function bigintSafe(_key: string, value: unknown): unknown {
  return typeof value === 'bigint' ? value.toString() : value
}
