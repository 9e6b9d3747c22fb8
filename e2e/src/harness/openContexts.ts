import type { BrowserContext } from 'playwright-core'

/**
 * Contexts opened by openPage and not closed yet, for a failure to say what their pages showed
 * (pageStateOnFailure.ts). A module of its own, not kept in that setup file: the suite files
 * share one module graph (e2e/vitest.config.ts, `isolate: false`) while the setup file is
 * evaluated again for each of them, so openPage and every copy of the setup file must reach the
 * same set through a module imported once.
 */
export const openContexts = new Set<BrowserContext>()

/** openPage registers each context it opens; a closed one leaves by itself. */
export function trackContext(context: BrowserContext) {
  openContexts.add(context)
  context.once('close', () => openContexts.delete(context))
}
