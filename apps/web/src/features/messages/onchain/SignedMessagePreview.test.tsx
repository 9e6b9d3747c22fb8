import { SAFE_DEPLOYMENTS } from '@assent/core'
import { type LooseTypedData, toTypedDataDefinition } from '@assent/review'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { buildSignMessageLibCall } from '../../safe-apps/host/chooseSigningMethod'
import { useMessageRiskReview } from '../risks/useMessageRiskReview'
import { SignedMessagePreview } from './SignedMessagePreview'

afterEach(cleanup)

const lib = SAFE_DEPLOYMENTS['1.4.1'].signMessageLib
const permit: LooseTypedData = {
  domain: {
    name: 'USD Coin',
    version: '2',
    chainId: 1,
    verifyingContract: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  },
  types: {
    Permit: [
      { name: 'owner', type: 'address' },
      { name: 'spender', type: 'address' },
      { name: 'value', type: 'uint256' },
      { name: 'nonce', type: 'uint256' },
      { name: 'deadline', type: 'uint256' },
    ],
  },
  primaryType: 'Permit',
  message: {
    owner: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
    spender: '0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD',
    value: '1000',
    nonce: '0',
    deadline: '1900000000',
  },
}

const safe = {
  chainId: '1',
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  safeInfo: { version: '1.4.1' },
}

function Preview({
  message,
  tx,
}: {
  message: string | LooseTypedData
  tx: { to: string; data: string; operation: number }
}) {
  return (
    <SignedMessagePreview message={message} tx={tx} risks={useMessageRiskReview(message, safe)} />
  )
}

describe('SignedMessagePreview', () => {
  it('shows the text the SignMessageLib call signs', () => {
    const tx = { ...buildSignMessageLibCall(lib, 'I agree'), operation: 1 }
    render(<Preview message="I agree" tx={tx} />)
    expect(screen.getByTestId('message-text').textContent).toBe('I agree')
    expect(screen.queryByTestId('signed-message-mismatch')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows typed data with the Permit risk and its word to type', () => {
    const tx = { ...buildSignMessageLibCall(lib, toTypedDataDefinition(permit)), operation: 1 }
    render(<Preview message={permit} tx={tx} />)
    const risk = screen.getByTestId('risk-permit')
    expect(risk.textContent).toContain('Token approval (Permit)')
    expect(risk.textContent).toContain('Spender: 0x3fC91A3afd70395Cd496C647d5a6CC9D4B2b7FAD')
    expect(screen.getByTestId('ack-permit')).toBeTruthy()
    expect(screen.getByRole('table', { name: 'Message' })).toBeTruthy()
  })

  it('raises an alert when the transaction signs something else', () => {
    const tx = { ...buildSignMessageLibCall(lib, 'something else'), operation: 1 }
    render(<Preview message="I agree" tx={tx} />)
    expect(screen.getByTestId('signed-message-mismatch').textContent).toContain('Do not sign')
  })
})
