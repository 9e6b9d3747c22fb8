import type { ImplementationVersionState } from '@assent/core'
import type { AddressEx, OpenUnion } from './common'

/** `GET /v1/chains/{chainId}/safes/{address}`. */
export type SafeInfo = {
  address: AddressEx
  chainId: string
  nonce: number
  threshold: number
  owners: AddressEx[]
  implementation: AddressEx
  implementationVersionState: OpenUnion<ImplementationVersionState>
  modules: AddressEx[] | null
  guard: AddressEx | null
  fallbackHandler: AddressEx | null
  version: string | null
  collectiblesTag: string | null
  txQueuedTag: string | null
  txHistoryTag: string | null
  messagesTag: string | null
}
