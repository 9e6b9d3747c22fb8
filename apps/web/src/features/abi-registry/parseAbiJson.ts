import { type Abi, type AbiParameter, parseAbiParameter } from 'viem'
import { z } from 'zod'
import { ABI_REGISTRY_ERRORS, AbiRegistryError } from './abiRegistryErrors'

/** Larger than any real contract's ABI; refusing it keeps a wrong file from freezing the page. */
export const MAX_ABI_TEXT_LENGTH = 5_000_000

type Parameter = {
  type: string
  name?: string
  internalType?: string
  indexed?: boolean
  components?: Parameter[]
}

const identifier = z.string().regex(/^[A-Za-z_$][A-Za-z0-9_$]*$/, 'not a valid name')

const Parameter: z.ZodType<Parameter> = z.lazy(() =>
  z.object({
    type: z.string().min(1).max(200),
    name: z.string().max(200).optional(),
    internalType: z.string().max(500).optional(),
    indexed: z.boolean().optional(),
    components: z.array(Parameter).max(500).optional(),
  }),
)
const Parameters = z.array(Parameter).max(500)
const Mutability = z.enum(['pure', 'view', 'nonpayable', 'payable'])

/** Solidity's legacy `constant`/`payable` flags, for ABIs written before `stateMutability`. */
const legacyFlags = { constant: z.boolean().optional(), payable: z.boolean().optional() }

const AbiItem = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('function'),
    name: identifier,
    inputs: Parameters.default([]),
    outputs: Parameters.default([]),
    stateMutability: Mutability.optional(),
    ...legacyFlags,
  }),
  z.object({
    type: z.literal('event'),
    name: identifier,
    inputs: Parameters.default([]),
    anonymous: z.boolean().optional(),
  }),
  z.object({ type: z.literal('error'), name: identifier, inputs: Parameters.default([]) }),
  z.object({
    type: z.literal('constructor'),
    inputs: Parameters.default([]),
    stateMutability: Mutability.optional(),
    ...legacyFlags,
  }),
  z.object({
    type: z.enum(['fallback', 'receive']),
    stateMutability: Mutability.optional(),
    ...legacyFlags,
  }),
])

/**
 * Reads the text of an ABI (pasted or from a file): a JSON array of ABI items, or a build
 * artifact with an `abi` array (Hardhat, Foundry, Truffle).
 * @throws AbiRegistryError with one of ABI_REGISTRY_ERRORS, and details naming the bad item.
 */
export function parseAbiJson(text: string): Abi {
  if (text.length > MAX_ABI_TEXT_LENGTH) throw new AbiRegistryError(ABI_REGISTRY_ERRORS.tooLarge)
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (cause) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notJson, { cause })
  }
  return checkAbi(json)
}

/**
 * Checks parsed JSON is an ABI viem can use: every item of a known kind with valid names, every
 * parameter type one viem parses (tuples included), at least one function. Returns the ABI
 * normalised: only the fields viem reads, `stateMutability` derived from legacy flags.
 * @throws AbiRegistryError with one of ABI_REGISTRY_ERRORS.
 */
export function checkAbi(json: unknown): Abi {
  const items =
    json && typeof json === 'object' && !Array.isArray(json) && 'abi' in json ? json.abi : json
  if (!Array.isArray(items)) throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notAbi)
  if (items.length === 0) throw new AbiRegistryError(ABI_REGISTRY_ERRORS.emptyAbi)
  const abi = items.map((item, index) => checkItem(item, index))
  if (!abi.some((item) => item.type === 'function')) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.noFunctions)
  }
  return abi as Abi
}

function checkItem(raw: unknown, index: number): Abi[number] {
  // The ABI specification lets `type` be left out for functions.
  const withType =
    raw && typeof raw === 'object' && !Array.isArray(raw) && !('type' in raw)
      ? { ...raw, type: 'function' }
      : raw
  const parsed = AbiItem.safeParse(withType)
  const where = `Item ${index + 1}`
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const field = issue?.path.length ? ` (${issue.path.join('.')})` : ''
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notAbi, {
      details: `${where}${field}: ${issue?.message ?? 'not an ABI item'}.`,
    })
  }
  const item = parsed.data
  const label = 'name' in item ? `${where} (${item.name})` : where
  const params = [
    ...('inputs' in item ? item.inputs : []),
    ...('outputs' in item ? item.outputs : []),
  ]
  for (const param of params) checkParameter(param, label)
  const mutability =
    'stateMutability' in item || 'constant' in item || 'payable' in item
      ? (item.stateMutability ?? (item.payable ? 'payable' : item.constant ? 'view' : 'nonpayable'))
      : undefined
  switch (item.type) {
    case 'function':
      return {
        type: 'function',
        name: item.name,
        inputs: item.inputs.map(clean),
        outputs: item.outputs.map(clean),
        stateMutability: mutability ?? 'nonpayable',
      }
    case 'event':
      return {
        type: 'event',
        name: item.name,
        inputs: item.inputs.map(clean),
        ...(item.anonymous ? { anonymous: true } : {}),
      }
    case 'error':
      return { type: 'error', name: item.name, inputs: item.inputs.map(clean) }
    case 'constructor':
      return {
        type: 'constructor',
        inputs: item.inputs.map(clean),
        stateMutability: mutability === 'payable' ? 'payable' : 'nonpayable',
      }
    case 'fallback':
      return {
        type: 'fallback',
        stateMutability: mutability === 'payable' ? 'payable' : 'nonpayable',
      }
    case 'receive':
      return { type: 'receive', stateMutability: 'payable' }
  }
}

/** A parameter's type as viem's parser reads it: tuples spelled out as `(…)[]`. */
function typeSignature(param: Parameter): string {
  if (!param.type.startsWith('tuple')) return param.type
  return `(${(param.components ?? []).map(typeSignature).join(',')})${param.type.slice(5)}`
}

function checkParameter(param: Parameter, label: string): void {
  if (param.type.startsWith('tuple') && !param.components?.length) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notAbi, {
      details: `${label}: the tuple parameter ${param.name || ''} has no components.`,
    })
  }
  try {
    parseAbiParameter(typeSignature(param))
  } catch (cause) {
    throw new AbiRegistryError(ABI_REGISTRY_ERRORS.notAbi, {
      details: `${label}: unknown parameter type "${param.type}".`,
      cause,
    })
  }
  for (const component of param.components ?? []) checkParameter(component, label)
}

function clean(param: Parameter): AbiParameter {
  return {
    type: param.type,
    name: param.name ?? '',
    ...(param.internalType ? { internalType: param.internalType } : {}),
    ...(param.indexed !== undefined ? { indexed: param.indexed } : {}),
    ...(param.components ? { components: param.components.map(clean) } : {}),
  } as AbiParameter
}
