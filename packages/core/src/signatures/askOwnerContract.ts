import { type Address, type Hex, type PublicClient, parseAbi } from 'viem'
import { type Attempt, attemptRead } from './attemptRead'
import { EIP1271_LEGACY_MAGIC_VALUE, EIP1271_MAGIC_VALUE } from './constants'
import { type IsValidSignatureForm, isValidSignatureFormOf } from './isValidSignatureFormOf'

// Two ABIs: viem cannot tell the bytes32 and bytes overloads apart for a 32-byte argument.
const bytes32Abi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])
const legacyAbi = parseAbi([
  'function isValidSignature(bytes data, bytes signature) view returns (bytes4)',
])

const FORM_NAMES: Record<IsValidSignatureForm, string> = {
  legacy: 'legacy isValidSignature(bytes,bytes)',
  bytes32: 'isValidSignature(bytes32,bytes)',
}
const MAGIC_VALUES: Record<IsValidSignatureForm, Hex> = {
  legacy: EIP1271_LEGACY_MAGIC_VALUE,
  bytes32: EIP1271_MAGIC_VALUE,
}

/**
 * Who asks an owner contract (v 0) whether it signed. `{ safeVersion }`: the Safe at
 * `safeAddress`, whose checkNSignatures calls one `isValidSignature` form only
 * (`isValidSignatureFormOf`), so only that form proves the signature. `'direct'`: no Safe calls
 * it, the contract is asked itself (a delegate registration), and either form proves it.
 */
export type ContractSignatureCaller = { safeVersion: string } | 'direct'

export type OwnerContractAnswer =
  | { outcome: 'proven'; proof: 'eip1271' | 'eip1271-legacy' }
  | { outcome: 'refused'; reason: string }
  | { outcome: 'rpc-error'; error: unknown }

/**
 * Asks the owner contract `owner` whether it signed `hash` with `payload` (EIP-1271), as
 * `caller` will ask it: from `safeAddress` (msg.sender, which some validators check), with the
 * legacy form over `preimage` or the bytes32 form over `hash`. When the Safe's form is refused,
 * the other form is asked too, only to say so in `reason`: its answer never proves anything,
 * since execution would revert.
 * @throws Error `Invalid Safe version: <value>` when `caller.safeVersion` cannot be read.
 * @example const answer = await askOwnerContract(client, { owner, safeAddress, caller: { safeVersion: '1.4.1' }, hash, preimage, payload })
 */
export async function askOwnerContract(
  client: PublicClient,
  p: {
    owner: Address
    safeAddress: Address
    caller: ContractSignatureCaller
    hash: Hex
    preimage: Hex
    payload: Hex
    blockNumber?: bigint
  },
): Promise<OwnerContractAnswer> {
  const call = { address: p.owner, account: p.safeAddress, blockNumber: p.blockNumber } as const
  const ask = (form: IsValidSignatureForm) =>
    attemptRead(() =>
      form === 'legacy'
        ? client.readContract({
            ...call,
            abi: legacyAbi,
            functionName: 'isValidSignature',
            args: [p.preimage, p.payload],
          })
        : client.readContract({
            ...call,
            abi: bytes32Abi,
            functionName: 'isValidSignature',
            args: [p.hash, p.payload],
          }),
    )

  if (p.caller === 'direct') {
    const [legacy, byHash] = await Promise.all([ask('legacy'), ask('bytes32')])
    if (answersMagic(legacy, 'legacy')) return { outcome: 'proven', proof: 'eip1271-legacy' }
    if (answersMagic(byHash, 'bytes32')) return { outcome: 'proven', proof: 'eip1271' }
    for (const answer of [legacy, byHash]) {
      if (!answer.ok && !answer.refused) return { outcome: 'rpc-error', error: answer.error }
    }
    return { outcome: 'refused', reason: refusedReason(p.owner, 'EIP-1271') }
  }

  const version = p.caller.safeVersion
  const form = isValidSignatureFormOf(version)
  const answer = await ask(form)
  if (answersMagic(answer, form)) {
    return { outcome: 'proven', proof: form === 'legacy' ? 'eip1271-legacy' : 'eip1271' }
  }
  if (!answer.ok && !answer.refused) return { outcome: 'rpc-error', error: answer.error }
  const other = form === 'legacy' ? 'bytes32' : 'legacy'
  if (answersMagic(await ask(other), other)) {
    return {
      outcome: 'refused',
      reason: `The owner contract ${p.owner} does not answer the ${FORM_NAMES[form]} that Safe ${version} calls (it answers only ${FORM_NAMES[other]}): execution would revert (EIP-1271).`,
    }
  }
  return {
    outcome: 'refused',
    reason: refusedReason(p.owner, `EIP-1271: ${FORM_NAMES[form]}, as Safe ${version} calls it`),
  }
}

function answersMagic(answer: Attempt<Hex>, form: IsValidSignatureForm): boolean {
  return answer.ok && answer.value.toLowerCase() === MAGIC_VALUES[form]
}

function refusedReason(owner: Address, asked: string): string {
  return `The owner contract ${owner} does not accept this signature (${asked}).`
}
