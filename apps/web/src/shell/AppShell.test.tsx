import type { UseQueryResult } from '@tanstack/react-query'
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router'
import { act, cleanup, fireEvent, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { type SafeState, SafeStateContext } from '../features/safe/SafeContext'
import { renderWithProviders } from '../test-utils/renderWithProviders'
import { AppShell } from './AppShell'

const SAFE_PARAM = 'devnet:0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
// A Safe named in the URL, still loading: the shell shows its sidebar and menu button.
const safeState = {
  safeParam: SAFE_PARAM,
  param: { status: 'none' },
  chainsQuery: { isPending: true } as UseQueryResult<never>,
  safeQuery: { isPending: true } as UseQueryResult<never>,
} as SafeState

async function renderShell() {
  const root = createRootRoute({
    component: () => (
      <SafeStateContext.Provider value={safeState}>
        <AppShell>
          <Outlet />
        </AppShell>
      </SafeStateContext.Provider>
    ),
  })
  const page = createRoute({
    getParentRoute: () => root,
    path: '$',
    component: () => <p>page</p>,
  })
  const router = createRouter({
    routeTree: root.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [`/home?safe=${SAFE_PARAM}`] }),
  })
  // Nothing is fetched: without a loaded Safe the summary only shows skeletons.
  renderWithProviders(<RouterProvider router={router} />, { gateway: 'http://127.0.0.1:9' })
  await screen.findByText('page')
  const menu = () => screen.getByRole('button', { name: /menu$/ })
  const open = async () => {
    act(() => menu().click())
    expect(menu().getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('complementary', { name: 'Safe' }).className).toContain('sidebar-open')
  }
  const isOpen = () => document.getElementById('safe-sidebar')?.classList.contains('sidebar-open')
  return { router, menu, open, isOpen }
}

describe('AppShell compact drawer', () => {
  afterEach(cleanup)

  it('has a backdrop while open that closes it on click, returning focus to the menu button', async () => {
    const shell = await renderShell()
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull()
    await shell.open()
    const backdrop = screen.getByTestId('sidebar-backdrop')
    expect(backdrop.getAttribute('aria-hidden')).toBe('true')
    act(() => fireEvent.click(backdrop))
    expect(shell.isOpen()).toBe(false)
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull()
    expect(shell.menu().getAttribute('aria-expanded')).toBe('false')
    expect(document.activeElement).toBe(shell.menu())
  })

  it('closes on Escape from inside the drawer and focuses the menu button', async () => {
    const shell = await renderShell()
    await shell.open()
    const link = screen.getByRole('link', { name: 'Tokens' })
    link.focus()
    act(() => fireEvent.keyDown(link, { key: 'Escape' }))
    expect(shell.isOpen()).toBe(false)
    expect(document.activeElement).toBe(shell.menu())
  })

  it('ignores Escape while closed, and other keys while open', async () => {
    const shell = await renderShell()
    const main = document.getElementById('main')
    main?.focus()
    act(() => fireEvent.keyDown(document, { key: 'Escape' }))
    expect(document.activeElement).toBe(main)
    await shell.open()
    act(() => fireEvent.keyDown(document, { key: 'Enter' }))
    expect(shell.isOpen()).toBe(true)
  })

  it('closes after navigating from it', async () => {
    const shell = await renderShell()
    await shell.open()
    await act(() => shell.router.navigate({ to: '/balances', search: { safe: SAFE_PARAM } }))
    expect(shell.isOpen()).toBe(false)
    expect(screen.queryByTestId('sidebar-backdrop')).toBeNull()
  })
})
