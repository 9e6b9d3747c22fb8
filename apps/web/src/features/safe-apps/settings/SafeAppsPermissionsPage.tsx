import '../safeApps.css'
import { setAppSettings, useAllAppSettings } from '../host/appSettingsStore'
import { revokePermission, useAllPermissions } from '../host/permissionsStore'

const capabilityLabels: Record<string, string> = { requestAddressBook: 'Read the address book' }

/**
 * /settings/safe-apps: what each app origin was allowed (EIP-2255) and set; revocable. An app
 * that switched to on-chain message signing is listed too, and can be switched back.
 */
export function SafeAppsPermissionsPage() {
  const permissions = useAllPermissions()
  const settings = useAllAppSettings()
  const onChainSigners = Object.keys(settings).filter(
    (origin) => settings[origin]?.offChainSigning === false,
  )
  const origins = [...new Set([...Object.keys(permissions), ...onChainSigners])].sort()

  return (
    <div data-testid="safe-apps-permissions">
      <h2>Safe Apps permissions</h2>
      <p className="muted">
        Apps ask before they read your address book. What you allowed is listed per app origin and
        stays in this browser.
      </p>
      {origins.length === 0 ? (
        <div className="card empty-state">
          <p>No app has been given a permission or changed a setting.</p>
        </div>
      ) : (
        origins.map((origin) => (
          <section
            key={origin}
            className="card"
            aria-label={origin}
            data-testid="permission-origin"
          >
            <div className="card-header">
              <h3 className="mono">{origin}</h3>
              <button
                type="button"
                className="button button-small button-danger"
                onClick={() => revokePermission(origin)}
              >
                Revoke all
              </button>
            </div>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Permission</th>
                  <th scope="col">Granted</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(permissions[origin] ?? []).map((permission) => (
                  <tr key={permission.parentCapability}>
                    <td>
                      {capabilityLabels[permission.parentCapability] ?? permission.parentCapability}{' '}
                      <span className="muted mono">({permission.parentCapability})</span>
                    </td>
                    <td>{permission.date ? new Date(permission.date).toLocaleString() : '—'}</td>
                    <td>
                      <button
                        type="button"
                        className="button button-small"
                        aria-label={`Revoke ${permission.parentCapability} for ${origin}`}
                        onClick={() => revokePermission(origin, permission.parentCapability)}
                      >
                        Revoke
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {settings[origin]?.offChainSigning === false && (
              <p className="muted" data-testid="onchain-signing">
                This app switched to on-chain message signing (each message is a Safe transaction).{' '}
                <button
                  type="button"
                  className="button button-small"
                  aria-label={`Sign messages of ${origin} off-chain again`}
                  onClick={() => setAppSettings(origin, { offChainSigning: true })}
                >
                  Sign off-chain again
                </button>
              </p>
            )}
          </section>
        ))
      )}
    </div>
  )
}
