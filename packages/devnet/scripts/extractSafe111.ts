/**
 * Writes src/artifacts/safe-1.1.1.json: the runtime code of the Safe 1.1.1 contracts the devnet
 * places with anvil_setCode, taken from the published npm package's build artifacts. That
 * package cannot be a dependency (its own dependencies include GitHub tarballs), so its code is
 * extracted once with this script and committed; src/deploySafe111Contracts.ts checks each
 * code hash against @safe-global/safe-deployments before using it.
 *
 * Run: npm run extract-safe-1.1.1 -w packages/devnet   (needs the npm registry)
 */
import { writeTruffleRuntimeCode } from './writeTruffleRuntimeCode'

writeTruffleRuntimeCode('@gnosis.pm/safe-contracts@1.1.1', 'safe-1.1.1.json', [
  'GnosisSafe',
  'ProxyFactory',
  'DefaultCallbackHandler',
  'MultiSend',
])
