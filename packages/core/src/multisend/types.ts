import type { Address, Hex } from 'viem'
import type { Operation } from '../enums/transaction'

/** One call inside a MultiSend batch. */
export type MetaTransaction = { operation: Operation; to: Address; value: bigint; data: Hex }

/** A decoded batch entry; `actions` holds the entries of a nested `multiSend` call. */
export type MultiSendAction = MetaTransaction & { actions?: MultiSendAction[] }
