import type { Page } from 'playwright-core'

/**
 * Waits until the page looks finished instead of sleeping a fixed time: web fonts loaded,
 * every running CSS transition and animation ended (a drawer slides in for 0.2 s), and two
 * frames painted after that, so layout and screenshots see the final state.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready
    // Infinite animations (a spinner) never finish: wait only for those that end.
    const ending = document
      .getAnimations()
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)))
    await new Promise<void>((resolve) =>
      requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
    )
  })
}
