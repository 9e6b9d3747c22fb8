import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { CurrentSafeContext } from '../features/safe/SafeContext'
import { testCurrentSafe } from '../test-utils/fixtures'
import { HeaderSafe } from './HeaderSafe'

const address = '0xEF6338A54FC10263B7bB0a32fA2019775569A3D2'
const safe = testCurrentSafe({ address })

describe('HeaderSafe', () => {
  afterEach(cleanup)

  it('names the open Safe with its chain and short address, the full address on hover', () => {
    render(
      <CurrentSafeContext.Provider value={safe}>
        <HeaderSafe />
      </CurrentSafeContext.Provider>,
    )
    const chip = screen.getByTestId('header-safe')
    expect(chip.textContent).toBe('Safedevnet:0xEF63…A3D2')
    expect(chip.getAttribute('title')).toBe(address)
  })

  it('shows nothing while no Safe is open', () => {
    render(<HeaderSafe />)
    expect(screen.queryByTestId('header-safe')).toBeNull()
  })
})
