import { erc20Abi, erc721Abi, safeAbi } from '@assent/core'
import { useMemo, useState } from 'react'
import { type Abi, type AbiFunction, encodeFunctionData, parseEther } from 'viem'
import { useCurrentSafe } from '../../safe/SafeContext'
import type { TransactionDraft } from '../request/draft'
import { parseAbiInput } from './parseAbiInput'
import { RecipientField } from './RecipientField'
import { validateRecipient } from './validateRecipient'

const knownAbis: Record<string, Abi> = {
  'ERC-20 token': erc20Abi,
  'ERC-721 NFT': erc721Abi,
  'Safe (this Safe’s own functions)': safeAbi as Abi,
}

function parseAbiText(text: string): Abi | Error {
  try {
    const parsed: unknown = JSON.parse(text)
    const abi = Array.isArray(parsed) ? parsed : (parsed as { abi?: unknown } | null)?.abi
    if (!Array.isArray(abi)) return new Error('Paste a JSON ABI array (or an artifact with "abi").')
    return abi as Abi
  } catch {
    return new Error('The ABI is not valid JSON.')
  }
}

/** Call any contract: pick a known ABI or paste one, choose a method, fill typed inputs. */
export function ContractInteractionForm({
  onDraft,
  submitLabel = 'Next',
}: {
  onDraft: (draft: TransactionDraft) => void
  submitLabel?: string
}) {
  const safe = useCurrentSafe()
  const [contract, setContract] = useState('')
  const [abiChoice, setAbiChoice] = useState<string>('paste')
  const [abiText, setAbiText] = useState('')
  const [methodName, setMethodName] = useState('')
  const [inputs, setInputs] = useState<Record<string, string>>({})
  const [value, setValue] = useState('')
  const abi = useMemo(
    () =>
      abiChoice === 'paste' ? (abiText ? parseAbiText(abiText) : undefined) : knownAbis[abiChoice],
    [abiChoice, abiText],
  )
  const methods =
    abi && !(abi instanceof Error)
      ? abi.filter(
          (item): item is AbiFunction =>
            item.type === 'function' &&
            item.stateMutability !== 'view' &&
            item.stateMutability !== 'pure',
        )
      : []
  const method = methods.find((m) => signatureOf(m) === methodName) ?? methods[0]
  const target = validateRecipient(contract, safe.chain.shortName)

  let built: { data: `0x${string}`; value: bigint } | Error | undefined
  if (method && target.ok) {
    try {
      const args = method.inputs.map((input, index) =>
        parseAbiInput(input as { type: string }, inputs[`${index}`] ?? ''),
      )
      built = {
        data: encodeFunctionData({ abi: [method], functionName: method.name, args }),
        value: value ? parseEther(value) : 0n,
      }
      if (built.value > 0n && method.stateMutability !== 'payable') {
        built = new Error('This method is not payable: it cannot receive a value.')
      }
    } catch (error) {
      built = error instanceof Error ? error : new Error(String(error))
    }
  }

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        if (!method || !target.ok || !built || built instanceof Error) return
        onDraft({
          title: `Call ${method.name} on ${target.address}`,
          call: { to: target.address, value: built.value, data: built.data, operation: 0 },
          abis: abi && !(abi instanceof Error) ? [abi] : undefined,
        })
      }}
    >
      <RecipientField
        label="Contract address"
        value={contract}
        onChange={setContract}
        testId="contract-input"
      />
      <label className="field">
        <span className="field-label">ABI</span>
        <select
          className="select"
          value={abiChoice}
          onChange={(e) => setAbiChoice(e.target.value)}
          data-testid="abi-select"
        >
          <option value="paste">Paste an ABI</option>
          {Object.keys(knownAbis).map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      {abiChoice === 'paste' && (
        <label className="field">
          <span className="field-label">ABI JSON</span>
          <textarea
            className="input mono"
            rows={4}
            value={abiText}
            onChange={(e) => setAbiText(e.target.value)}
            data-testid="abi-input"
          />
          {abi instanceof Error && <span className="field-error">{abi.message}</span>}
        </label>
      )}
      {methods.length > 0 && (
        <label className="field">
          <span className="field-label">Method</span>
          <select
            className="select"
            value={method ? signatureOf(method) : ''}
            onChange={(e) => {
              setMethodName(e.target.value)
              setInputs({})
            }}
            data-testid="method-select"
          >
            {methods.map((m) => (
              <option key={signatureOf(m)} value={signatureOf(m)}>
                {signatureOf(m)}
              </option>
            ))}
          </select>
        </label>
      )}
      {method?.inputs.map((input, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: parameters are identified by their position
        <label className="field" key={`${signatureOf(method)}-${index}`}>
          <span className="field-label">
            {input.name || `arg${index}`} <span className="muted">{input.type}</span>
          </span>
          <input
            className="input mono"
            value={inputs[`${index}`] ?? ''}
            onChange={(e) => setInputs((all) => ({ ...all, [`${index}`]: e.target.value }))}
            data-testid={`param-${index}`}
          />
        </label>
      ))}
      {method?.stateMutability === 'payable' && (
        <label className="field">
          <span className="field-label">Value ({safe.chain.nativeCurrency.symbol})</span>
          <input className="input" value={value} onChange={(e) => setValue(e.target.value)} />
        </label>
      )}
      {built instanceof Error && <p className="field-error">{built.message}</p>}
      <div className="modal-footer">
        <button
          type="submit"
          className="button button-primary"
          disabled={!built || built instanceof Error}
          data-testid="build-next"
        >
          {submitLabel}
        </button>
      </div>
    </form>
  )
}

function signatureOf(fn: AbiFunction): string {
  return `${fn.name}(${fn.inputs.map((i) => i.type).join(',')})`
}
