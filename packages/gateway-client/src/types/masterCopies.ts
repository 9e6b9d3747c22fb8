/** One entry of `GET /v1/chains/{chainId}/about/master-copies`. */
export type MasterCopyReply = {
  address: string
  version: string
  deployer: string
  deployerRepoUrl: string
}
