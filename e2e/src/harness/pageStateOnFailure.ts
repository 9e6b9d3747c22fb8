import { beforeEach } from 'vitest'
import { openContexts } from './openContexts'

const TEXT_LIMIT = 700

/**
 * A browser test that fails adds what each open page showed — its URL and the visible text of
 * its dialog, else of its main area — to the failure's message. CI keeps only the end of the
 * log, and a timeout alone ("waiting for … to be detached") does not say what the page was
 * doing instead.
 */
beforeEach(({ onTestFailed }) => {
  onTestFailed(async ({ task }) => {
    const states: string[] = []
    for (const context of openContexts) {
      for (const page of context.pages()) {
        // A reused owner page waiting for its next test (reusablePages.ts) shows nothing.
        if (page.url() === 'about:blank') continue
        states.push(await describePage(page).catch((error) => `(unreadable: ${error})`))
      }
    }
    const error = task.result?.errors?.[0]
    if (error && states.length > 0) {
      error.message = `${error.message}\nPages at the failure:\n${states.join('\n')}`
    }
  })
})

async function describePage(page: import('playwright-core').Page): Promise<string> {
  const dialog = page.getByRole('dialog').last()
  const where = (await dialog.count()) > 0 ? dialog : page.locator('main, body').first()
  const text = (await where.innerText({ timeout: 2_000 })).replace(/\s+/g, ' ').trim()
  const shown = text.length > TEXT_LIMIT ? `${text.slice(0, TEXT_LIMIT)}…` : text
  return `- ${page.url()}: ${shown}`
}
