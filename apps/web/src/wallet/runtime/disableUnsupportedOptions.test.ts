import { afterEach, describe, expect, it } from 'vitest'
import { disableUnsupportedOptions } from './disableUnsupportedOptions'

const reasons = new Map([['safe', 'Only inside a Safe.']])

function list() {
  document.body.innerHTML = `
    <div role="dialog">
      <button data-testid="rk-wallet-option-injected">Browser Wallet</button>
      <button data-testid="rk-wallet-option-safe">Safe (unsupported)</button>
    </div>`
  const button = (id: string) =>
    document.querySelector<HTMLButtonElement>(`[data-testid="rk-wallet-option-${id}"]`)
  return { safe: button('safe'), injected: button('injected') }
}

describe('disableUnsupportedOptions', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('disables only the listed wallets, with the reason as tooltip', () => {
    const { safe, injected } = list()
    expect(disableUnsupportedOptions(document.body, reasons)).toBe(1)
    expect(safe?.disabled).toBe(true)
    expect(safe?.getAttribute('aria-disabled')).toBe('true')
    expect(safe?.title).toBe('Only inside a Safe.')
    expect(injected?.disabled).toBe(false)
    expect(injected?.hasAttribute('aria-disabled')).toBe(false)
  })

  it('leaves a button alone once marked, and marks it again when re-enabled', () => {
    const { safe } = list()
    disableUnsupportedOptions(document.body, reasons)
    expect(disableUnsupportedOptions(document.body, reasons)).toBe(0)
    if (safe) safe.disabled = false
    expect(disableUnsupportedOptions(document.body, reasons)).toBe(1)
    expect(safe?.disabled).toBe(true)
  })

  it('a disabled button no longer reacts to clicks', () => {
    const { safe } = list()
    let clicks = 0
    safe?.addEventListener('click', () => clicks++)
    disableUnsupportedOptions(document.body, reasons)
    safe?.click()
    expect(clicks).toBe(0)
  })
})
