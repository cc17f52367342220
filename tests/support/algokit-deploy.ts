/**
 * `algokit project deploy <network>` as the chain tests play it on LocalNet: the deploy command
 * .algokit.toml names for the network, and the environment AlgoKit gives it, aimed at a node of
 * the test's choosing instead of the public algod.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { secretKeyToMnemonic } from 'algosdk'
import { readFileSync } from 'node:fs'
import { algorandFor, type Genesis, type NetworkConfig, type PublicNetworkName } from '../../scripts/lib/network'
import { repoRoot } from '../../scripts/lib/paths'

/** The arguments .algokit.toml's deploy command for this network passes after `npm run deploy --`. */
export function algokitDeployArgs(network: PublicNetworkName): string[] {
  const toml = readFileSync(`${repoRoot}.algokit.toml`, 'utf8')
  const table = toml.split(`[project.deploy.${network}]`)[1]?.split('\n[')[0] ?? ''
  const command = /^command = "npm run deploy -- (.*)"$/m.exec(table)?.[1]
  if (!command) throw new Error(`.algokit.toml has no 'npm run deploy -- …' command for ${network}`)
  return command.split(' ')
}

/**
 * AlgoKit sets ALGOD_SERVER and INDEXER_SERVER (its public defaults) and names no network; the
 * project's .env.<network> adds DEPLOYER_MNEMONIC and, for a private algod, its port and token.
 * LocalNet has no indexer, so INDEXER_SERVER is empty. LocalNet's genesis is named as the one to
 * expect (a deploy refuses a node of another network than the one it names); without it, the
 * public network's own.
 */
export function algokitDeployEnv(
  node: { server: string; port: string; token: string },
  deployerMnemonic: string,
  genesis?: Genesis,
): NodeJS.ProcessEnv {
  return {
    ALGOD_SERVER: node.server,
    ALGOD_PORT: node.port,
    ALGOD_TOKEN: node.token,
    INDEXER_SERVER: '',
    DEPLOYER_MNEMONIC: deployerMnemonic,
    ...(genesis && { DYNAQR_GENESIS_ID: genesis.id, DYNAQR_GENESIS_HASH: genesis.hash }),
  }
}

/** The genesis a node reports. */
export async function nodeGenesis(network: NetworkConfig): Promise<Genesis> {
  const params = await algorandFor(network).getSuggestedParams()
  return { id: params.genesisID ?? '', hash: Buffer.from(params.genesisHash ?? []).toString('base64') }
}

/** A new account funded from the LocalNet dispenser, with its 25 words. */
export async function fundedDeployer(localNet: NetworkConfig, algos = 50) {
  const algorand = algorandFor(localNet)
  const deployer = algorand.account.random()
  await algorand.send.payment({
    sender: (await algorand.account.localNetDispenser()).addr,
    receiver: deployer.addr,
    amount: AlgoAmount.Algos(algos),
  })
  return { address: deployer.addr.toString(), mnemonic: secretKeyToMnemonic(deployer.account.sk) }
}
