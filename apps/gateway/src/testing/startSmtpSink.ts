import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** One mail the sink received: its envelope recipients and raw message (headers and body). */
export type ReceivedMail = { to: string[]; raw: string }

/** A local SMTP server that keeps every mail it is sent, for tests. */
export type SmtpSink = {
  /** `smtp://127.0.0.1:<port>` */
  url: string
  mails: ReceivedMail[]
  /** Resolves once `check` holds for the mails so far; rejects after `timeoutMs`. */
  waitFor(check: (mails: ReceivedMail[]) => boolean, timeoutMs: number): Promise<void>
  close(): Promise<void>
}

/** Starts an {@link SmtpSink} on a free port of 127.0.0.1 (no TLS, no authentication). */
export async function startSmtpSink(): Promise<SmtpSink> {
  const mails: ReceivedMail[] = []
  const waiters = new Set<() => void>()
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        for (const wake of waiters) wake()
        callback()
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  const port = (server.server.address() as AddressInfo).port
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(check, timeoutMs) {
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (!check(mails)) return
          clearTimeout(timer)
          waiters.delete(wake)
          resolve()
        }
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`mail sink: condition not met within ${timeoutMs} ms`))
        }, timeoutMs)
        waiters.add(wake)
        wake()
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/** Undoes quoted-printable runs (`=E2=80=A6`), as nodemailer writes non-ASCII text. */
function decodeQuoted(text: string): string {
  return text.replace(/(?:=[0-9A-F]{2})+/gi, (run) =>
    Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'),
  )
}

/** The decoded text of a plain mail's body. */
export function mailText(mail: ReceivedMail): string {
  return decodeQuoted(mail.raw.slice(mail.raw.indexOf('\r\n\r\n') + 4).replace(/=\r\n/g, ''))
}

/** A header of a mail, unfolded, with MIME-encoded words (`=?UTF-8?Q?…?=`) decoded. */
export function mailHeader(mail: ReceivedMail, name: string): string | undefined {
  const head = mail.raw.slice(0, mail.raw.indexOf('\r\n\r\n')).replace(/\r\n[ \t]+/g, ' ')
  const prefix = `${name.toLowerCase()}:`
  const line = head.split('\r\n').find((l) => l.toLowerCase().startsWith(prefix))
  if (!line) return undefined
  return line
    .slice(prefix.length)
    .trim()
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuoted(text.replace(/_/g, ' ')),
    )
}
