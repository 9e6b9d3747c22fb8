import type { RpcCall } from '@assent/safe-apps/protocol'
import { useState } from 'react'
import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'

/** rpcCall: an allowlisted read, a call the wallet refuses, and safe_setSettings. */
export function RpcSection() {
  const { client, run, results, safe } = useDemo()
  const [offChainSigning, setOffChainSigning] = useState(true)
  return (
    <>
      <MethodCard
        id="rpcCall-eth_getBalance"
        title="rpcCall eth_getBalance"
        description="The Safe's balance in wei (hex), block tag latest."
        result={results['rpcCall-eth_getBalance']}
      >
        <CallButton
          id="rpcCall-eth_getBalance"
          label="eth_getBalance"
          onClick={() =>
            run('rpcCall-eth_getBalance', async () => {
              const address = safe?.safeAddress ?? (await client.safe.getInfo()).safeAddress
              return client.eth.getBalance(address)
            })
          }
        />
      </MethodCard>
      <MethodCard
        id="rpcCall-eth_blockNumber"
        title="rpcCall eth_blockNumber"
        description="Not in the allowlist: the wallet must refuse it."
        result={results['rpcCall-eth_blockNumber']}
      >
        <CallButton
          id="rpcCall-eth_blockNumber"
          label="eth_blockNumber"
          onClick={() =>
            run('rpcCall-eth_blockNumber', () =>
              // Sent raw on purpose: the typed wrappers only offer allowlisted calls.
              client.communicator.send('rpcCall', {
                call: 'eth_blockNumber' as RpcCall,
                params: [],
              }),
            )
          }
        />
      </MethodCard>
      <MethodCard
        id="safe_setSettings"
        title="safe_setSettings"
        description="Chooses off-chain (SafeMessage) or on-chain (SignMessageLib) message signing."
        result={results.safe_setSettings}
      >
        <label>
          <input
            type="checkbox"
            data-testid="input-offChainSigning"
            checked={offChainSigning}
            onChange={(e) => setOffChainSigning(e.target.checked)}
          />
          offChainSigning
        </label>
        <CallButton
          id="safe_setSettings"
          onClick={() =>
            run('safe_setSettings', () => client.eth.setSafeSettings({ offChainSigning }))
          }
        />
      </MethodCard>
    </>
  )
}
