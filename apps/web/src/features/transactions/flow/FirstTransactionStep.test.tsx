import { buildSafeTransaction, safeTxHash } from '@assent/core'
import { OWNER_A, OWNER_B } from '@assent/gateway-client/test-utils/fixtures'
import { cleanup, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import { type Address, parseEther } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { testChainInfo, testCurrentSafe } from '../../../test-utils/fixtures'
import { renderWithProviders } from '../../../test-utils/renderWithProviders'
import { setupTestHttpServer } from '../../../test-utils/setupTestHttpServer'
import { WalletRuntime } from '../../../wallet/runtime/WalletRuntime'
import { useWalletReady } from '../../../wallet/walletContext'
import type { CounterfactualSafe } from '../../safe/counterfactualSafesStore'
import type { ActiveFlow } from '../request/transactionFlowStore'
import { FirstTransactionStep } from './FirstTransactionStep'

// The review of an undeployed Safe's first transaction inside the real wallet stack: nonce 0 on
// the predicted address, and for a Safe needing more than one signature a refusal with Activate
// instead of any sign button.
const safeAddress: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const recipient: Address = '0x000000000000000000000000000000000000bEEF'
const gateway = setupTestHttpServer(({ path }) =>
  path === '/v1/chains'
    ? { json: { count: 1, next: null, previous: null, results: [testChainInfo()] } }
    : { status: 404, json: { code: 1, message: 'Not found' } },
)
afterEach(cleanup)

const flow: ActiveFlow = {
  id: 1,
  request: { kind: 'send' },
  resolve: () => {},
  reject: () => {},
}

/** Its children once wagmi and RainbowKit are mounted (after the gateway's chains came). */
function OnceWalletReady({ children }: { children: ReactNode }) {
  return useWalletReady() ? children : null
}

function renderStep(owners: Address[], threshold: number) {
  const counterfactual: CounterfactualSafe = {
    chainId: '31337',
    address: safeAddress,
    owners,
    threshold,
    saltNonce: '1',
    version: '1.4.1',
    l2: true,
  }
  renderWithProviders(
    <WalletRuntime>
      <OnceWalletReady>
        <FirstTransactionStep
          draft={{
            title: 'Send 0.1 ETH',
            call: { to: recipient, value: parseEther('0.1'), data: '0x', operation: 0 },
          }}
          flow={flow}
          counterfactual={counterfactual}
        />
      </OnceWalletReady>
    </WalletRuntime>,
    {
      gateway: gateway.url,
      safe: { ...testCurrentSafe({ address: safeAddress, owners, threshold }), counterfactual },
    },
  )
}

describe('FirstTransactionStep', () => {
  it('refuses a Safe that needs 2 signatures, with Activate at hand and no sign button', async () => {
    renderStep([OWNER_A as Address, OWNER_B as Address], 2)
    const refusal = await screen.findByTestId('first-transaction-refused')
    expect(refusal.textContent).toContain(
      'This Safe is not deployed yet and needs 2 signatures: activate it first.',
    )
    expect(await screen.findByRole('button', { name: 'Connect Wallet to activate' })).toBeTruthy()
    expect(screen.queryByTestId('deploy-and-execute')).toBeNull()
    // The hash shown is recomputed here: nonce 0, the domain on the predicted address.
    const expected = safeTxHash({
      chainId: 31337n,
      safeAddress,
      safeVersion: '1.4.1',
      tx: buildSafeTransaction({ to: recipient, value: parseEther('0.1'), nonce: 0n }),
    })
    expect(screen.getByTestId('safe-tx-hash').textContent).toContain(expected)
  })

  it('reviews a 1-of-1 Safe’s transaction as nonce 0 and asks for an owner’s wallet', async () => {
    renderStep([OWNER_A as Address], 1)
    const notice = await screen.findByTestId('first-transaction-notice')
    expect(notice.textContent).toContain('deploys the Safe at its address and executes')
    expect(screen.queryByTestId('first-transaction-refused')).toBeNull()
    expect(await screen.findByText('Connect the wallet of an owner to sign.')).toBeTruthy()
  })
})
