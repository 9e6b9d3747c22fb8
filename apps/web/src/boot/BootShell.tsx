import type { ReactNode } from 'react'
import { Skeleton } from '../components/Skeleton'
import { stringifySearch } from '../kernel/searchParams'
import { Logo } from '../shell/Logo'
import { MenuIcon } from '../shell/MenuIcon'
import { sidebarSections } from '../shell/sidebarSections'
import { WalletLoadingButton } from '../wallet/WalletLoadingButton'

/**
 * The frame of the full app's AppShell (header, Safe sidebar, main) in the same markup and
 * classes, with plain links and placeholders for what needs the full app (the Safe summary,
 * the wallet button), so nothing moves when the app takes over. `data-boot-view` tells the
 * boot's view apart (tests).
 */
export function BootShell({
  pathname,
  safeParam,
  children,
}: {
  pathname: string
  safeParam: string
  children: ReactNode
}) {
  const search = stringifySearch({ safe: safeParam })
  return (
    <div className="app app-with-sidebar" data-boot-view="">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <button
          type="button"
          className="icon-button menu-button"
          aria-label="Open menu"
          aria-expanded={false}
          aria-controls="safe-sidebar"
          disabled
        >
          <MenuIcon />
        </button>
        <a href="/" className="brand" aria-label="Assent home">
          <Logo />
          <span className="brand-name">Assent</span>
        </a>
        <div className="app-header-spacer" />
        <WalletLoadingButton />
      </header>
      <div className="app-body">
        <aside id="safe-sidebar" className="sidebar" aria-label="Safe">
          <div className="safe-summary" aria-busy="true">
            <Skeleton width={40} height={40} />
            <Skeleton width="70%" />
            <Skeleton width="50%" />
          </div>
          <nav aria-label="Safe pages" className="sidebar-nav">
            {sidebarSections.map((section) => (
              <div key={section.label} className="sidebar-section">
                <h2 className="sidebar-section-label">{section.label}</h2>
                <ul>
                  {section.items.map((item) => {
                    const active = item.exact
                      ? pathname === item.to
                      : pathname === item.to || pathname.startsWith(`${item.to}/`)
                    return (
                      <li key={item.to}>
                        <a
                          href={`${item.to}${search}`}
                          className={active ? 'sidebar-link active' : 'sidebar-link'}
                          aria-current={active ? 'page' : undefined}
                        >
                          {item.label}
                        </a>
                      </li>
                    )
                  })}
                </ul>
              </div>
            ))}
          </nav>
        </aside>
        <main id="main" className="app-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  )
}
