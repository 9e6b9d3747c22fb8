/**
 * What the ABI registry tells a user when it refuses something, word for word (each is asserted
 * in a test). Nothing is stored when one of these is shown.
 */
export const ABI_REGISTRY_ERRORS = {
  notJson: 'Not JSON: an ABI is a JSON array, like [{"type":"function","name":"transfer",…}].',
  notAbi:
    'This JSON is not an ABI: expected an array of ABI items (or an object with an "abi" array).',
  emptyAbi: 'This ABI is empty: it has no items.',
  noFunctions: 'This ABI has no functions, so it cannot decode any call.',
  tooLarge: 'This is larger than 5 MB: too large for an ABI.',
  noAddress: 'Enter the contract address.',
  badAddress: 'Not a valid address: expected 0x followed by 40 hexadecimal characters.',
  badChecksum:
    'This address has a wrong checksum (mixed upper and lower case): check it for a typo, or enter it in lower case.',
  badChainId: 'Not a valid chain id: expected a decimal number such as 1 or 31337.',
  notExport:
    'This file is not an ABI export of Assent: expected {"kind":"abi-registry","entries":[…]}.',
  abiNotExport:
    'This file is a single ABI, not an export: add it with "Add an ABI" instead (it needs an address).',
  unavailable:
    'This browser does not let Assent store ABIs (IndexedDB is unavailable, e.g. in a private window). Nothing was changed.',
  storageFailed: 'The browser refused to store the change (IndexedDB failed). Nothing was changed.',
} as const

/** A refusal of the ABI registry: `message` is one of ABI_REGISTRY_ERRORS, `details` says where. */
export class AbiRegistryError extends Error {
  override name = 'AbiRegistryError'
  /** The user-facing text without details (one of ABI_REGISTRY_ERRORS). */
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(shortMessage: string, options: { details?: string; cause?: unknown } = {}) {
    super(options.details ? `${shortMessage} ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.shortMessage = shortMessage
    this.details = options.details
  }
}
