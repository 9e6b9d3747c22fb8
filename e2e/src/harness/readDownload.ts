import type { Download } from 'playwright-core'

/**
 * The text of a file the page downloaded. Read as a stream: the browser is shared and reached
 * over a connection (see globalSetup.ts), where Playwright has no local path to give.
 */
export async function readDownload(download: Download | Promise<Download>): Promise<string> {
  const stream = await (await download).createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(Buffer.from(chunk))
  return Buffer.concat(chunks).toString('utf8')
}
