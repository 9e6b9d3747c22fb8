import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { DEVICE_HASHES_NOTE, DeviceHashes } from './DeviceHashes'

afterEach(cleanup)

const domainHash = `0x${'11'.repeat(32)}`
const messageHash = `0x${'22'.repeat(32)}`

describe('DeviceHashes', () => {
  it('shows both hashes, each copyable, with the line that says to compare them on the device', () => {
    render(<DeviceHashes domainHash={domainHash} messageHash={messageHash} />)
    expect(screen.getByTestId('device-domain-hash').textContent).toContain(domainHash)
    expect(screen.getByTestId('device-message-hash').textContent).toContain(messageHash)
    expect(screen.getByRole('button', { name: 'Copy domain hash' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Copy message hash' })).toBeTruthy()
    expect(screen.getByTestId('device-hashes-note').textContent).toBe(
      'Compare these on your device: a hardware wallet shows this domain hash and message hash before you approve.',
    )
    expect(DEVICE_HASHES_NOTE).toBe(screen.getByTestId('device-hashes-note').textContent)
  })
})
