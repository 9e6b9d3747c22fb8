import { compareSafeVersions } from '../version/compareSafeVersions'

/**
 * The one `isValidSignature` a Safe's `checkNSignatures` calls on an owner contract (v 0):
 * `legacy` is `isValidSignature(bytes data, bytes signature)` answering 0x20c13b0b, with `data`
 * the EIP-712 preimage of the hash; `bytes32` is `isValidSignature(bytes32 hash, bytes
 * signature)` answering 0x1626ba7e.
 */
export type IsValidSignatureForm = 'legacy' | 'bytes32'

/**
 * Which `isValidSignature` form a Safe of `safeVersion` calls on an owner contract: the legacy
 * one for every version before 1.5.0 (1.0.0 to 1.4.1 pass `encodeTransactionData(…)` as `data`
 * and compare with 0x20c13b0b, per their GnosisSafe.sol / Safe.sol and ISignatureValidator.sol),
 * the bytes32 one from 1.5.0 (its checkNSignatures passes `dataHash`). An owner contract that
 * answers only the other form makes `execTransaction` revert.
 * @throws Error `Invalid Safe version: <value>` for a version that cannot be read.
 * @example isValidSignatureFormOf('1.3.0+L2') // 'legacy'
 */
export function isValidSignatureFormOf(safeVersion: string): IsValidSignatureForm {
  return compareSafeVersions(safeVersion, '1.5.0') < 0 ? 'legacy' : 'bytes32'
}
