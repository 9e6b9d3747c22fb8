import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { Boot } from './Boot'
import type { BootHandoff } from './bootHandoff'

/** The full app starts loading at the latest this long after the boot, rows or not. */
const FULL_APP_AT_LATEST_MS = 1000

/** After the next frame is painted. */
const afterPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))

/**
 * When the boot lets the full app load, on a page it renders: once its rows (from the persisted
 * cache, else from its reads) or its error are painted, at the latest after
 * {@link FULL_APP_AT_LATEST_MS}. Loading it at once made the first rows ~100 ms later on the
 * 2-core bench machine: the browser evaluated the full app's 90 chunks on the main thread while
 * the rows' answer waited to be rendered. The reads themselves are sent first either way.
 */
function rowsShown(handoff: BootHandoff): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, FULL_APP_AT_LATEST_MS)
    const shown = handoff.cached ? Promise.resolve() : handoff.view
    shown.then(afterPaint, afterPaint).then(resolve)
  })
}

/** How long the first frame waits for the rows before it shows the page without them. */
const FIRST_FRAME_WAIT_MS = 300

/**
 * When to render first on a page the boot renders, without rows from the persisted cache: once
 * the rows are in (or failed), at the latest after {@link FIRST_FRAME_WAIT_MS} — then the page
 * skeleton. The page's first style and layout pass costs ~40 ms on the 2-core bench machine;
 * spent on a skeleton, it delayed rows that arrived meanwhile by as much.
 */
function firstFrame(handoff: BootHandoff): Promise<void> {
  return new Promise<void>((resolve) => {
    setTimeout(resolve, FIRST_FRAME_WAIT_MS)
    handoff.view.then(
      () => resolve(),
      () => resolve(),
    )
  })
}

/**
 * The first paint: reads the URL and the stored preferences, starts the reads of the page it
 * renders itself (balances, history), renders {@link Boot}, and loads the full app — at once on
 * other pages, right after the rows on the boot's own — which Boot switches to when it is ready.
 */
export function startBoot(rootElement: HTMLElement, handoff: BootHandoff | null): void {
  const load = () => import('../app/fullApp').then(({ startFullApp }) => startFullApp(handoff))
  const fullApp = handoff
    ? rowsShown(handoff).then(() => {
        handoff.firstPaintDone()
        return load()
      })
    : load()
  const root = createRoot(rootElement)
  const render = () =>
    root.render(
      <StrictMode>
        <Boot handoff={handoff} fullApp={fullApp} />
      </StrictMode>,
    )
  if (!handoff || handoff.cached) render()
  else firstFrame(handoff).then(render)
}
