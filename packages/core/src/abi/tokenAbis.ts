/** ERC-20 and ERC-721 ABIs: viem's standard ones, re-exported so apps import every ABI from here. */
export { erc20Abi, erc721Abi } from 'viem'
