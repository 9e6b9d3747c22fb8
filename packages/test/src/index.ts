export {
  type ExecuteSafeTransactionParams,
  type ExecuteSafeTransactionResult,
  executeSafeTransaction as execSafeTransaction,
} from '@assent/devnet'
export { compileCached } from './compileCached'
export { type DeployTestSafeParams, deployTestSafe } from './deployTestSafe'
export { findFreePort } from './findFreePort'
export {
  CHROMIUM_ARGS,
  chromiumExecutable,
  launchChromium,
  launchChromiumServer,
  SHARED_CHROMIUM_ENV,
  type TestChromium,
} from './launchChromium'
export { startPostgres, type TestPostgres } from './startPostgres'
export { type StartTestDevnetOptions, startTestDevnet, type TestDevnet } from './startTestDevnet'
export { type StopStep, stopInOrder } from './stopInOrder'
export { TEST_ACCOUNTS } from './testAccounts'
