import { ALLOWANCE_MODULE_0_1_1 } from '@assent/core'
import type { TransactionSummary } from '@assent/gateway-client'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TxRowTitleText } from './TxRowView'

afterEach(cleanup)

// A transfer the Allowance module made, as the gateway lists module transactions: the inner
// call's transfer info, executed by the module.
const moduleTransfer = (module: string): TransactionSummary => ({
  id: `module_${module}`,
  timestamp: 0,
  txStatus: 'SUCCESS',
  txInfo: {
    type: 'Transfer',
    sender: { value: '0x00000000000000000000000000000000000000aA' },
    recipient: { value: '0x00000000000000000000000000000000000000bB' },
    direction: 'OUTGOING',
    transferInfo: { type: 'NATIVE_COIN', value: '250000000000000000' },
  },
  executionInfo: { type: 'MODULE', address: { value: module } },
})
const chain = { nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18, logoUri: '' } }

describe('a history row made by a module', () => {
  it('reads "Spending limit transfer" when the Allowance module made it', () => {
    render(<TxRowTitleText transaction={moduleTransfer(ALLOWANCE_MODULE_0_1_1)} chain={chain} />)
    expect(document.body.textContent).toBe('Send 0.25 ETH · Spending limit transfer')
  })

  it('stays "by module" for any other module', () => {
    render(
      <TxRowTitleText
        transaction={moduleTransfer('0x000000000000000000000000000000000000dEaD')}
        chain={chain}
      />,
    )
    expect(document.body.textContent).toBe('Send 0.25 ETH · by module')
    expect(screen.queryByTestId('spending-limit-transfer')).toBeNull()
  })
})
