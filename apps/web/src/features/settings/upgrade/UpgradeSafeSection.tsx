import type { Address } from 'viem'
import { openTransactionFlow } from '../../transactions/request/transactionFlowStore'
import { buildSafeUpgradeCall } from './buildSafeUpgradeCall'
import { useMigrationContractCheck } from './useMigrationContractCheck'

/**
 * Offers the upgrade of an older Safe by its version's official path, said plainly before
 * anything is signed; the transaction then goes through the normal review (which simulates it,
 * names the new singleton and asks for the acknowledgement a change of the Safe's code needs).
 */
export function UpgradeSafeSection({
  implementation,
  safeAddress,
  chainId,
  networkIsL2,
}: {
  implementation: string
  safeAddress: Address
  chainId: string
  /** The network's `l2` flag: pre-1.3.0 Safes have no L2 kind and get the one new Safes get. */
  networkIsL2: boolean
}) {
  const upgrade = buildSafeUpgradeCall({
    implementation,
    safeAddress,
    l2ForOlderSafes: networkIsL2,
  })
  const migration = useMigrationContractCheck(
    chainId,
    upgrade.kind === 'upgrade' ? upgrade.requiredCode : [],
  )
  if (upgrade.kind === 'latest') return null
  const title = upgrade.kind === 'upgrade' ? `Upgrade to Safe ${upgrade.toVersion}` : 'Upgrade'
  return (
    <section className="card" aria-labelledby="upgrade-title" data-testid="upgrade-safe">
      <h2 id="upgrade-title">{title}</h2>
      {upgrade.kind === 'unsupported' ? (
        <p className="muted">{upgrade.reason}</p>
      ) : (
        <>
          {upgrade.toVersion === '1.4.1' ? (
            <p>
              This changes the code your Safe runs to Safe 1.4.1 ({upgrade.l2 ? 'L2' : 'non-L2'}, as
              today) and sets the 1.4.1 fallback handler, through Safe's official migration contract
              (a delegate call). Owners, threshold, nonce, modules and assets stay as they are. It
              is a transaction of the Safe: it needs the usual confirmations, and once executed it
              cannot be undone.
            </p>
          ) : (
            <p>
              This changes the code your Safe runs to Safe 1.3.0 ({upgrade.l2 ? 'L2' : 'non-L2'}{' '}
              singleton) and sets the 1.3.0 compatibility fallback handler (which adds EIP-1271
              message signing), in one batch of two calls of the Safe to itself. Owners, threshold,
              nonce, modules and assets stay as they are; signatures are then hashed with the
              network's chain id. From 1.3.0, the upgrade to 1.4.1 is offered here. It is a
              transaction of the Safe: it needs the usual confirmations, and once executed it cannot
              be undone.
            </p>
          )}
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
                openTransactionFlow({ kind: 'calls', txs: upgrade.calls }).catch(() => {})
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
