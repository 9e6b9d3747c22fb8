import '../safeApps.css'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { AppIcon } from '../catalogue/AppIcon'
import { fetchAppManifest } from '../catalogue/appManifest'
import { checkAppAccess } from '../catalogue/checkAppAccess'
import { addCustomApp, useCustomApps } from '../catalogue/customAppsStore'
import { useSafeAppsList } from '../catalogue/useSafeAppsList'
import { AppFrame } from './AppFrame'
import { isSameAppUrl, parseAppUrl } from './parseAppUrl'

/** /apps/open?appUrl=…: one app in its frame, if the URL, the access policy and the user allow. */
export function SafeAppPage({ appUrl }: { appUrl: string | undefined }) {
  const safe = useCurrentSafe()
  const parsed = parseAppUrl(appUrl)
  const catalogue = useSafeAppsList(safe.chainId)
  const customApps = useCustomApps(safe.chainId)

  if (!parsed.ok) {
    return (
      <div className="page" data-testid="safe-app-error">
        <ErrorState title="This app cannot be opened" message={parsed.error} />
        <BackToApps />
      </div>
    )
  }
  if (catalogue.isPending) {
    return (
      <div className="page">
        <Skeleton height={420} />
      </div>
    )
  }
  const listed = catalogue.data?.find((app) => isSameAppUrl(app.url, parsed.url))
  const custom = customApps.find((app) => isSameAppUrl(app.url, parsed.url))

  if (listed) {
    const access = checkAppAccess(listed.accessControl, window.location.origin)
    if (!access.allowed) {
      return (
        <div className="page" data-testid="safe-app-blocked">
          <ErrorState title={`${listed.name} cannot be opened here`} message={access.reason} />
          <BackToApps />
        </div>
      )
    }
  }
  const known = listed ?? custom
  if (!known) return <UnknownApp url={parsed.url} chainId={safe.chainId} />

  const app = {
    name: known.name,
    url: parsed.url,
    origin: parsed.origin,
    ...(listed ? { id: listed.id } : {}),
  }
  return (
    <div className="page sa-frame-page" data-testid="safe-app-page">
      <div className="sa-frame-bar">
        <BackToApps />
        <AppIcon src={known.iconUrl} name={known.name} size={28} />
        <h1 style={{ margin: 0, fontSize: '1.2rem' }}>{known.name}</h1>
        <span className="muted mono">{parsed.origin}</span>
        {!listed && <span className="badge badge-warning">Custom app</span>}
      </div>
      <AppFrame key={app.url} app={app} />
    </div>
  )
}

function BackToApps() {
  const { safeParam } = useCurrentSafe()
  return (
    <Link to="/apps" search={{ safe: safeParam }} className="button button-small">
      ← Apps
    </Link>
  )
}

/** An app that is neither in the catalogue nor added by the user: warn before opening it. */
function UnknownApp({ url, chainId }: { url: string; chainId: string }) {
  const [accepted, setAccepted] = useState(false)
  const manifest = useQuery({
    queryKey: ['safe-app-manifest', url],
    queryFn: ({ signal }) => fetchAppManifest(url, { signal }),
    retry: false,
  })
  const fallbackName = new URL(url).host
  return (
    <div className="page page-narrow" data-testid="unknown-app">
      <h1>Open an unknown app?</h1>
      <div className="card">
        <p className="sa-warning" role="alert">
          <strong>{url}</strong> is not in this network's Safe Apps catalogue. An app can ask your
          Safe to sign transactions and messages: only continue if you trust it and check every
          request it makes.
        </p>
        {manifest.data ? (
          <p>
            It calls itself <strong>{manifest.data.name}</strong>
            {manifest.data.description ? ` — ${manifest.data.description}` : ''}.
          </p>
        ) : manifest.isError ? (
          <p className="muted">Its manifest.json could not be read ({manifest.error.message}).</p>
        ) : null}
        <label className="checkbox">
          <input
            type="checkbox"
            checked={accepted}
            onChange={(event) => setAccepted(event.target.checked)}
            data-testid="unknown-app-accept"
          />
          I understand the risk and want to use this app
        </label>
        <div className="actions">
          <BackToApps />
          <button
            type="button"
            className="button button-primary"
            disabled={!accepted || manifest.isPending}
            data-testid="unknown-app-continue"
            onClick={() =>
              addCustomApp(chainId, {
                url,
                name: manifest.data?.name ?? fallbackName,
                description: manifest.data?.description ?? '',
                iconUrl: manifest.data?.iconUrl ?? '',
              })
            }
          >
            Open app
          </button>
        </div>
      </div>
    </div>
  )
}
