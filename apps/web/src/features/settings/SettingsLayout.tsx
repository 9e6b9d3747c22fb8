import { Link, Outlet } from '@tanstack/react-router'
import { useSafeState } from '../safe/SafeContext'

const tabs = [
  { to: '/settings/setup', label: 'Setup', needsSafe: true },
  { to: '/settings/modules', label: 'Modules', needsSafe: true },
  { to: '/settings/spending-limits', label: 'Spending limits', needsSafe: true },
  { to: '/settings/appearance', label: 'Appearance', needsSafe: false },
  { to: '/settings/data', label: 'Data', needsSafe: false },
  { to: '/settings/safe-apps', label: 'Safe Apps', needsSafe: false },
  { to: '/settings/verification-rpc', label: 'Verification RPC', needsSafe: false },
  { to: '/settings/abis', label: 'Contract ABIs', needsSafe: false },
] as const

/** /settings/*: tabs over the Safe's setup and the app's own preferences. */
export function SettingsLayout() {
  const safe = useSafeState()?.safeParam
  return (
    <div className="page" data-testid="settings-page">
      <h1>Settings</h1>
      <nav className="tabs" aria-label="Settings sections">
        {tabs
          .filter((tab) => safe || !tab.needsSafe)
          .map((tab) => (
            <Link
              key={tab.to}
              to={tab.to}
              search={{ safe }}
              className="tab"
              activeProps={{ className: 'tab active', 'aria-current': 'page' }}
              activeOptions={{ includeSearch: false }}
            >
              {tab.label}
            </Link>
          ))}
      </nav>
      <Outlet />
    </div>
  )
}
