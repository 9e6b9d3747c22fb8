import type { SafeAppsClient } from '@assent/safe-apps/app'
import type { SafeInfoExtended } from '@assent/safe-apps/protocol'
import { useEffect, useMemo, useState } from 'react'
import { DemoContext, type DemoState } from './DemoContext'
import { InfoSection } from './sections/InfoSection'
import { MessagesSection } from './sections/MessagesSection'
import { PermissionsSection } from './sections/PermissionsSection'
import { ProviderSection } from './sections/ProviderSection'
import { RpcSection } from './sections/RpcSection'
import { TransactionsSection } from './sections/TransactionsSection'
import { useRunner } from './useRunner'

type Props = { client: SafeAppsClient; allowedOrigins: readonly string[] }

/** The demo: one card per protocol method, each with its controls and the wallet's answer. */
export function App({ client, allowedOrigins }: Props) {
  const { results, run } = useRunner()
  const [safe, setSafe] = useState<SafeInfoExtended | undefined>()
  const [lastSafeTxHash, setLastSafeTxHash] = useState('')
  const [lastMessageHash, setLastMessageHash] = useState('')
  const [connection, setConnection] = useState<'connecting' | 'connected' | 'standalone'>(
    'connecting',
  )

  useEffect(() => {
    let live = true
    // Outside a wallet nobody answers: say so instead of waiting forever.
    client.communicator.send('getSafeInfo', undefined, { timeoutMs: 3000 }).then(
      (info) => {
        if (!live) return
        setSafe(info)
        setConnection('connected')
      },
      () => live && setConnection('standalone'),
    )
    return () => {
      live = false
    }
  }, [client])

  const state: DemoState = useMemo(
    () => ({
      client,
      run,
      results,
      safe,
      setSafe,
      lastSafeTxHash,
      setLastSafeTxHash,
      lastMessageHash,
      setLastMessageHash,
    }),
    [client, run, results, safe, lastSafeTxHash, lastMessageHash],
  )

  return (
    <DemoContext.Provider value={state}>
      <header>
        <img src="/icon.svg" alt="" width={40} height={40} />
        <div>
          <h1>Assent Demo App</h1>
          <p data-testid="connection" data-status={connection}>
            {connection === 'connected' && safe
              ? `Connected to Safe ${safe.safeAddress} on chain ${safe.chainId}`
              : connection === 'connecting'
                ? 'Waiting for the wallet…'
                : `No wallet answered. Open this app inside a Safe wallet (${allowedOrigins.join(', ')}).`}
          </p>
          <span data-testid="safe-address" hidden>
            {safe?.safeAddress ?? ''}
          </span>
        </div>
      </header>
      <main>
        <InfoSection />
        <TransactionsSection />
        <MessagesSection />
        <RpcSection />
        <PermissionsSection />
        <ProviderSection />
      </main>
    </DemoContext.Provider>
  )
}
