/** A named teardown step; undefined when what it stops never started. */
export type StopStep = [name: string, stop: (() => Promise<unknown>) | undefined]

/**
 * Runs teardown steps one after another, each within `withinMs`, and runs the rest even when
 * one fails or hangs — so a stuck step cannot keep the servers after it running, and the
 * hook's failure names the step instead of timing out as a whole.
 * @throws Error naming every step that failed or did not finish in time.
 */
export async function stopInOrder(steps: StopStep[], withinMs = 60_000): Promise<void> {
  const problems: string[] = []
  for (const [name, stop] of steps) {
    if (!stop) continue
    let timer: NodeJS.Timeout | undefined
    const hung = new Promise<'hung'>((resolve) => {
      timer = setTimeout(() => resolve('hung'), withinMs)
    })
    try {
      const outcome = await Promise.race([stop().then(() => 'done' as const), hung])
      if (outcome === 'hung') problems.push(`${name} did not finish within ${withinMs} ms`)
    } catch (error) {
      problems.push(`${name} failed: ${error instanceof Error ? error.message : String(error)}`)
    } finally {
      clearTimeout(timer)
    }
  }
  if (problems.length > 0) throw new Error(`Teardown: ${problems.join('; ')}`)
}
