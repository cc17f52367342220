/**
 * Browser chain flows: LocalNet (started or the run fails), a DynaQR app of their own deployed the
 * way `npm run deploy` does it, and the production build configured for that app, served locally.
 */
import { rm } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { chromiumPath, serveProductionBuild } from '../../scripts/lib/headless-app'
import { dynaqrOnLocalNet, webAppEnv } from '../../scripts/lib/fresh-dynaqr'
import { startLocalNetOrFail } from '../support/localnet'
import { ensureTestUsdc } from '../../scripts/lib/test-usdc'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    chromiumPath: string
    /** The served build's directory, whose source maps say what each script holds. */
    distDir: string
    appId: string
    scanSponsorAddress: string
    scanSponsorProgram: string
    attendeeSponsorAddress: string
    attendeeSponsorProgram: string
    /** The LocalNet's test USDC, made by its dispenser, which the served app offers as a currency. */
    usdcAssetId: string
  }
}

export default async function setup(project: TestProject) {
  const network = startLocalNetOrFail()
  const deployment = await dynaqrOnLocalNet(network)
  const { appClient, sponsor, attendeeSponsor } = deployment
  // The dispenser makes the test USDC (once per LocalNet), so that the tests can give some to anyone.
  const usdc = await ensureTestUsdc(deployment.algorand, await deployment.algorand.account.localNetDispenser())
  project.provide('chromiumPath', chromiumPath())
  project.provide('usdcAssetId', usdc.toString())
  // A directory per run: another run in the same checkout builds for its own app id.
  const outDir = fileURLToPath(new URL(`./.dist/run-${process.pid}`, import.meta.url))
  const served = await serveProductionBuild(outDir, {
    ...webAppEnv(appClient.appId, deployment, network),
    VITE_USDC_ASSET_ID: usdc.toString(),
  })
  project.provide('baseUrl', served.baseUrl)
  project.provide('distDir', outDir)
  project.provide('appId', appClient.appId.toString())
  project.provide('scanSponsorAddress', sponsor.address)
  project.provide('scanSponsorProgram', sponsor.programBase64)
  project.provide('attendeeSponsorAddress', attendeeSponsor.address)
  project.provide('attendeeSponsorProgram', attendeeSponsor.programBase64)
  return async () => {
    await served.close()
    await rm(outDir, { recursive: true, force: true })
  }
}
