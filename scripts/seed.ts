/**
 * npm run seed — demo data created through the web app's own chain layer: the resolver tester's three
 * demo events (so they resolve for real; the community meetup's organiser pays its attendees' costs,
 * so anyone can register with just a passkey), a conference with paid tiers, and a hackathon with two
 * attendees (one confirmed, holding its token) and a few scans. On LocalNet it also creates a test
 * USDC (scripts/lib/test-usdc.ts), gives the KMD wallet's accounts 1,000 each and names it in the web
 * app's env file (VITE_USDC_ASSET_ID). Works on any network: on LocalNet
 * the events belong to KMD's first account (the web app's KMD dialog marks it 'Demo organiser'),
 * elsewhere to the deployer (DEPLOYER_MNEMONIC); that organiser also funds the attendees.
 * Idempotent: events that exist are left as they are, and a second run sends nothing. On MainNet
 * nothing is sent without an explicit confirmation: typed at the prompt, or `--yes` where there is
 * no terminal.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { fileURLToPath } from 'node:url'
import { attendeeCost, budgetFor } from '../frontend/src/domain/costs/attendee-costs'
import { DEMO_EVENT_IDS } from '../frontend/src/domain/qr/demo-events'
import type { CreateEventInput, DynaEvent, EventSettings } from '../frontend/src/domain/event/event'
import type { TicketTier } from '../frontend/src/domain/tier/ticket-tiers'
import type { ChainApi } from '../frontend/src/chain/node-api'
import {
  algorandFor,
  assertReachable,
  deployerAccount,
  loadProjectEnvFiles,
  networkFromEnvironment,
  networkNameFrom,
  type NetworkConfig,
  type SigningAccount,
} from './lib/network'
import { confirmFromTerminal } from './lib/confirm'
import { checkInAtDoor, pairedDoor } from './lib/door-device'
import { algoTier, createEventInput, createEventOrThrow, registrationForm } from './lib/create-input'
import { chainApiFor, deployedAppConfig } from './lib/node-chain'
import { frontendEnvFile, projectPaths, repoRoot, type ProjectPaths } from './lib/paths'
import { setFrontendEnvValue } from './lib/frontend-env'
import { ensureTestUsdc, giveTestUsdc } from './lib/test-usdc'
import { listKmdAccounts } from '../frontend/src/ui/wallet/stack/kmd-wallet'

export const SEED_HACKATHON = 'SEED-HACKATHON'
const HOUR = 3_600
/** The hackathon is on: it started an hour before the seed ran and lasts a month, so its door is open. */
const seededAt = Math.floor(Date.now() / 1000)
const HACKATHON_SETTINGS = {
  startsAt: seededAt - HOUR,
  endsAt: seededAt + 30 * 24 * HOUR,
  checkInOpensBefore: 2 * HOUR,
  selfCheckIn: false,
  decideBy: 0,
}
/** What each seeded attendee gets: registration deposit, token deposit, opt-in and fees, with room to spare. */
const ATTENDEE_FUNDING = AlgoAmount.Algos(0.5)

/** The community meetup's budget for attendees' costs: enough for this many free attendees. */
const MEETUP_ATTENDEES_COVERED = 25

function demoEvent(
  eventId: string,
  eventName: string,
  currentUrl: string,
  tiers: TicketTier[] = [],
  settings?: EventSettings,
  extra: Partial<CreateEventInput> = {},
): CreateEventInput {
  return createEventInput(eventId, eventName, currentUrl, {
    ...extra,
    settings,
    description: `${eventName} — DynaQR demo event.`,
    maxCapacity: tiers.length ? 200 : 0,
    tags: ['demo', 'algorand'],
    organizer: { name: 'DynaQR Demo', organization: 'DynaQR', email: 'demo@dynaqr.example', phone: '' },
    ticketTiers: tiers,
  })
}

export const SEED_EVENTS: readonly CreateEventInput[] = [
  demoEvent(DEMO_EVENT_IDS[0], 'Algorand Builders Conference 2026', 'https://developer.algorand.org/', [
    algoTier('General Admission', 10, 100),
    algoTier('VIP', 25, 20),
  ]),
  demoEvent(DEMO_EVENT_IDS[1], 'Smart Contract Workshop', 'https://dev.algorand.co/'),
  demoEvent(DEMO_EVENT_IDS[2], 'Community Meetup', 'https://algorand.co/', [], undefined, {
    paysAttendeeCosts: true,
    attendeeBudgetMicroAlgos: budgetFor(MEETUP_ATTENDEES_COVERED, attendeeCost({ selfCheckIn: false })),
  }),
  demoEvent(
    SEED_HACKATHON,
    'DynaQR Hackathon',
    'https://example.com/hackathon',
    [algoTier('Hacker Pass', 0, 50)],
    HACKATHON_SETTINGS,
  ),
]

const MAINNET_CONFIRMATION = 'seed mainnet'

export interface SeedRun {
  /** Asked before anything is sent to MainNet; true sends. */
  confirm?: () => Promise<boolean>
}

export interface SeedReport {
  organiser: string
  created: string[]
  existing: string[]
  registrations: number
  scans: number
  /** LocalNet's test USDC, and how many demo accounts this run gave it to; absent elsewhere. */
  testUsdc?: { assetId: bigint; toppedUp: number }
}

/**
 * LocalNet's test USDC, created by the organiser on the first run, given to every account of the
 * KMD wallet, and named in the web app's env file.
 */
async function seedTestUsdc(
  algorand: ReturnType<typeof algorandFor>,
  network: NetworkConfig,
  organiser: SigningAccount,
  envFile: string,
): Promise<NonNullable<SeedReport['testUsdc']>> {
  const assetId = await ensureTestUsdc(algorand, organiser)
  const addresses = network.kmd ? await listKmdAccounts(network.kmd) : []
  const holders = await Promise.all(
    addresses.map(async (address) => {
      const account = await algorand.account.kmd.getWalletAccount(network.kmd!.wallet, (key) => key.address === address)
      if (!account) throw new Error(`KMD wallet ${network.kmd!.wallet} no longer holds ${address}`)
      return { addr: account.addr, signer: account.signer }
    }),
  )
  const toppedUp = await giveTestUsdc(algorand, assetId, organiser, holders)
  setFrontendEnvValue(envFile, 'VITE_USDC_ASSET_ID', assetId.toString())
  return { assetId, toppedUp }
}

async function seedOrganiser(
  network: NetworkConfig,
  algorand: ReturnType<typeof algorandFor>,
  env: NodeJS.ProcessEnv,
): Promise<SigningAccount> {
  // The web app's KMD dialog marks the first account of this wallet as the demo organiser: seed as that account.
  if (network.kmd && !env.DEPLOYER_MNEMONIC?.trim()) return algorand.account.fromKmd(network.kmd.wallet)
  return deployerAccount(algorand, network, env)
}

async function registerAttendees(
  algorand: ReturnType<typeof algorandFor>,
  organiser: SigningAccount,
  chainFor: (account: SigningAccount) => ChainApi,
  hackathon: DynaEvent,
  appId: bigint,
): Promise<number> {
  const names = ['Ada', 'Grace']
  const door = await pairedDoor(chainFor(organiser), hackathon, 'Seed door')
  for (const name of names) {
    const attendee = algorand.account.random()
    await algorand.send.payment({ sender: organiser.addr, receiver: attendee.addr, amount: ATTENDEE_FUNDING })
    const chain = chainFor(attendee)
    const registered = await chain.register(hackathon, 0, registrationForm(name, { ticketTierLabel: 'Hacker Pass' }))
    if (!registered.ok) throw new Error(`registering ${name} failed: ${registered.error}`)
    if (name !== 'Ada') continue
    const checkedIn = await checkInAtDoor(door, chain, hackathon, registered.value.registration, appId)
    if (!checkedIn.ok) throw new Error(`checking ${name} in failed: ${checkedIn.error}`)
    const token = await chain.mintAndClaimToken(hackathon, { ...registered.value.registration, status: 'attended' })
    if (!token.ok) throw new Error(`the token for ${name} failed: ${token.error}`)
  }
  return names.length
}

export async function seedNetwork(
  network: NetworkConfig = networkFromEnvironment(),
  paths: ProjectPaths = projectPaths(),
  env: NodeJS.ProcessEnv = process.env,
  { confirm }: SeedRun = {},
): Promise<SeedReport> {
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)
  const config = deployedAppConfig(paths, network)
  if (network.name === 'mainnet' && !(await confirm?.())) {
    throw new Error(
      `nothing was sent: seeding MainNet creates demo events paid by the deployer and needs confirmation ` +
        `(type '${MAINNET_CONFIRMATION}', or --yes)`,
    )
  }

  const organiser = await seedOrganiser(network, algorand, env)
  const chainFor = (account: SigningAccount) => chainApiFor(config, algorand, account)
  const owner = chainFor(organiser)
  const report: SeedReport = {
    organiser: organiser.addr.toString(),
    created: [],
    existing: [],
    registrations: 0,
    scans: 0,
  }

  for (const input of SEED_EVENTS) {
    if (await owner.getEvent(input.eventId)) {
      report.existing.push(input.eventId)
      continue
    }
    await createEventOrThrow(owner, input)
    report.created.push(input.eventId)
  }

  if (network.name === 'localnet') {
    report.testUsdc = await seedTestUsdc(algorand, network, organiser, frontendEnvFile(paths, network.name))
  }

  const hackathon = await owner.getEvent(SEED_HACKATHON)
  if (hackathon && hackathon.owner === report.organiser && hackathon.registeredCount === 0) {
    report.registrations = await registerAttendees(algorand, organiser, chainFor, hackathon, config.appId)
  }
  // A few scans on the events this run created, recorded as a scanner's resolve does.
  for (const eventId of [DEMO_EVENT_IDS[0], DEMO_EVENT_IDS[0], SEED_HACKATHON].filter((id) =>
    report.created.includes(id),
  )) {
    if ((await owner.resolve(eventId, { waitForScan: true })).scanSent) report.scans++
  }
  return report
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2)
  const name = networkNameFrom(argv, process.env)
  loadProjectEnvFiles(repoRoot, name)
  seedNetwork(networkFromEnvironment(process.env, name), projectPaths(), process.env, {
    confirm: confirmFromTerminal(argv, MAINNET_CONFIRMATION),
  })
    .then((report) => {
      console.log(`seed: organiser ${report.organiser}`)
      if (report.created.length) console.log(`seed: created ${report.created.join(', ')}`)
      if (report.existing.length) console.log(`seed: already there ${report.existing.join(', ')}`)
      if (report.registrations) console.log(`seed: ${report.registrations} registrations on ${SEED_HACKATHON}`)
      if (report.scans) console.log(`seed: ${report.scans} scans sent`)
      if (report.testUsdc) {
        const { assetId, toppedUp } = report.testUsdc
        console.log(`seed: test USDC is asset ${assetId}; ${toppedUp} demo accounts given 1,000 USDC`)
      }
      console.log('seed: done')
    })
    .catch((error: Error) => {
      console.error(`seed failed: ${error.message}`)
      process.exit(1)
    })
}
