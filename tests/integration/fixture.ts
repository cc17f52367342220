/** A fresh DynaQr app on LocalNet per test file, with funded accounts and its scan sponsor. */
import { AlgorandClient } from '@algorandfoundation/algokit-utils'
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import type { Address } from 'algosdk'
import { DynaQrFactory } from '../../artifacts/dynaqr/DynaQrClient'
import { configureScanSponsor } from '../../smart_contracts/dynaqr/deploy-config'

export async function dynaqrOnLocalNet() {
  const algorand = AlgorandClient.defaultLocalNet()
  const dispenser = await algorand.account.localNetDispenser()
  const fundedAccount = async (algos = 20) => {
    const account = algorand.account.random()
    await algorand.account.ensureFunded(account.addr, dispenser.addr, AlgoAmount.Algos(algos))
    return account
  }
  const deployer = await fundedAccount(50)
  const factory = algorand.client.getTypedAppFactory(DynaQrFactory, { defaultSender: deployer.addr })
  const { appClient } = await factory.send.create.bare({ deployTimeParams: { UPDATABLE: 0, DELETABLE: 0 } })
  await algorand.send.payment({ sender: deployer.addr, receiver: appClient.appAddress, amount: AlgoAmount.MicroAlgos(100_000) })
  const sponsor = await configureScanSponsor(algorand, appClient, deployer.addr, AlgoAmount.Algos(1))
  const balance = async (address: Address | string) => (await algorand.account.getInformation(address)).balance.microAlgos
  return { algorand, appClient, deployer, sponsor, fundedAccount, balance }
}
