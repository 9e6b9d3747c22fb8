import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { getPrompts, openPrompt } from './promptStore'
import { SettingsPrompt } from './SettingsPrompt'

afterEach(cleanup)

const app = { name: 'Demo', url: 'http://127.0.0.1:5174', origin: 'http://127.0.0.1:5174' }

function showCurrent() {
  const [prompt] = getPrompts()
  if (prompt?.kind !== 'settings') throw new Error('expected a settings prompt')
  return render(<SettingsPrompt prompt={prompt} />)
}

describe('SettingsPrompt', () => {
  it('explains on-chain signing and answers the click', async () => {
    const request = {
      app,
      current: { offChainSigning: true },
      requested: { offChainSigning: false },
    }
    const denied = openPrompt({ kind: 'settings', ...request })
    showCurrent()
    expect(screen.getByRole('dialog', { name: 'Change how messages are signed' })).toBeTruthy()
    expect(screen.getByTestId('settings-prompt-onchain').textContent).toContain('SignMessageLib')
    fireEvent.click(screen.getByRole('button', { name: 'Deny' }))
    await expect(denied).resolves.toBe(false)
    cleanup()

    const allowed = openPrompt({ kind: 'settings', ...request })
    showCurrent()
    fireEvent.click(screen.getByRole('button', { name: 'Allow' }))
    await expect(allowed).resolves.toBe(true)
    cleanup()

    const closed = openPrompt({ kind: 'settings', ...request })
    showCurrent()
    fireEvent.click(screen.getByRole('button', { name: 'Close' }))
    await expect(closed).rejects.toThrow('The user rejected the request')
    expect(getPrompts()).toEqual([])
  })
})
