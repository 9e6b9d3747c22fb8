import { parseAbi } from 'viem'

/**
 * The Allowance module 0.1.1 (Safe's "spending limits"): a singleton a Safe enables as a module;
 * the Safe adds delegates and gives each a per-token allowance, optionally refilled every reset
 * period; a delegate then moves tokens out of the Safe alone, with one signature over
 * generateTransferHash (the allowance's nonce makes each signature single-use).
 */
export const allowanceModuleAbi = parseAbi([
  'function addDelegate(address delegate)',
  'function removeDelegate(address delegate, bool removeAllowances)',
  'function setAllowance(address delegate, address token, uint96 allowanceAmount, uint16 resetTimeMin, uint32 resetBaseMin)',
  'function resetAllowance(address delegate, address token)',
  'function deleteAllowance(address delegate, address token)',
  'function executeAllowanceTransfer(address safe, address token, address to, uint96 amount, address paymentToken, uint96 payment, address delegate, bytes signature)',
  'function generateTransferHash(address safe, address token, address to, uint96 amount, address paymentToken, uint96 payment, uint16 nonce) view returns (bytes32)',
  'function getTokens(address safe, address delegate) view returns (address[])',
  'function getTokenAllowance(address safe, address delegate, address token) view returns (uint256[5])',
  'function getDelegates(address safe, uint48 start, uint8 pageSize) view returns (address[] results, uint48 next)',
  'function NAME() view returns (string)',
  'function VERSION() view returns (string)',
  'event AddDelegate(address indexed safe, address delegate)',
  'event RemoveDelegate(address indexed safe, address delegate)',
  'event ExecuteAllowanceTransfer(address indexed safe, address delegate, address token, address to, uint96 value, uint16 nonce)',
  'event PayAllowanceTransfer(address indexed safe, address delegate, address paymentToken, address paymentReceiver, uint96 payment)',
  'event SetAllowance(address indexed safe, address delegate, address token, uint96 allowanceAmount, uint16 resetTime)',
  'event ResetAllowance(address indexed safe, address delegate, address token)',
  'event DeleteAllowance(address indexed safe, address delegate, address token)',
])

/**
 * Where Allowance module 0.1.1 lives: CREATE2 with salt 0 through the Safe singleton factory,
 * so the same address on every chain that has the factory (the devnet's included).
 */
export const ALLOWANCE_MODULE_0_1_1 = '0xAA46724893dedD72658219405185Fb0Fc91e091C' as const
