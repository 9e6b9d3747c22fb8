import { useLocalStore } from '../../../../kernel/createLocalStore'
import { useCurrentSafe } from '../../../safe/SafeContext'
import { PendingExecutionPanel } from './PendingExecutionPanel'
import { pendingExecutionsStore } from './pendingExecutionsStore'

/**
 * The current Safe's executions sent from this browser that are pending, or were replaced and
 * whose outcome is not dismissed yet (loaded with the wallet stack).
 */
export default function PendingExecutions() {
  const safe = useCurrentSafe()
  const all = useLocalStore(pendingExecutionsStore)
  const mine = all.filter(
    (execution) =>
      execution.chainId === safe.chainId &&
      execution.safeAddress.toLowerCase() === safe.address.toLowerCase(),
  )
  if (mine.length === 0) return null
  return (
    <section className="tx-list" aria-label="Executions sent from this browser">
      {mine.map((execution) => (
        <PendingExecutionPanel key={execution.attempts[0]?.hash} execution={execution} />
      ))}
    </section>
  )
}
