import {
  type DeviceHashes as Hashes,
  type LooseTypedData,
  safeMessageDeviceHashes,
} from '@assent/review'
import { DeviceHashes } from '../../components/DeviceHashes'
import { useCurrentSafe } from '../safe/SafeContext'

/**
 * The domain hash and message hash a hardware wallet shows when an owner signs `content` as
 * this Safe's SafeMessage, recomputed here from the content and the Safe (never taken from the
 * gateway). Nothing while the Safe's version is unknown or the content does not hash: the view
 * around it already says the message cannot be checked.
 */
export function MessageDeviceHashes({ content }: { content: string | LooseTypedData }) {
  const safe = useCurrentSafe()
  const hashes = hashesOf(safe.chainId, safe.address, safe.safeInfo.version, content)
  if (!hashes) return null
  return <DeviceHashes domainHash={hashes.domainHash} messageHash={hashes.messageHash} />
}

function hashesOf(
  chainId: string,
  safeAddress: `0x${string}`,
  safeVersion: string | null,
  content: string | LooseTypedData,
): Hashes | undefined {
  if (!safeVersion) return undefined
  try {
    return safeMessageDeviceHashes({
      chainId: BigInt(chainId),
      safeAddress,
      safeVersion,
      message: content,
    })
  } catch {
    // The content's own problem is shown by the hash check beside it.
    return undefined
  }
}
