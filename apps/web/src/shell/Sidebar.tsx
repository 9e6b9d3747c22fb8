import { Link } from '@tanstack/react-router'
import { useSafeState } from '../features/safe/SafeContext'
import { SafeSummary } from './SafeSummary'
import { sidebarSections as sections } from './sidebarSections'

/** The Safe's sidebar: its summary card and the page navigation (a drawer under 768 px). */
export function Sidebar({ open }: { open: boolean }) {
  const safe = useSafeState()?.safeParam
  return (
    <aside
      id="safe-sidebar"
      className={open ? 'sidebar sidebar-open' : 'sidebar'}
      aria-label="Safe"
    >
      <SafeSummary />
      <nav aria-label="Safe pages" className="sidebar-nav">
        {sections.map((section) => (
          <div key={section.label} className="sidebar-section">
            <h2 className="sidebar-section-label">{section.label}</h2>
            <ul>
              {section.items.map((item) => (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    search={{ safe }}
                    className="sidebar-link"
                    activeProps={{ className: 'sidebar-link active', 'aria-current': 'page' }}
                    activeOptions={{ exact: item.exact ?? false, includeSearch: false }}
                  >
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
    </aside>
  )
}
