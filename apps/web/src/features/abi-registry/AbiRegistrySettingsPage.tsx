import { useId, useState } from 'react'
import { useChains } from '../../chains/useChains'
import { Skeleton } from '../../components/Skeleton'
import { useSafeState } from '../safe/SafeContext'
import { AbiRegistryPanel } from './AbiRegistryPanel'

/**
 * Settings → Contract ABIs: ABIs the user attaches to contracts, per network, so the decoder
 * reads calls no built-in ABI knows. Kept in this browser's IndexedDB only.
 */
export function AbiRegistrySettingsPage() {
  const chains = useChains()
  const param = useSafeState()?.param
  const [chosen, setChosen] = useState('')
  const chainFieldId = useId()
  const list = chains.data ?? []
  const safeChainId = param?.status === 'ok' ? param.chain.chainId : undefined
  const chain = list.find((c) => c.chainId === (chosen || safeChainId)) ?? list[0]
  return (
    <section
      className="card"
      aria-labelledby="abi-registry-title"
      data-testid="abi-registry-settings"
    >
      <h2 id="abi-registry-title">Contract ABIs</h2>
      <p className="muted">
        Attach a contract's ABI to its address and Assent decodes calls to it — in reviews, the
        queue, the history and transaction details — instead of showing raw data. Paste the ABI (a
        JSON array, or a build artifact with an <code>abi</code> field) or choose its file.
      </p>
      <p className="muted">
        ABIs are stored in this browser only (IndexedDB): nothing leaves the browser, and no
        verified-source service is asked. Export them to a file to back them up or to move them to
        another browser. An ABI only names a call's function and parameters; the bytes that are
        signed stay the same.
      </p>
      {chains.isPending && <Skeleton height="6rem" />}
      {chains.isError && <p className="field-error">The networks could not be loaded.</p>}
      {chain && (
        <>
          <div className="field">
            <label htmlFor={chainFieldId}>Network</label>
            <select
              id={chainFieldId}
              className="select"
              value={chain.chainId}
              onChange={(event) => setChosen(event.target.value)}
              data-testid="abi-registry-chain"
            >
              {list.map((c) => (
                <option key={c.chainId} value={c.chainId}>
                  {c.chainName}
                </option>
              ))}
            </select>
          </div>
          <AbiRegistryPanel chainId={chain.chainId} chainName={chain.chainName} />
        </>
      )}
    </section>
  )
}
