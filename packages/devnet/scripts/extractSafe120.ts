/**
 * Writes src/artifacts/safe-1.2.0.json: the runtime code of GnosisSafe 1.2.0 (the only 1.2.0
 * contract safe-deployments lists; 1.2.0 Safes were created by the 1.1.1 ProxyFactory), from
 * the published npm package's build artifacts, like scripts/extractSafe111.ts.
 *
 * That build is not byte for byte the deployed one: the package was rebuilt with solc 0.5.17
 * months after the mainnet deployment, so its metadata differs and its code hash is not the
 * one safe-deployments publishes (src/deploySafe120Contracts.ts says which hash it checks).
 *
 * Run: npm run extract-safe-1.2.0 -w packages/devnet   (needs the npm registry)
 */
import { writeTruffleRuntimeCode } from './writeTruffleRuntimeCode'

writeTruffleRuntimeCode('@gnosis.pm/safe-contracts@1.2.0', 'safe-1.2.0.json', ['GnosisSafe'])
