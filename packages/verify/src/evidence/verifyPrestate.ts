import { type Address, fromRlp, getAddress, type Hex, isHex, keccak256, pad } from 'viem'
import type { EvidenceAccount, EvidencePrestate } from './evidenceFile'
import { describe, partOfProofError, quantity, storageValue } from './proofValues'
import { EMPTY_CODE_HASH } from './provePrestate'
import { EMPTY_TRIE_ROOT, verifyMerkleProof } from './verifyMerkleProof'

/** One account of the prestate as its proofs hold it; only what was proven is here. */
export type ProvenAccount = {
  address: Address
  /** null: the proof shows no account at this address (empty, no code, no storage). */
  fields: { nonce: bigint; balance: bigint; codeHash: Hex; storageHash: Hex } | null
  /** The code, when it hashes to the proven codeHash. */
  code: Hex | undefined
  /** Proven slot values by 32-byte key (lower case). */
  storage: Map<Hex, bigint>
}

/** Parameters of `verifyPrestate`: the file's prestate, the header's stateRoot, the report. */
export type VerifyPrestateParameters = {
  prestate: EvidencePrestate
  stateRoot: Hex
  check: (part: string, ok: boolean, message: string) => void
}

/** What `verifyPrestate` answers: every account whose proof holds, by lower-case address. */
export type VerifyPrestateReturnType = Map<string, ProvenAccount>

/**
 * Checks every touched account of the prestate offline: its proof against the header's
 * stateRoot and each stated field against the proven account, each storage slot's proof
 * against the proven storageHash, and its code against the proven codeHash (keccak256). A
 * failure names the account, the slot or the code: "storage proof of 0x… slot 0x… node 1".
 * @example const proven = verifyPrestate({ prestate, stateRoot: header.stateRoot, check })
 */
export function verifyPrestate({
  prestate,
  stateRoot,
  check,
}: VerifyPrestateParameters): VerifyPrestateReturnType {
  const proven = new Map<string, ProvenAccount>()
  for (const account of prestate.accounts) {
    const result = verifyAccount(account, stateRoot, check)
    if (result) proven.set(result.address.toLowerCase(), result)
  }
  return proven
}

function verifyAccount(
  account: EvidenceAccount,
  stateRoot: Hex,
  check: VerifyPrestateParameters['check'],
): ProvenAccount | undefined {
  const address = getAddress(account.address)
  const part = `account proof of ${address}`
  let rlp: Hex | null
  try {
    rlp = verifyMerkleProof({
      root: stateRoot,
      path: keccak256(address),
      proof: account.accountProof,
    })
  } catch (error) {
    check(partOfProofError(part, error), false, describe(error))
    return undefined
  }
  const absent: Hex[] = ['0x', '0x', EMPTY_TRIE_ROOT, EMPTY_CODE_HASH]
  const [nonce, balance, storageHash, codeHash] = rlp ? (fromRlp(rlp, 'hex') as Hex[]) : absent
  const proven = {
    nonce: quantity(nonce) ?? 0n,
    balance: quantity(balance) ?? 0n,
    storageHash: (storageHash ?? '0x').toLowerCase() as Hex,
    codeHash: (codeHash ?? '0x').toLowerCase() as Hex,
  }
  const stated = {
    nonce: quantity(account.nonce),
    balance: quantity(account.balance),
    storageHash: account.storageHash?.toLowerCase(),
    codeHash: account.codeHash?.toLowerCase(),
  }
  const wrong = (Object.keys(proven) as (keyof typeof proven)[]).filter(
    (field) => proven[field] !== stated[field],
  )
  check(
    part,
    wrong.length === 0,
    wrong.length === 0
      ? rlp
        ? `${address} is proven against the header's stateRoot.`
        : `${address} is proven to have no account (empty).`
      : `The file says ${wrong.map((field) => `${field} ${String(stated[field])}`).join(', ')}; the proven account holds ${wrong.map((field) => `${field} ${proven[field]}`).join(', ')}.`,
  )
  if (wrong.length > 0) return undefined

  const storage = new Map<Hex, bigint>()
  for (const entry of account.storageProof) {
    const slot = pad(entry.key, { size: 32 }).toLowerCase() as Hex
    const slotPart = `storage proof of ${address} slot ${slot}`
    let value: bigint
    try {
      value = storageValue(
        verifyMerkleProof({ root: proven.storageHash, path: keccak256(slot), proof: entry.proof }),
      )
    } catch (error) {
      check(partOfProofError(slotPart, error), false, describe(error))
      continue
    }
    const same = value === quantity(entry.value)
    if (!same) {
      check(slotPart, false, `The slot holds ${value} in the proof, not ${entry.value}.`)
      continue
    }
    storage.set(slot, value)
  }
  const codeOk = isHex(account.code) && keccak256(account.code) === proven.codeHash
  if (!codeOk) {
    check(
      `code of ${address}`,
      false,
      `The code hashes to ${isHex(account.code) ? keccak256(account.code) : '(not hex)'}, not to the proven codeHash ${proven.codeHash}: the code was changed.`,
    )
  }
  return { address, fields: rlp ? proven : null, code: codeOk ? account.code : undefined, storage }
}
