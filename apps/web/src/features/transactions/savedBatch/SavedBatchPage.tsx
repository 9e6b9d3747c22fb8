import '../transactions.css'
import { useMemo, useState } from 'react'
import { type AbiRegistry, abiRegistry } from '../../abi-registry/abiRegistryStore'
import { useCurrentSafe } from '../../safe/SafeContext'
import { NewTransactionButton } from '../components/NewTransactionButton'
import { FlowRejectedError, openTransactionFlow } from '../request/transactionFlowStore'
import { buildSavedBatchDraft } from './buildSavedBatchDraft'
import { SavedBatchRow } from './SavedBatchRow'
import {
  addToSavedBatch,
  clearSavedBatch,
  forgetDroppedItems,
  moveInSavedBatch,
  removeFromSavedBatch,
  useSavedBatch,
} from './savedBatchStore'
import { readTxBuilderImport, writeTxBuilderExport } from './txBuilderFiles'

/** `/transactions/batch`: the Safe's saved batch, and "New transaction" to add to it. */
export function SavedBatchPage() {
  return (
    <section className="page" aria-labelledby="batch-title">
      <div className="page-header">
        <h1 id="batch-title">Batch</h1>
        <NewTransactionButton />
      </div>
      <SavedBatchPanel />
    </section>
  )
}

/**
 * The Safe's saved batch. Actions come from any flow's "Add to batch" or a Transaction Builder
 * file; they are reordered or removed here and proposed together as one MultiSendCallOnly
 * transaction through the ordinary review.
 */
export function SavedBatchPanel({
  registry = abiRegistry,
}: {
  /** Where the user's contract ABIs are read (the app's own; a test gives its own). */
  registry?: AbiRegistry
} = {}) {
  const safe = useCurrentSafe()
  const owner = useMemo(
    () => ({ chainId: safe.chainId, address: safe.address }),
    [safe.chainId, safe.address],
  )
  const { items, dropped } = useSavedBatch(owner)
  const [problem, setProblem] = useState<string | null>(null)
  const [imported, setImported] = useState<string | null>(null)

  const review = async () => {
    setProblem(null)
    let draft: ReturnType<typeof buildSavedBatchDraft>
    try {
      draft = buildSavedBatchDraft(items, safe.safeInfo.version ?? '')
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
      return
    }
    const ids = items.map((item) => item.id)
    try {
      await openTransactionFlow({ kind: 'savedBatch', draft })
      clearSavedBatch(owner, ids)
    } catch (error) {
      if (!(error instanceof FlowRejectedError)) {
        setProblem(error instanceof Error ? error.message : String(error))
      }
    }
  }

  const importFile = async (file: File) => {
    setProblem(null)
    setImported(null)
    try {
      const text = await file.text()
      await registry.load()
      const { name, actions } = readTxBuilderImport({
        text,
        chainId: Number(safe.chainId),
        safeAddress: safe.address,
        nativeCurrency: safe.chain.nativeCurrency,
        abisFor: (to) => registry.abisFor(safe.chainId, [to]),
      })
      addToSavedBatch(owner, actions)
      setImported(
        `Imported ${actions.length} action${actions.length === 1 ? '' : 's'} from "${name}".`,
      )
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error))
    }
  }

  const exportFile = () => {
    const { fileName, text } = writeTxBuilderExport({
      items,
      chainId: Number(safe.chainId),
      safeAddress: safe.address,
      createdAt: Date.now(),
    })
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }))
    const link = document.createElement('a')
    link.href = url
    link.download = fileName
    link.click()
    URL.revokeObjectURL(url)
  }

  return (
    <div>
      {dropped > 0 && (
        <div className="tx-warning-box" role="alert" data-testid="batch-dropped">
          {dropped === 1 ? 'One saved action' : `${dropped} saved actions`} could not be read
          (stored by another version or changed by hand) and {dropped === 1 ? 'was' : 'were'} left
          out.{' '}
          <button
            type="button"
            className="button button-small"
            onClick={() => forgetDroppedItems(owner)}
          >
            Forget {dropped === 1 ? 'it' : 'them'}
          </button>
        </div>
      )}
      {items.length === 0 ? (
        <div className="card empty-state" data-testid="batch-empty">
          <p>
            The batch is empty. Choose "Add to batch" in a new transaction's review, or import a
            Transaction Builder file, to collect actions and propose them as one transaction.
          </p>
        </div>
      ) : (
        <ol className="card" data-testid="saved-batch-items" aria-label="Actions in the batch">
          {items.map((item, index) => (
            <SavedBatchRow
              key={item.id}
              item={item}
              index={index}
              last={index === items.length - 1}
              onMove={(step) => moveInSavedBatch(owner, item.id, step)}
              onRemove={() => removeFromSavedBatch(owner, item.id)}
              registry={registry}
            />
          ))}
        </ol>
      )}
      {problem && (
        <p className="field-error" role="alert" data-testid="batch-problem">
          {problem}
        </p>
      )}
      {imported && (
        <p className="field-hint" role="status" data-testid="batch-imported">
          {imported}
        </p>
      )}
      <div className="tx-batch-toolbar">
        <label className="field">
          <span className="field-label">Import Transaction Builder file</span>
          <input
            type="file"
            accept=".json,application/json"
            data-testid="batch-import"
            onChange={(event) => {
              const file = event.target.files?.[0]
              event.target.value = ''
              if (file) void importFile(file)
            }}
          />
        </label>
        <button
          type="button"
          className="button"
          disabled={items.length === 0}
          onClick={exportFile}
          data-testid="batch-export"
        >
          Export
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={items.length === 0}
          onClick={() => void review()}
          data-testid="batch-review"
        >
          Review batch
        </button>
      </div>
    </div>
  )
}
