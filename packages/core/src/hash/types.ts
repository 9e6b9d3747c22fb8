import type { Address, Hex } from 'viem'
import type { Operation } from '../enums/transaction'

/** The ten fields of a SafeTx as the Safe contract hashes them. */
export type SafeTransactionData = {
  to: Address
  value: bigint
  data: Hex
  operation: Operation
  safeTxGas: bigint
  baseGas: bigint
  gasPrice: bigint
  gasToken: Address
  refundReceiver: Address
  nonce: bigint
}

/** Identifies the EIP-712 domain of one Safe: its chain, address and singleton version. */
export type SafeDomainParams = {
  chainId: number | bigint
  safeAddress: Address
  /** Singleton version, e.g. `1.4.1` or `1.3.0+L2`; it decides the domain and type layout. */
  safeVersion: string
}

export type SafeTxHashParams = SafeDomainParams & { tx: SafeTransactionData }
