import { useState } from 'react'
import { CallButton } from '../components/CallButton'
import { MethodCard } from '../components/MethodCard'
import { useDemo } from '../DemoContext'

/** Read-only methods: the Safe, its chain, the host page and balances. */
export function InfoSection() {
  const { client, run, results, setSafe } = useDemo()
  const [currency, setCurrency] = useState('usd')
  return (
    <>
      <MethodCard id="getSafeInfo" title="getSafeInfo" result={results.getSafeInfo}>
        <CallButton
          id="getSafeInfo"
          onClick={async () => {
            const safe = await run('getSafeInfo', () => client.safe.getInfo())
            if (safe) setSafe(safe)
          }}
        />
      </MethodCard>
      <MethodCard id="getChainInfo" title="getChainInfo" result={results.getChainInfo}>
        <CallButton
          id="getChainInfo"
          onClick={() => run('getChainInfo', () => client.safe.getChainInfo())}
        />
      </MethodCard>
      <MethodCard
        id="getEnvironmentInfo"
        title="getEnvironmentInfo"
        result={results.getEnvironmentInfo}
      >
        <CallButton
          id="getEnvironmentInfo"
          onClick={() => run('getEnvironmentInfo', () => client.safe.getEnvironmentInfo())}
        />
      </MethodCard>
      <MethodCard id="getSafeBalances" title="getSafeBalances" result={results.getSafeBalances}>
        <label>
          Currency
          <input
            data-testid="input-currency"
            value={currency}
            onChange={(event) => setCurrency(event.target.value)}
          />
        </label>
        <CallButton
          id="getSafeBalances"
          onClick={() => run('getSafeBalances', () => client.safe.getBalances({ currency }))}
        />
      </MethodCard>
    </>
  )
}
