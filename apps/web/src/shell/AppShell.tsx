import { useRouterState } from '@tanstack/react-router'
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { useOptionalSafe, useSafeState } from '../features/safe/SafeContext'
import { Toasts } from '../kernel/notifications/Toasts'
import { lazyWalletComponent } from '../wallet/lazyWalletComponent'
import { useWalletContext } from '../wallet/walletContext'
import { Header } from './Header'
import { Sidebar } from './Sidebar'

/** Header on top, the Safe sidebar on the left when a Safe is open, the page in <main>. */
export function AppShell({ children }: { children: ReactNode }) {
  const safeState = useSafeState()
  const hasSafe = Boolean(safeState?.safeParam)
  const [menuOpen, setMenuOpen] = useState(false)
  const menuButton = useRef<HTMLButtonElement>(null)
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // On compact screens the sidebar is a drawer: close it after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation
  useEffect(() => setMenuOpen(false), [pathname])

  // Dismissed by the user (backdrop, Escape): focus goes back where the drawer came from.
  const dismissMenu = useCallback(() => {
    setMenuOpen(false)
    menuButton.current?.focus()
  }, [])

  useEffect(() => {
    if (!menuOpen) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      dismissMenu()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [menuOpen, dismissMenu])

  return (
    <div className={hasSafe ? 'app app-with-sidebar' : 'app'}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header
        hasSidebar={hasSafe}
        menuOpen={menuOpen}
        menuButtonRef={menuButton}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className="app-body">
        {hasSafe && <Sidebar open={menuOpen} />}
        {hasSafe && menuOpen && (
          // Pointer users close the drawer by clicking beside it; keyboard users have Escape
          // and the menu button, so the backdrop stays out of the tab order and the a11y tree.
          <div
            className="sidebar-backdrop"
            data-testid="sidebar-backdrop"
            aria-hidden="true"
            onClick={dismissMenu}
          />
        )}
        <main id="main" className="app-main" tabIndex={-1}>
          <SafeChainNoticeSlot />
          <CounterfactualSafeSlot />
          {children}
        </main>
      </div>
      <Toasts />
    </div>
  )
}

const CounterfactualSafePanel = lazyWalletComponent(
  () => import('../features/welcome/CounterfactualSafePanel'),
)

/** Balance and Activate above every page of an undeployed Safe of this browser. */
function CounterfactualSafeSlot() {
  const safe = useOptionalSafe()
  if (!safe?.counterfactual) return null
  return <CounterfactualSafePanel safe={safe.counterfactual} chain={safe.chain} />
}

/** The wallet runtime's network warning for the open Safe, once the wallet stack is loaded. */
function SafeChainNoticeSlot() {
  const { ui } = useWalletContext()
  const safe = useOptionalSafe()
  if (!ui || !safe) return null
  return <ui.SafeChainNotice chainId={Number(safe.chainId)} chainName={safe.chain.chainName} />
}
