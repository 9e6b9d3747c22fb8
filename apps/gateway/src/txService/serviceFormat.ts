import type { SignatureKind } from '@assent/core'
import type { DataDecoded } from '@assent/gateway-client'
import type { Hex } from 'viem'
import { decodeData } from '../decoder/decodeData'

/** A ms timestamp as the service's ISO 8601 string; null stays null. */
export function isoDate(ms: number | null | undefined): string | null {
  return ms === null || ms === undefined ? null : new Date(ms).toISOString()
}

/** The service's `signatureType` for a stored signature kind. */
export function serviceSignatureType(kind: string): string {
  const types: Record<SignatureKind, string> = {
    eip712: 'EOA',
    eth_sign: 'ETH_SIGN',
    approved_hash: 'APPROVED_HASH',
    contract: 'CONTRACT_SIGNATURE',
  }
  return types[kind as SignatureKind] ?? 'EOA'
}

/** Calldata as the service lists it: null when empty, with its decoding (null when unknown). */
export function serviceData(data: Hex): { data: Hex | null; dataDecoded: DataDecoded | null } {
  if (data === '0x') return { data: null, dataDecoded: null }
  return { data, dataDecoded: decodeData(data) }
}
