import { fromRlp, type Hex, isHex, keccak256 } from 'viem'

/** The root of an empty Merkle-Patricia trie: keccak256 of RLP(''). */
export const EMPTY_TRIE_ROOT: Hex =
  '0x56e81f171bcc55a6ff8345e692c0f86e5b48e01b996cadc001622fb5e363b421'

/** A proof that does not prove its key against its root; `node` is the first bad proof node. */
export class MerkleProofError extends Error {
  override name = 'MerkleProofError'
  /** Index in the proof of the node that fails, or the proof's length when it ends too soon. */
  readonly node: number

  constructor(message: string, node: number) {
    super(message)
    this.node = node
  }
}

/** Parameters of `verifyMerkleProof`. */
export type VerifyMerkleProofParameters = {
  /** The trie's root hash: a block's stateRoot, or an account's storageHash. */
  root: Hex
  /** The key's path in the trie: keccak256 of the address or of the 32-byte slot. */
  path: Hex
  /** The RLP-encoded nodes from the root down, as `eth_getProof` answers them. */
  proof: readonly Hex[]
}

/** What `verifyMerkleProof` answers: the RLP-encoded value at the key, or null when absent. */
export type VerifyMerkleProofReturnType = Hex | null

type Node = Hex | readonly Node[]

/**
 * Walks a Merkle-Patricia proof (Ethereum's state and storage tries, EIP-1186) from the root
 * to the key: each node must hash to the reference its parent holds (the root for the first),
 * branches follow the key's nibbles, extensions and leaves its hex-prefix paths. Nodes shorter
 * than 32 bytes sit inline in their parent. An absent key is proven by a path that ends where
 * the key would diverge.
 * @throws MerkleProofError naming the first node that does not belong, is malformed, or the
 *   proof ending too soon or carrying nodes past the key
 * @example const account = verifyMerkleProof({ root: header.stateRoot, path: keccak256(safe), proof: accountProof })
 */
export function verifyMerkleProof({
  root,
  path,
  proof,
}: VerifyMerkleProofParameters): VerifyMerkleProofReturnType {
  const key = path.slice(2).toLowerCase()
  let reference: Node = root.toLowerCase() as Hex
  let used = 0
  let depth = 0
  const finish = (value: Hex | null): Hex | null => {
    if (used !== proof.length) {
      throw new MerkleProofError(`proof node ${used} lies past the key's path.`, used)
    }
    return value
  }
  for (;;) {
    let node: Node
    if (typeof reference === 'string') {
      if (reference === EMPTY_TRIE_ROOT && used === 0) return finish(null)
      const raw = proof[used]
      if (raw === undefined) {
        throw new MerkleProofError(`the proof ends after ${used} nodes, before the key.`, used)
      }
      if (!isHex(raw) || keccak256(raw) !== reference) {
        throw new MerkleProofError(
          `proof node ${used} does not hash to the reference ${used === 0 ? 'of the root' : `in node ${used - 1}`}.`,
          used,
        )
      }
      node = decodeNode(raw, used)
      used++
    } else {
      node = reference
    }
    const at = Math.max(used - 1, 0)
    if (node.length === 17) {
      if (depth === key.length) return finish(asValue(node[16], at))
      const child = node[Number.parseInt(key[depth] as string, 16)] as Node
      depth++
      if (child === '0x') return finish(null)
      reference = asReference(child, at)
      continue
    }
    if (node.length !== 2) throw new MerkleProofError(`proof node ${at} is not a trie node.`, at)
    const { nibbles, leaf } = readHexPrefix(node[0] as Node, at)
    const rest = key.slice(depth)
    if (leaf) return finish(rest === nibbles ? asValue(node[1] as Node, at) : null)
    if (nibbles.length === 0) {
      throw new MerkleProofError(`proof node ${at} is an extension with an empty path.`, at)
    }
    if (!rest.startsWith(nibbles)) return finish(null)
    depth += nibbles.length
    reference = asReference(node[1] as Node, at)
  }
}

function decodeNode(raw: Hex, index: number): readonly Node[] {
  try {
    const node = fromRlp(raw, 'hex')
    if (Array.isArray(node)) return node
  } catch {
    // fall through: named below
  }
  throw new MerkleProofError(`proof node ${index} is not valid RLP of a trie node.`, index)
}

function asReference(child: Node, at: number): Node {
  if (Array.isArray(child)) return child
  if (typeof child === 'string' && child.length === 66) return child.toLowerCase() as Hex
  throw new MerkleProofError(`proof node ${at} holds a malformed child reference.`, at)
}

function asValue(value: Node | undefined, at: number): Hex | null {
  if (typeof value !== 'string') throw new MerkleProofError(`proof node ${at} holds no value.`, at)
  return value === '0x' ? null : value
}

/** The hex-prefix encoded path of a leaf or extension (Yellow Paper, appendix C). */
function readHexPrefix(encoded: Node, at: number): { nibbles: string; leaf: boolean } {
  if (typeof encoded !== 'string' || encoded.length < 4) {
    throw new MerkleProofError(`proof node ${at} has a malformed path.`, at)
  }
  const flag = Number.parseInt(encoded[2] as string, 16)
  if (flag > 3) throw new MerkleProofError(`proof node ${at} has a malformed path.`, at)
  const odd = (flag & 1) === 1
  return { leaf: flag >= 2, nibbles: encoded.slice(odd ? 3 : 4).toLowerCase() }
}
