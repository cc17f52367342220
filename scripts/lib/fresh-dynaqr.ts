/**
 * A DynaQR app of its own on a LocalNet, deployed the way `npm run deploy` does it (deploy-config),
 * with the web app's configuration for it and funded accounts on demand: for the chain tests and
 * the benchmarks, which must not touch the checkout's own deployment.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Address } from 'algosdk'
import { parseConfig, type AppConfig } from '../../frontend/src/config'
import { algorandFor, type NetworkConfig, type SigningAccount } from './network'
import { deploy, type SponsorLogicSig } from '../../smart_contracts/dynaqr/deploy-config'

/** The deployment's two fee-paying LogicSigs, as the web app is given them. */
export interface Sponsors {
  sponsor: SponsorLogicSig
  attendeeSponsor?: SponsorLogicSig
}

export type LocalNetDynaQr = Awaited<ReturnType<typeof dynaqrOnLocalNet>>

/** The web app's settings for an app on this LocalNet, as `npm run deploy` writes them. */
export function webAppEnv(
  appId: bigint,
  { sponsor, attendeeSponsor }: Sponsors,
  network: NetworkConfig,
): Record<string, string> {
  return {
    VITE_ALGOD_NETWORK: 'localnet',
    VITE_ALGOD_SERVER: network.algod.server,
    VITE_ALGOD_PORT: network.algod.port,
    VITE_ALGOD_TOKEN: network.algod.token,
    ...(network.kmd && {
      VITE_KMD_SERVER: network.kmd.server,
      VITE_KMD_PORT: network.kmd.port,
      VITE_KMD_TOKEN: network.kmd.token,
    }),
    VITE_APP_ID: appId.toString(),
    VITE_SCAN_SPONSOR_ADDRESS: sponsor.address,
    VITE_SCAN_SPONSOR_PROGRAM: sponsor.programBase64,
    ...(attendeeSponsor && {
      VITE_ATTENDEE_SPONSOR_PROGRAM: attendeeSponsor.programBase64,
    }),
  }
}

/** The web app's configuration for an app on this LocalNet. */
export function localNetAppConfig(appId: bigint, sponsors: Sponsors, network: NetworkConfig): AppConfig {
  return parseConfig(webAppEnv(appId, sponsors, network))
}

export async function dynaqrOnLocalNet(network: NetworkConfig) {
  const algorand = algorandFor(network)
  const dispenser = await algorand.account.localNetDispenser()
  const fundedAccount = async (algos = 20): Promise<SigningAccount> => {
    const account = algorand.account.random()
    if (algos > 0)
      await algorand.send.payment({ sender: dispenser.addr, receiver: account.addr, amount: AlgoAmount.Algos(algos) })
    return account
  }
  const deployer = await fundedAccount(50)
  const deployment = await deploy(algorand, deployer, {
    updatable: false,
    deletable: false,
    appendOnSchemaBreak: false,
    existingDeployments: { creator: deployer.addr, apps: {} },
    sponsorFloat: AlgoAmount.Algos(1),
  })
  const appClient = deployment.appClient
  const config = localNetAppConfig(appClient.appId, deployment, network)
  const balance = async (address: Address | string) =>
    (await algorand.account.getInformation(address)).balance.microAlgos
  return {
    network,
    algorand,
    dispenser,
    deployer,
    appClient,
    tokens: deployment.tokens,
    sponsor: deployment.sponsor,
    attendeeSponsor: deployment.attendeeSponsor,
    config,
    fundedAccount,
    balance,
  }
}
