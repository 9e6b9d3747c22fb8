import { useEffect } from 'react'
import { ModalPlaceholder } from '../../../components/Modal'
import { lazyWalletComponent } from '../../../wallet/lazyWalletComponent'
import { useOptionalSafe } from '../../safe/SafeContext'
import { useTransactionFlow } from './useTransactionFlow'

const TransactionFlowDialog = lazyWalletComponent(
  () => import('./TransactionFlowDialog'),
  <ModalPlaceholder label="Loading the wallet">
    <p>Loading the wallet…</p>
  </ModalPlaceholder>,
)

/**
 * Renders the open transaction flow (from a page, a Safe App…) above everything, once the
 * wallet stack is ready. Mounted once in the Safe layout.
 */
export function TransactionFlowHost() {
  const { active } = useTransactionFlow()
  const safe = useOptionalSafe()
  useEffect(() => {
    if (active && !safe) active.reject(new Error('Open a Safe before creating a transaction'))
  }, [active, safe])
  if (!active || !safe) return null
  return <TransactionFlowDialog key={active.id} flow={active} />
}
