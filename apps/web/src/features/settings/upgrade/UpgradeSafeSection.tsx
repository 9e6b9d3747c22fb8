import { openTransactionFlow } from '../../transactions/flow/transactionFlowStore'
import { buildSafeUpgradeCall } from './buildSafeUpgradeCall'
import { useMigrationContractCheck } from './useMigrationContractCheck'

/**
 * Offers the upgrade of a 1.3.0 Safe to 1.4.1, said plainly before anything is signed; the
 * transaction then goes through the normal review (which checks the Safe's state on chain and
 * asks for the acknowledgement every delegate call to non-library code needs).
 */
export function UpgradeSafeSection({
  implementation,
  chainId,
}: {
  implementation: string
  chainId: string
}) {
  const upgrade = buildSafeUpgradeCall(implementation)
  const migration = useMigrationContractCheck(chainId)
  if (upgrade.kind === 'latest') return null
  return (
    <section className="card" aria-labelledby="upgrade-title" data-testid="upgrade-safe">
      <h2 id="upgrade-title">Upgrade to Safe 1.4.1</h2>
      {upgrade.kind === 'unsupported' ? (
        <p className="muted">{upgrade.reason}</p>
      ) : (
        <>
          <p>
            This changes the code your Safe runs to Safe 1.4.1 ({upgrade.l2 ? 'L2' : 'non-L2'}, as
            today) and sets the 1.4.1 fallback handler, through Safe's official migration contract
            (a delegate call). Owners, threshold, nonce, modules and assets stay as they are. It is
            a transaction of the Safe: it needs the usual confirmations, and once executed it cannot
            be undone.
          </p>
          {migration.status === 'unavailable' && (
            <p className="field-error" data-testid="upgrade-unavailable">
              {migration.reason}
            </p>
          )}
          <div className="actions">
            <button
              type="button"
              className="button button-primary"
              data-testid="upgrade-safe-button"
              disabled={migration.status !== 'present'}
              onClick={() =>
                // The dialog shows what went wrong; closing it rejects, which is no error here.
                openTransactionFlow({ kind: 'calls', txs: [upgrade.call] }).catch(() => {})
              }
            >
              Upgrade…
            </button>
          </div>
        </>
      )}
    </section>
  )
}
