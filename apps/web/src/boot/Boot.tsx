import { type ReactNode, startTransition, useEffect, useState } from 'react'
import { BootBalancesPage } from './BootBalancesPage'
import { BootHistoryPage } from './BootHistoryPage'
import { BootShell } from './BootShell'
import type { BootHandoff, BootView, FullApp } from './bootHandoff'

/**
 * The root of the page. Until the full app (src/app/fullApp.tsx) has loaded it renders the boot's
 * view of the page — the rows the boot read, in the app's shell — or nothing on pages the boot
 * does not render (as before the boot existed). When the app is ready it seeds the app's query
 * cache with the boot's answers and switches to it in a transition, in this same React root:
 * React keeps the boot's view on screen until the app can render, so there is no blank frame.
 */
export function Boot({
  handoff,
  fullApp,
}: {
  handoff: BootHandoff | null
  fullApp: Promise<FullApp>
}) {
  const [app, setApp] = useState<ReactNode>(null)
  const [loadError, setLoadError] = useState<Error | undefined>()
  // A returning visit shows the persisted rows at once; the boot's own reads then replace them.
  const [read, setRead] = useState<{ view?: BootView; error?: Error }>(() =>
    handoff?.settled && !(handoff.cached && 'error' in handoff.settled)
      ? handoff.settled
      : { view: handoff?.cached },
  )

  useEffect(() => {
    let live = true
    handoff?.view.then(
      (view) => live && setRead({ view }),
      // Rows already shown from the persisted cache stay; the full app refreshes them.
      (error: unknown) =>
        live && setRead((shown) => (shown.view ? shown : { error: asError(error) })),
    )
    fullApp.then(
      (loaded) => {
        if (!live) return
        startTransition(() => {
          loaded.seed() // answers that arrived since the app started
          setApp(loaded.element)
        })
      },
      (error: unknown) => live && setLoadError(asError(error)),
    )
    return () => {
      live = false
    }
  }, [handoff, fullApp])

  if (app) return app
  const notice = loadError && (
    <p className="muted" role="alert">
      Assent could not load ({loadError.message}). Reload the page to try again.
    </p>
  )
  if (!handoff) return notice ?? null
  return (
    <BootShell pathname={location.pathname} safeParam={`${handoff.shortName}:${handoff.address}`}>
      {notice}
      {handoff.page === 'balances' ? (
        <BootBalancesPage
          handoff={handoff}
          view={read.view?.page === 'balances' ? read.view : undefined}
          error={read.error}
        />
      ) : (
        <BootHistoryPage
          handoff={handoff}
          view={read.view?.page === 'history' ? read.view : undefined}
          error={read.error}
        />
      )}
    </BootShell>
  )
}

const asError = (value: unknown) => (value instanceof Error ? value : new Error(String(value)))
