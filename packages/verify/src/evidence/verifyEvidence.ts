import {
  getKnownSafeSingleton,
  getSafeTxTypedData,
  type SafeTransactionData,
  safeTxDomainHash,
  safeTxHash,
  safeTxMessageHash,
  typedDataPreimage,
  verifySafeConfirmations,
} from '@assent/core'
import {
  type Address,
  fromRlp,
  getAddress,
  type Hex,
  hexToBigInt,
  isAddressEqual,
  keccak256,
  pad,
  zeroAddress,
} from 'viem'
import { EVIDENCE_FORMATS, type EvidenceFile } from './evidenceFile'
import { hashBlockHeader } from './hashBlockHeader'
import { describe, partOfProofError, quantity, storageValue } from './proofValues'
import { readProvenSafeState } from './readProvenSafeState'
import { checkRerun, type RerunReport } from './rerun/checkRerun'
import { verifyMerkleProof } from './verifyMerkleProof'
import { verifyPrestate } from './verifyPrestate'

/** One thing checked; `part` names what in the file it is about. */
export type EvidenceCheck = {
  part: string
  status: 'ok' | 'failed' | 'unchecked'
  message: string
}

/** Parameters of `verifyEvidence`: the parsed content of an evidence file. */
export type VerifyEvidenceParameters = EvidenceFile

/** What `verifyEvidence` answers. */
export type VerifyEvidenceReturnType = {
  /** Nothing failed. */
  ok: boolean
  checks: EvidenceCheck[]
  failures: EvidenceCheck[]
  /** The block the evidence holds for: compare its hash with a second source. */
  block: { number: bigint | null; hash: Hex }
  /** The transaction re-run here over the proven prestate, or why it could not be. */
  rerun: RerunReport
}

/**
 * Checks an evidence file with no network: the header hashes to the block hash; the Safe's
 * account is proven against the header's stateRoot and each storage slot against the
 * account's storageHash (Merkle-Patricia proofs); the state the file states equals the state
 * those proofs hold; the transaction's fields hash to the recorded domain, message and
 * safeTxHash under the proven version; each ECDSA confirmation recovers to a proven owner;
 * every account the execution touches is proven (storage and code too) and the transaction,
 * re-run in an EVM over that state alone, has the exported simulation's effects.
 * Each failure names the part of the file that does not hold.
 * @example const { ok, failures } = verifyEvidence(JSON.parse(readFileSync(path, 'utf8')))
 */
export async function verifyEvidence(
  evidence: VerifyEvidenceParameters,
): Promise<VerifyEvidenceReturnType> {
  const checks: EvidenceCheck[] = []
  const check = (part: string, ok: boolean, message: string) =>
    checks.push({ part, status: ok ? 'ok' : 'failed', message })
  const block = { number: readNumber(evidence.block?.header?.number), hash: evidence.block?.hash }
  if (!EVIDENCE_FORMATS.includes(evidence.format)) {
    check('format', false, `Not an evidence file of format ${EVIDENCE_FORMATS.join(' or ')}.`)
    return finish(checks, block, NO_RERUN)
  }

  const headerHash = attempt(() => hashBlockHeader(evidence.block.header))
  check(
    'block header',
    headerHash === evidence.block.hash.toLowerCase(),
    headerHash instanceof Error
      ? headerHash.message
      : headerHash === evidence.block.hash.toLowerCase()
        ? `The header hashes to the block hash ${headerHash}.`
        : `The header's fields hash to ${headerHash}, not to the block hash ${evidence.block.hash}: the header was changed.`,
  )

  const accounts = evidence.prestate
    ? verifyPrestate({
        prestate: evidence.prestate,
        stateRoot: evidence.block.header.stateRoot ?? '0x',
        check,
      })
    : undefined
  const storage = checkProofs(evidence, check)
  const proven = storage ? readProvenSafeState(storage) : undefined
  if (!proven) {
    checks.push({
      part: 'transaction',
      status: 'unchecked',
      message: "The Safe's state is not proven, so the hashes and confirmations are not checked.",
    })
    return finish(checks, block, NO_RERUN)
  }
  for (const problem of proven.problems) check(problem.part, false, problem.message)
  compareStatedState(evidence, proven.state, check)
  const version = proven.state.singleton
    ? (getKnownSafeSingleton(proven.state.singleton)?.version ?? null)
    : null
  if (!version) {
    check('state.singleton', false, 'The proven singleton is not a Safe this verifier knows.')
    return finish(checks, block, NO_RERUN)
  }
  const statedVersion = evidence.state.version?.split('+')[0]
  check(
    'state.version',
    statedVersion === version,
    statedVersion === version
      ? `The proven singleton is Safe ${version}.`
      : `The file says version ${String(evidence.state.version)}, the proven singleton is Safe ${version}.`,
  )
  const transaction = await checkTransaction(evidence, version, proven.state, check, (entry) =>
    checks.push(entry),
  )
  const rerun = await checkRerun({
    evidence,
    accounts,
    transaction,
    safeState: proven.state,
  })
  checks.push(rerun.check)
  return finish(checks, block, rerun.report)
}

type Check = (part: string, ok: boolean, message: string) => void

/** The account proof, then every storage proof; answers the proven slot values by key. */
function checkProofs(evidence: EvidenceFile, check: Check): Map<Hex, bigint> | undefined {
  const { proof, block } = evidence
  if (!isAddressEqual(proof.address, evidence.safe)) {
    check('proof.address', false, `The proofs are of ${proof.address}, not of the Safe.`)
    return undefined
  }
  let account: Hex | null
  try {
    account = verifyMerkleProof({
      root: block.header.stateRoot ?? '0x',
      path: keccak256(proof.address),
      proof: proof.accountProof,
    })
  } catch (error) {
    check(partOfProofError('account proof', error), false, describe(error))
    return undefined
  }
  if (!account) {
    check('account proof', false, 'The account proof shows no account at the Safe address.')
    return undefined
  }
  const [nonce, balance, storageHash, codeHash] = fromRlp(account, 'hex') as Hex[]
  const fields = { nonce, balance, storageHash, codeHash }
  for (const [name, value] of Object.entries(fields)) {
    const stated = proof[name as keyof typeof fields]
    const same =
      name === 'storageHash' || name === 'codeHash'
        ? value === stated?.toLowerCase()
        : quantity(value) === quantity(stated)
    check(
      `proof.${name}`,
      same,
      same
        ? `The account's ${name} is proven.`
        : `The account's ${name} is ${value} in the proven account, not ${stated}.`,
    )
  }
  check('account proof', true, "The Safe's account is proven against the header's stateRoot.")

  const values = new Map<Hex, bigint>()
  for (const entry of proof.storageProof) {
    const part = `storage proof of ${entry.label}`
    const slot = pad(entry.key, { size: 32 }).toLowerCase() as Hex
    let proven: bigint
    try {
      proven = storageValue(
        verifyMerkleProof({ root: storageHash ?? '0x', path: keccak256(slot), proof: entry.proof }),
      )
    } catch (error) {
      check(partOfProofError(part, error), false, describe(error))
      continue
    }
    const same = proven === quantity(entry.value)
    check(
      part,
      same,
      same
        ? `${entry.label} is proven.`
        : `${entry.label} is ${proven} in the proof, not ${entry.value}.`,
    )
    if (same) values.set(slot, proven)
  }
  return values
}

/** The state the file states against the state its proofs hold, field by field. */
function compareStatedState(
  evidence: EvidenceFile,
  proven: ReturnType<typeof readProvenSafeState>['state'],
  check: Check,
): void {
  const stated = evidence.state
  const list = (addresses: readonly string[] | undefined) =>
    (addresses ?? []).map((address) => address.toLowerCase()).join(',')
  const address = (value: string | null | undefined) =>
    value && !isAddressEqual(value as Address, zeroAddress) ? value.toLowerCase() : ''
  const fields: [string, string, string][] = [
    ['owners', list(proven.owners), list(stated.owners)],
    ['threshold', String(proven.threshold), String(stated.threshold)],
    ['nonce', String(proven.nonce), String(stated.nonce)],
    ['modules', list(proven.modules), list(stated.modules)],
    ['guard', address(proven.guard), address(stated.guard)],
    ['fallbackHandler', address(proven.fallbackHandler), address(stated.fallbackHandler)],
    ['singleton', address(proven.singleton), address(stated.singleton)],
  ]
  for (const [field, fromProofs, inFile] of fields) {
    if (fromProofs === undefined) continue
    check(
      `state.${field}`,
      fromProofs === inFile,
      fromProofs === inFile
        ? `${field} matches the proofs.`
        : `The file says ${field} ${inFile || '(none)'}, the proofs hold ${fromProofs || '(none)'}.`,
    )
  }
}

/** The transaction's hashes under the proven version, and each confirmation. */
async function checkTransaction(
  evidence: EvidenceFile,
  version: string,
  proven: ReturnType<typeof readProvenSafeState>['state'] | undefined,
  check: Check,
  report: (entry: EvidenceCheck) => void,
): Promise<{ tx: SafeTransactionData; safeTxHash: Hex } | undefined> {
  const tx = attempt(() => readTransaction(evidence))
  if (tx instanceof Error) {
    check('transaction', false, `The transaction cannot be read: ${tx.message}`)
    return undefined
  }
  const params = { chainId: evidence.chainId, safeAddress: evidence.safe, safeVersion: version, tx }
  const domainHash = safeTxDomainHash(params)
  const messageHash = safeTxMessageHash(params)
  const hash = safeTxHash(params)
  const recorded = evidence.hashes
  check(
    'hashes.domainHash',
    domainHash === recorded.domainHash.toLowerCase(),
    domainHash === recorded.domainHash.toLowerCase()
      ? `The domain hash ${domainHash} is recomputed.`
      : `The chain, Safe and version give the domain hash ${domainHash}, not ${recorded.domainHash}.`,
  )
  check(
    'transaction',
    messageHash === recorded.messageHash.toLowerCase(),
    messageHash === recorded.messageHash.toLowerCase()
      ? `The transaction's fields hash to the message hash ${messageHash}.`
      : `The transaction's fields hash to the message hash ${messageHash}, not ${recorded.messageHash}: the transaction was changed.`,
  )
  check(
    'hashes.safeTxHash',
    hash === recorded.safeTxHash.toLowerCase(),
    hash === recorded.safeTxHash.toLowerCase()
      ? `The safeTxHash ${hash} is recomputed.`
      : `The transaction hashes to the safeTxHash ${hash}, not ${recorded.safeTxHash}.`,
  )
  if (proven && tx.nonce < BigInt(proven.nonce)) {
    check(
      'transaction.nonce',
      false,
      `The Safe's nonce at this block is ${proven.nonce}: nonce ${tx.nonce} is used already.`,
    )
  }
  const confirmations = await verifySafeConfirmations({
    // No client: ECDSA signatures are recovered here; approvals and contract signatures need
    // the chain and stay unchecked.
    client: undefined,
    safeAddress: evidence.safe,
    safeVersion: version,
    hash,
    preimage: typedDataPreimage(getSafeTxTypedData(params)),
    owners: proven?.owners ?? [],
    confirmations: evidence.confirmations.map((confirmation) => ({
      claimedSigner: confirmation.signer,
      signature: confirmation.signature,
    })),
  })
  confirmations.checks.forEach((confirmation, index) => {
    const part = `confirmations[${index}] (${confirmation.claimedSigner})`
    if (confirmation.status === 'unverified') {
      report({ part, status: 'unchecked', message: confirmation.reason ?? 'Needs the chain.' })
      return
    }
    const ok = confirmation.status === 'verified' && !confirmation.duplicate
    report({
      part,
      status: ok ? 'ok' : 'failed',
      message: ok
        ? `Signed by the owner ${confirmation.recoveredSigner} (recovered here).`
        : `Invalid: ${confirmation.reason ?? 'listed twice.'}`,
    })
  })
  return { tx, safeTxHash: hash }
}

const NO_RERUN: RerunReport = {
  status: 'not-possible',
  message: "not possible: the Safe's state or version is not proven.",
}

function finish(
  checks: EvidenceCheck[],
  block: VerifyEvidenceReturnType['block'],
  rerun: RerunReport,
): VerifyEvidenceReturnType {
  const failures = checks.filter((check) => check.status === 'failed')
  return { ok: failures.length === 0, checks, failures, block, rerun }
}

function attempt<T>(run: () => T): T | Error {
  try {
    return run()
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error))
  }
}

function readNumber(value: Hex | undefined): bigint | null {
  return value ? hexToBigInt(value) : null
}

/** The SafeTx of the file; throws when a field is not what a SafeTx holds. */
function readTransaction({ transaction }: EvidenceFile): SafeTransactionData {
  const operation = transaction.operation
  if (operation !== 0 && operation !== 1) throw new Error(`operation ${String(operation)}`)
  return {
    to: getAddress(transaction.to),
    value: BigInt(transaction.value),
    data: transaction.data,
    operation,
    safeTxGas: BigInt(transaction.safeTxGas),
    baseGas: BigInt(transaction.baseGas),
    gasPrice: BigInt(transaction.gasPrice),
    gasToken: getAddress(transaction.gasToken),
    refundReceiver: getAddress(transaction.refundReceiver),
    nonce: BigInt(transaction.nonce),
  }
}
