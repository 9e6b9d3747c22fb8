import '../safeApps.css'
import type { SafeAppData } from '@assent/gateway-client'
import { Link } from '@tanstack/react-router'
import { useId, useState } from 'react'
import { ErrorState } from '../../../components/ErrorState'
import { Skeleton } from '../../../components/Skeleton'
import { useCurrentSafe } from '../../safe/SafeContext'
import { AddCustomAppDialog } from './AddCustomAppDialog'
import { AppIcon } from './AppIcon'
import { checkAppAccess } from './checkAppAccess'
import { type CustomApp, removeCustomApp, useCustomApps } from './customAppsStore'
import { filterSafeApps } from './filterSafeApps'
import { useSafeAppsList } from './useSafeAppsList'

const featureLabels: Record<string, string> = { BATCHED_TRANSACTIONS: 'Batched transactions' }

/** /apps: the gateway's catalogue and the user's custom apps, searchable. */
export function SafeAppsCatalogue() {
  const safe = useCurrentSafe()
  const apps = useSafeAppsList(safe.chainId)
  const custom = useCustomApps(safe.chainId)
  const [query, setQuery] = useState('')
  const [adding, setAdding] = useState(false)
  const searchId = useId()
  const listed = filterSafeApps(apps.data ?? [], query)
  const customShown = filterSafeApps(
    custom.map((app) => ({ ...app, tags: [] as string[] })),
    query,
  )

  return (
    <div className="page" data-testid="safe-apps-page">
      <div className="page-header">
        <h1>Apps</h1>
        <div className="actions">
          <label htmlFor={searchId} className="visually-hidden">
            Search apps
          </label>
          <input
            id={searchId}
            className="input sa-search"
            type="search"
            placeholder="Search apps"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="button" className="button" onClick={() => setAdding(true)}>
            Add custom app
          </button>
        </div>
      </div>

      {customShown.length > 0 && (
        <section aria-label="Custom apps" style={{ marginBottom: '1.5rem' }}>
          <h2>My custom apps</h2>
          <div className="sa-grid">
            {customShown.map((app) => (
              <CustomAppCard key={app.url} app={app} chainId={safe.chainId} />
            ))}
          </div>
        </section>
      )}

      <section aria-label="All apps">
        <h2>All apps</h2>
        {apps.isPending ? (
          <div className="sa-grid">
            <Skeleton height={160} />
            <Skeleton height={160} />
          </div>
        ) : apps.isError ? (
          <ErrorState
            title="The apps could not be loaded"
            message={apps.error.message}
            onRetry={() => apps.refetch()}
          />
        ) : listed.length === 0 ? (
          <p className="muted" data-testid="no-apps">
            {query ? `No app matches "${query}".` : 'No apps are listed on this network.'}
          </p>
        ) : (
          <div className="sa-grid">
            {listed.map((app) => (
              <AppCard key={app.id} app={app} />
            ))}
          </div>
        )}
      </section>
      {adding && <AddCustomAppDialog chainId={safe.chainId} onClose={() => setAdding(false)} />}
    </div>
  )
}

function OpenLink({ url, name }: { url: string; name: string }) {
  const { safeParam } = useCurrentSafe()
  return (
    <Link
      to="/apps/open"
      search={{ safe: safeParam, appUrl: url }}
      className="button button-primary button-small"
      aria-label={`Open ${name}`}
    >
      Open
    </Link>
  )
}

function AppCard({ app }: { app: SafeAppData }) {
  const access = checkAppAccess(app.accessControl, window.location.origin)
  return (
    <article className="card sa-card" data-testid="safe-app-card" aria-label={app.name}>
      <div className="sa-card-top">
        <AppIcon src={app.iconUrl} name={app.name} />
        <div>
          <h3 style={{ margin: 0 }}>{app.name}</h3>
          {app.provider && <div className="muted">by {app.provider.name}</div>}
        </div>
      </div>
      <p>{app.description}</p>
      <div className="sa-tags">
        {app.tags.map((tag) => (
          <span key={tag} className="badge badge-muted">
            {tag}
          </span>
        ))}
        {app.features.map((feature) => (
          <span key={feature} className="badge">
            {featureLabels[feature] ?? feature}
          </span>
        ))}
      </div>
      {(app.socialProfiles.length > 0 || app.developerWebsite) && (
        <div className="sa-tags">
          {app.developerWebsite && (
            <a href={app.developerWebsite} target="_blank" rel="noreferrer noopener">
              Website
            </a>
          )}
          {app.socialProfiles.map((profile) => (
            <a key={profile.url} href={profile.url} target="_blank" rel="noreferrer noopener">
              {profile.platform.charAt(0) + profile.platform.slice(1).toLowerCase()}
            </a>
          ))}
        </div>
      )}
      <div className="sa-card-actions">
        {access.allowed ? (
          <OpenLink url={app.url} name={app.name} />
        ) : (
          <>
            <button type="button" className="button button-small" disabled>
              Open
            </button>
            <span className="muted" data-testid="app-access-denied">
              {access.reason}
            </span>
          </>
        )}
      </div>
    </article>
  )
}

function CustomAppCard({ app, chainId }: { app: CustomApp; chainId: string }) {
  return (
    <article className="card sa-card" data-testid="custom-app-card" aria-label={app.name}>
      <div className="sa-card-top">
        <AppIcon src={app.iconUrl} name={app.name} />
        <div>
          <h3 style={{ margin: 0 }}>{app.name}</h3>
          <div className="muted mono">{app.url}</div>
        </div>
      </div>
      {app.description && <p>{app.description}</p>}
      <div className="sa-card-actions">
        <OpenLink url={app.url} name={app.name} />
        <button
          type="button"
          className="button button-small"
          onClick={() => removeCustomApp(chainId, app.url)}
        >
          Remove
        </button>
      </div>
    </article>
  )
}
