import { ERRORS, SafeAppsError } from '../protocol/errors'
import type {
  EIP712TypedData,
  GatewayTransactionDetails,
  SendTransactionsParams,
  SendTransactionsResponse,
  SignMessageResponse,
} from '../protocol/types'
import type { Communicator } from './createCommunicator'
import { isTypedData } from './isTypedData'

export type Txs = {
  /** Proposes the transactions (batched when several); resolves once the user signed. */
  send(params: SendTransactionsParams): Promise<SendTransactionsResponse>
  /** The gateway's details of a Safe transaction; `txHash` is set once executed. */
  getBySafeTxHash(safeTxHash: string): Promise<GatewayTransactionDetails>
  /** Signs a text message with the Safe (off-chain or on-chain, as the host decides). */
  signMessage(message: string): Promise<SignMessageResponse>
  /** Signs EIP-712 typed data with the Safe. */
  signTypedMessage(typedData: EIP712TypedData): Promise<SignMessageResponse>
}

/** The `txs` namespace of the client. */
export function createTxs(communicator: Communicator): Txs {
  return {
    async send({ txs, params }) {
      if (!Array.isArray(txs) || txs.length === 0) throw new SafeAppsError(ERRORS.noTransactions)
      return communicator.send('sendTransactions', params === undefined ? { txs } : { txs, params })
    },
    async getBySafeTxHash(safeTxHash) {
      if (!safeTxHash) throw new SafeAppsError(ERRORS.invalidSafeTxHash)
      return communicator.send('getTxBySafeTxHash', { safeTxHash })
    },
    async signMessage(message) {
      return communicator.send('signMessage', { message })
    },
    async signTypedMessage(typedData) {
      if (!isTypedData(typedData)) throw new SafeAppsError(ERRORS.invalidTypedData)
      return communicator.send('signTypedMessage', { typedData })
    },
  }
}
