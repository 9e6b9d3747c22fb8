import { createTransport } from 'nodemailer'

/** One plain-text mail; `headers` adds header fields (e.g. List-Unsubscribe). */
export type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> }

/** Sends mail over SMTP, with the links in mails pointing at the wallet app. */
export type Mailer = {
  /** The wallet app's public URL (no trailing slash): mails link to its review pages. */
  appUrl: string
  send(mail: Mail): Promise<void>
  close(): void
}

/** SMTP settings: SMTP_URL, MAIL_FROM and MAIL_APP_URL (see docs/OPERATIONS.md). */
export type MailSettings = { smtpUrl: string; from: string; appUrl: string }

/**
 * A {@link Mailer} over `smtpUrl` (smtp:// or smtps://, credentials in the URL).
 * @throws Error naming the setting that is not a URL of the right kind
 */
export function createMailer(settings: MailSettings): Mailer {
  if (!/^smtps?:\/\/[^/]/.test(settings.smtpUrl)) {
    throw new Error(`SMTP_URL: "${settings.smtpUrl}" is not an smtp:// or smtps:// URL`)
  }
  if (!/^https?:\/\/[^/]/.test(settings.appUrl)) {
    throw new Error(`MAIL_APP_URL: "${settings.appUrl}" is not an http(s) URL`)
  }
  const transport = createTransport(settings.smtpUrl)
  return {
    appUrl: settings.appUrl.replace(/\/+$/, ''),
    async send(mail) {
      await transport.sendMail({ from: settings.from, ...mail })
    },
    close: () => transport.close(),
  }
}
