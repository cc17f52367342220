/**
 * npm run seed — LocalNet demo data, created through the web app's own chain layer: the three
 * Test Scan demo events (so they resolve for real) and a conference with tiers, registrations and
 * scans. Idempotent: events that exist are left as they are.
 */
import { AlgoAmount } from '@algorandfoundation/algokit-utils/types/amount'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { ChainApi } from '../frontend/src/chain/api'
import { DEMO_EVENT_IDS } from '../frontend/src/lib/demo-data'
import type { CreateEventInput, TicketTier } from '../frontend/src/lib/types'
import { appConfigFromEnvFile, chainApiFor } from './lib/node-chain'
import { algorandFor, assertReachable, networkFromEnvironment } from './lib/network'

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')

const tier = (id: string, name: string, price: number, quantity: number): TicketTier => ({
  id,
  name,
  description: `${name} access`,
  price,
  currency: 'ALGO',
  quantity,
  benefits: ['Event access'],
  transferable: true,
})

function demoEvent(eventId: string, eventName: string, currentUrl: string, tiers: TicketTier[] = []): CreateEventInput {
  return {
    eventId,
    eventName,
    currentUrl,
    description: `${eventName} — DynaQR demo event.`,
    accessType: 'public',
    expiryDate: 0,
    resolverUrl: '',
    ticketPriceAlgos: tiers[0]?.price ?? 0,
    maxCapacity: tiers.length ? 200 : 0,
    tags: ['demo', 'algorand'],
    organizer: { name: 'DynaQR Demo', organization: 'DynaQR', email: 'demo@dynaqr.example', phone: '' },
    ticketTiers: tiers,
  }
}

const EVENTS: CreateEventInput[] = [
  demoEvent(DEMO_EVENT_IDS[0], 'Algorand Builders Conference 2026', 'https://developer.algorand.org/', [
    tier('general', 'General Admission', 10, 100),
    tier('vip', 'VIP', 25, 20),
  ]),
  demoEvent(DEMO_EVENT_IDS[1], 'Smart Contract Workshop', 'https://dev.algorand.co/'),
  demoEvent(DEMO_EVENT_IDS[2], 'Community Meetup', 'https://algorand.co/'),
  demoEvent('SEED-HACKATHON', 'DynaQR Hackathon', 'https://example.com/hackathon', [tier('hacker', 'Hacker Pass', 0, 50)]),
]

async function ensureEvent(chain: ChainApi, input: CreateEventInput): Promise<'created' | 'exists'> {
  if (await chain.getEvent(input.eventId)) return 'exists'
  const result = await chain.createEvent(input)
  if (!result.success) throw new Error(`creating ${input.eventId} failed: ${result.error}`)
  return 'created'
}

async function main() {
  const network = networkFromEnvironment()
  if (network.name !== 'localnet') throw new Error('npm run seed only writes demo data to LocalNet')
  const algorand = algorandFor(network)
  await assertReachable(algorand, network)
  const config = appConfigFromEnvFile(join(root, 'frontend', '.env.local'))
  if (config.appId === 0n) throw new Error('No app id in frontend/.env.local: run npm run deploy first')

  const organiser = await algorand.account.localNetDispenser()
  const owner = chainApiFor(config, algorand, organiser)
  for (const input of EVENTS) console.log(`seed: ${input.eventId} ${await ensureEvent(owner, input)}`)

  // Attendees for the conference: a paid and a free registration, one confirmed with its token.
  const hackathon = await owner.getEvent('SEED-HACKATHON')
  if (hackathon && hackathon.registeredCount === 0) {
    for (const name of ['Ada', 'Grace']) {
      const attendee = algorand.account.random()
      await algorand.account.ensureFunded(attendee.addr, organiser.addr, AlgoAmount.Algos(5))
      const chain = chainApiFor(config, algorand, attendee)
      const metadata = {
        attendeeName: name,
        attendeeEmail: `${name.toLowerCase()}@example.com`,
        attendeePhone: '',
        ticketTierLabel: 'Hacker Pass',
        paymentAmountMicroAlgos: 0,
      }
      const registered = await chain.register('SEED-HACKATHON', 0, metadata)
      if (!registered.success) throw new Error(`registering ${name} failed: ${registered.error}`)
      if (name === 'Ada') {
        const confirmed = await chain.confirmAttendance('SEED-HACKATHON')
        if (!confirmed.success) throw new Error(`confirming ${name} failed: ${confirmed.error}`)
        const token = await chain.mintAndClaimToken('SEED-HACKATHON')
        if (!token.success) throw new Error(`token for ${name} failed: ${token.error}`)
      }
    }
    console.log('seed: SEED-HACKATHON registrations added')
  }
  // A few scans, recorded as a scanner's resolve does.
  for (const eventId of [DEMO_EVENT_IDS[0], DEMO_EVENT_IDS[0], 'SEED-HACKATHON']) await owner.resolve(eventId)
  console.log('seed: done')
}

main().catch((error: Error) => {
  console.error(`seed failed: ${error.message}`)
  process.exit(1)
})
