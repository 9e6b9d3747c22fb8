/**
 * `npm run devnet`: starts anvil with the Safe contracts and the demo world, prints what a
 * developer needs, and stays up until Ctrl-C (state is kept in the data folder).
 * Env: DEVNET_PORT (default 8545), DEVNET_DATA (default <repo>/.data/devnet).
 * Flags: --reset (start from an empty chain), --verbose (show anvil's log).
 */
import { rmSync } from 'node:fs'
import { join } from 'node:path'
import { createDevnetClients } from './createDevnetClients'
import { defaultDataDir } from './defaultDataDir'
import type { DemoWorld } from './demoWorld'
import { formatDemoSafes } from './formatDemoSafes'
import { seedDemoWorld } from './seedDemoWorld'
import { startDevnet } from './startDevnet'

const DAY = 86_400

async function main() {
  const args = new Set(process.argv.slice(2))
  const dataDir = defaultDataDir()
  if (args.has('--reset')) {
    rmSync(join(dataDir, 'state.json'), { force: true })
    rmSync(join(dataDir, 'demo.json'), { force: true })
  }
  const devnet = await startDevnet({
    dataDir,
    verbose: args.has('--verbose'),
    // A new chain starts a week back so the seeded history falls on past days.
    genesisTimestamp: Math.floor(Date.now() / 1000) - 7 * DAY,
  })
  let stopping = false
  const shutdown = async (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the devnet, saving its state to ${devnet.statePath}`)
    await devnet.stop()
    process.exit(0)
  }
  process.on('SIGINT', () => void shutdown('SIGINT'))
  process.on('SIGTERM', () => void shutdown('SIGTERM'))

  try {
    const { publicClient } = createDevnetClients(devnet.rpcUrl, devnet.chainId)
    const before = await publicClient.getBlockNumber()
    const world = await seedDemoWorld(devnet.rpcUrl, { dataDir })
    const seededNow = (await publicClient.getBlockNumber()) !== before
    printWorld(world, seededNow, dataDir)
  } catch (error) {
    await devnet.stop()
    throw error
  }
}

function printWorld(world: DemoWorld, seededNow: boolean, dataDir: string) {
  const lines = [
    '',
    `Assent devnet: ${world.rpcUrl} (chain id ${world.chainId})`,
    `Data folder:   ${dataDir}`,
    seededNow
      ? 'Demo world:    seeded now'
      : 'Demo world:    already seeded (state kept from an earlier run)',
    '',
    'Demo Safes',
    ...formatDemoSafes(world),
    '',
    'Demo tokens',
    `  aUSD (6 decimals)   ${world.tokens.usd6}`,
    `  AST  (18 decimals)  ${world.tokens.ast18}`,
    `  APNK (ERC-721)      ${world.tokens.nft}`,
    '',
    'Safe 1.4.1 contracts',
    ...Object.entries(world.contracts).map(([name, address]) => `  ${name.padEnd(30)}${address}`),
    '',
    'Accounts — TEST KEYS, public: never use them on a real chain',
    ...world.accounts.map(
      (account, index) => `  (${index}) ${account.address}  ${account.privateKey}`,
    ),
    '',
    `Manifest: ${join(dataDir, 'demo.json')}`,
    'Devnet ready. Ctrl-C stops it and keeps its state.',
  ]
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
