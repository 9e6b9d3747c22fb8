import { SAFE_DEPLOYMENTS } from '@assent/core'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { UpgradeSafeSection } from './UpgradeSafeSection'

afterEach(cleanup)

const renderSection = (implementation: string) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <UpgradeSafeSection implementation={implementation} chainId="31337" />
    </QueryClientProvider>,
  )

describe('UpgradeSafeSection', () => {
  it('keeps the upgrade disabled, saying why, when the upgrade contract cannot be checked', async () => {
    // No wallet and no pinned RPC: nothing independent of the gateway can read the chain.
    renderSection(SAFE_DEPLOYMENTS['1.3.0'].safe)
    const reason = await screen.findByTestId('upgrade-unavailable')
    expect(reason.textContent).toContain('without an independent RPC')
    expect(screen.getByTestId('upgrade-safe-button').hasAttribute('disabled')).toBe(true)
  })

  it('offers nothing to a Safe 1.4.1, and no button to a 1.1.1 Safe', () => {
    renderSection(SAFE_DEPLOYMENTS['1.4.1'].safeL2)
    expect(screen.queryByTestId('upgrade-safe')).toBeNull()
    cleanup()
    renderSection('0x34CfAC646f301356fAa8B21e94227e3583Fe3F5F')
    expect(screen.getByTestId('upgrade-safe').textContent).toContain('no upgrade path')
    expect(screen.queryByTestId('upgrade-safe-button')).toBeNull()
  })
})
