import type { ChainInfo } from '@assent/gateway-client'
import { useId, useState } from 'react'
import { useShortNameWarnings } from '../../chains/trustedShortNames'
import { useChains } from '../../chains/useChains'
import { Skeleton } from '../../components/Skeleton'
import { setPinnedRpc, usePinnedRpc } from '../../verification-rpc/pinnedRpcStore'
import { testRpcUrl } from '../../verification-rpc/testRpcUrl'
import { useVerificationClient } from '../../verification-rpc/useVerificationClient'

/**
 * Settings → Verification RPC: the RPC per chain that checks the gateway on chain (Safe state,
 * nonces, token decimals), pinned by the user and kept in this browser.
 */
export function VerificationRpcSettingsPage() {
  const chains = useChains()
  const shortNameWarnings = useShortNameWarnings()
  return (
    <section
      className="card"
      aria-labelledby="verification-rpc-title"
      data-testid="verification-rpc-settings"
    >
      <h2 id="verification-rpc-title">Verification RPC</h2>
      <p className="muted">
        Assent checks what its gateway says — the Safe's owners, threshold, nonce, modules, guard,
        fallback handler and implementation, token decimals and symbols — against the chain itself.
        It never uses the gateway's own RPC for this: a compromised gateway would serve an RPC that
        agrees with its lies.
      </p>
      <p className="muted">
        When your wallet is a browser extension connected on the Safe's network, its RPC is used.
        Otherwise pin an RPC you trust for each network here (your own node, or a provider you
        chose). Without either, the on-chain state is shown as <strong>unverified</strong> and
        signing needs your explicit acknowledgement. WalletConnect, MetaMask SDK and Coinbase
        connections do not count: they may read through the RPC the gateway configured.
      </p>
      {shortNameWarnings.length > 0 && (
        <div className="tx-warning-box" role="alert" data-testid="short-name-warnings">
          {shortNameWarnings.map((warning) => (
            <p key={warning.chainId}>{warning.message}</p>
          ))}
        </div>
      )}
      {chains.isPending && <Skeleton height="6rem" />}
      {chains.isError && <p className="field-error">The networks could not be loaded.</p>}
      {chains.data?.map((chain) => (
        <ChainRpcRow key={chain.chainId} chain={chain} />
      ))}
    </section>
  )
}

type Status = { kind: 'idle' } | { kind: 'busy' } | { kind: 'ok' | 'error'; message: string }

function ChainRpcRow({ chain }: { chain: ChainInfo }) {
  const inputId = useId()
  const pinned = usePinnedRpc(chain.chainId)
  const current = useVerificationClient(chain.chainId)
  const [draft, setDraft] = useState<string | null>(null)
  const [status, setStatus] = useState<Status>({ kind: 'idle' })
  const value = draft ?? pinned ?? ''

  async function test(): Promise<boolean> {
    setStatus({ kind: 'busy' })
    const result = await testRpcUrl(value, chain.chainId)
    setStatus(
      result.ok
        ? { kind: 'ok', message: `This RPC answers for chain ${chain.chainId}.` }
        : { kind: 'error', message: result.message },
    )
    return result.ok
  }

  async function save() {
    if (!(await test())) return
    setPinnedRpc(chain.chainId, value)
    setDraft(null)
    setStatus({ kind: 'ok', message: `Pinned: checks on ${chain.chainName} use this RPC.` })
  }

  function remove() {
    setPinnedRpc(chain.chainId, undefined)
    setDraft(null)
    setStatus({ kind: 'idle' })
  }

  return (
    <div className="field" data-testid={`verification-rpc-${chain.chainId}`}>
      <label htmlFor={inputId} className="field-label">
        {chain.chainName}{' '}
        <span className="muted">
          ({chain.shortName}, chain {chain.chainId})
        </span>
      </label>
      <p className="field-hint" data-testid="verification-rpc-source">
        {current.source === 'none' ? (
          <span className="badge badge-warning">Unverified</span>
        ) : (
          <span className="badge">Independent</span>
        )}{' '}
        Checks now go through {current.label}.
      </p>
      <div className="form-row">
        <input
          id={inputId}
          className="input"
          type="url"
          inputMode="url"
          placeholder="https://…"
          value={value}
          aria-invalid={status.kind === 'error'}
          onChange={(event) => {
            setDraft(event.target.value)
            setStatus({ kind: 'idle' })
          }}
          data-testid="verification-rpc-input"
        />
        <div className="actions">
          <button
            type="button"
            className="button"
            disabled={!value.trim() || status.kind === 'busy'}
            onClick={() => void test()}
          >
            Test
          </button>
          <button
            type="button"
            className="button button-primary"
            disabled={!value.trim() || status.kind === 'busy' || value === pinned}
            onClick={() => void save()}
          >
            Save
          </button>
          {pinned && (
            <button type="button" className="button" onClick={remove}>
              Remove
            </button>
          )}
        </div>
      </div>
      {status.kind === 'ok' && (
        <p className="field-hint" role="status">
          {status.message}
        </p>
      )}
      {status.kind === 'error' && (
        <p className="field-error" role="alert">
          {status.message}
        </p>
      )}
    </div>
  )
}
