import { SAFE_1_1_1_DEPLOYMENTS, SAFE_DEPLOYMENTS } from '@assent/core'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { UpgradeSafeSection } from './UpgradeSafeSection'

afterEach(cleanup)

const renderSection = (implementation: string) =>
  renderWithProviders(
    <UpgradeSafeSection
      implementation={implementation}
      safeAddress="0x00000000000000000000000000000000000000aA"
      chainId="31337"
      networkIsL2
    />,
  )

describe('UpgradeSafeSection', () => {
  it('keeps the upgrade disabled, saying why, when the upgrade contract cannot be checked', async () => {
    // No wallet and no pinned RPC: nothing independent of the gateway can read the chain.
    renderSection(SAFE_DEPLOYMENTS['1.3.0'].safe)
    const reason = await screen.findByTestId('upgrade-unavailable')
    expect(reason.textContent).toContain('without an independent RPC')
    expect(screen.getByTestId('upgrade-safe-button').hasAttribute('disabled')).toBe(true)
  })

  it('offers nothing to a Safe 1.4.1, 1.3.0 to a 1.1.1 Safe, and no button to an unknown one', () => {
    renderSection(SAFE_DEPLOYMENTS['1.4.1'].safeL2)
    expect(screen.queryByTestId('upgrade-safe')).toBeNull()
    cleanup()
    renderSection(SAFE_1_1_1_DEPLOYMENTS.safe)
    expect(screen.getByRole('heading', { name: 'Upgrade to Safe 1.3.0' })).toBeTruthy()
    expect(screen.getByTestId('upgrade-safe').textContent).toContain('L2 singleton')
    cleanup()
    renderSection('0x000000000000000000000000000000000000dEaD')
    expect(screen.getByTestId('upgrade-safe').textContent).toContain('does not know')
    expect(screen.queryByTestId('upgrade-safe-button')).toBeNull()
  })
})
