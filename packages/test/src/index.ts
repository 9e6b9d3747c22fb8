export { findFreePort } from './findFreePort'
export { type StartTestDevnetOptions, startTestDevnet, type TestDevnet } from './startTestDevnet'
export { TEST_ACCOUNTS } from './testAccounts'
