import type { Address } from 'viem'
import type { DemoSafe, DemoWorld } from './demoWorld'

/** What each demo Safe is for, in the order the CLI lists them. */
const DESCRIPTIONS: Record<keyof DemoWorld['safes'], string> = {
  multisig: 'the demo multisig, with history',
  single: 'single owner',
  mainnet: 'mainnet kind, with a queued transfer',
  legacy111: 'an old treasury',
  nested: 'owned by the 2-of-3: confirm through it',
  eip1271Signer: 'the EIP-1271 owner of the next',
  eip1271Owned: 'a Safe as EIP-1271 owner',
}

/**
 * One line per demo Safe: threshold, address, version and kind (L1/L2), owners (test accounts
 * by number, demo Safes by name) and nonce. Safes missing from an older manifest are skipped.
 */
export function formatDemoSafes(world: DemoWorld): string[] {
  const names = new Map<string, string>()
  world.accounts.forEach((account, index) => {
    names.set(account.address.toLowerCase(), `account ${index}`)
  })
  const entries = Object.entries(world.safes) as [keyof DemoWorld['safes'], DemoSafe | undefined][]
  for (const [name, safe] of entries) {
    if (safe) names.set(safe.address.toLowerCase(), `Safe ${name}`)
  }
  const ownerName = (owner: Address) => names.get(owner.toLowerCase()) ?? owner
  return (Object.keys(DESCRIPTIONS) as (keyof DemoWorld['safes'])[]).flatMap((name) => {
    const safe = world.safes[name] as DemoSafe | undefined
    if (!safe) return []
    const kind = `Safe ${safe.version ?? '?'} ${safe.l2 ? 'L2' : 'L1'}`
    const owners = safe.owners.map(ownerName).join(', ')
    return [
      `  ${safe.threshold}-of-${safe.owners.length}  ${safe.address}  ${kind.padEnd(15)}${name} (${DESCRIPTIONS[name]})  owners: ${owners}  nonce ${safe.nonce}`,
    ]
  })
}
