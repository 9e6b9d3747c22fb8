import { useEffect, useState } from 'react'
import type { HostedApp } from '../host/createSafeAppHandlers'
import { PromptHost } from '../prompts/PromptHost'
import { useSafeAppHost } from './useSafeAppHost'

/** What an app may do in its frame (the Safe{Wallet} set: no top navigation, no modals). */
export const APP_SANDBOX =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-downloads'

/** How long an app has after loading to send its first SDK message. */
export const APP_ANSWER_TIMEOUT_MS = 10_000

/**
 * The app's iframe with its host: a loading state until the page loads, then a hint (the app
 * stays) when it sends no SDK message within 10 s — it may not be a Safe App.
 */
export function AppFrame({ app }: { app: HostedApp }) {
  const [iframe, setIframe] = useState<HTMLIFrameElement | null>(null)
  const [loaded, setLoaded] = useState(false)
  const [answered, setAnswered] = useState(false)
  const [silent, setSilent] = useState(false)
  useSafeAppHost(iframe, app)

  useEffect(() => {
    if (!iframe) return
    const onMessage = (event: MessageEvent) => {
      if (event.source === iframe.contentWindow && event.origin === app.origin) setAnswered(true)
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [iframe, app.origin])

  useEffect(() => {
    if (!loaded || answered) return
    const timer = window.setTimeout(() => setSilent(true), APP_ANSWER_TIMEOUT_MS)
    return () => window.clearTimeout(timer)
  }, [loaded, answered])

  return (
    <>
      {silent && !answered && (
        <p className="sa-warning" role="status" data-testid="app-silent">
          {app.name} did not talk to the wallet within {APP_ANSWER_TIMEOUT_MS / 1000} seconds. It
          may not be a Safe App, or it failed to load the Safe Apps SDK. It stays open below.
        </p>
      )}
      <div className="sa-frame-wrap">
        {!loaded && (
          <div className="sa-frame-loading" role="status" data-testid="app-loading">
            Loading {app.name}…
          </div>
        )}
        <iframe
          ref={setIframe}
          className="sa-frame"
          src={app.url}
          title={app.name}
          sandbox={APP_SANDBOX}
          allow="clipboard-write"
          referrerPolicy="strict-origin"
          data-testid="safe-app-frame"
          onLoad={() => setLoaded(true)}
        />
      </div>
      <PromptHost />
    </>
  )
}
