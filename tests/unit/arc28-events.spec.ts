import { ABIType, type ABIValue } from 'algosdk'
import { sha512_256 } from 'js-sha512'
import { describe, expect, it } from 'vitest'
import { events } from '../../artifacts/dynaqr/DynaQr.arc56.json'
import { decodeEventLog, eventSelector, type Arc56Event } from '../support/arc28-events'

const ADDRESS = 'VCMJKWOY5P5P7SKMZFFOCEROPJCZOTIJMNIYNUCKH7LRO45JMJP6UYBIJA'

/** A log as a contract writes an event, encoded by algosdk and a reference SHA-512/256. */
function logOf(signature: string, tuple: string, values: ABIValue[]): Uint8Array {
  const selector = sha512_256.array(signature).slice(0, 4)
  return Uint8Array.from([...selector, ...ABIType.from(tuple).encode(values)])
}

describe('decodeEventLog', () => {
  it("names each of the app's events by its ARC-56 signature", () => {
    for (const event of events) {
      const signature = `${event.name}(${event.args.map((arg) => arg.type).join(',')})`
      expect(eventSelector(event)).toEqual(Uint8Array.from(sha512_256.array(signature).slice(0, 4)))
    }
  })

  it("decodes the app's events with their argument names, strings, addresses, numbers, bools and bytes", () => {
    const registered = logOf('Registered(string,address,uint64,uint64)', '(string,address,uint64,uint64)', [
      'EV-1',
      ADDRESS,
      2n,
      5_000_000n,
    ])
    expect(decodeEventLog(events, registered)).toEqual({
      name: 'Registered',
      args: { eventId: 'EV-1', attendee: ADDRESS, tierIndex: 2n, amountPaid: 5_000_000n },
    })
    const refunded = logOf('RegistrationRefunded(string,address,uint64,bool)', '(string,address,uint64,bool)', [
      'EV-1',
      ADDRESS,
      7n,
      true,
    ])
    expect(decodeEventLog(events, refunded)?.args).toEqual({
      eventId: 'EV-1',
      attendee: ADDRESS,
      amount: 7n,
      banned: true,
    })
    const key = new Uint8Array(32).fill(9)
    const keySet = logOf('SealKeySet(string,uint64,byte[32])', '(string,uint64,byte[32])', ['EV-1', 2n, key])
    expect(decodeEventLog(events, keySet)?.args).toEqual({ eventId: 'EV-1', version: 2n, sealKey: Array.from(key) })
  })

  it('decodes an event it has never seen from its ARC-56 description alone', () => {
    const counted: Arc56Event = {
      name: 'Counted',
      args: [{ type: 'string', name: 'eventId' }, { type: 'uint64' }],
    }
    const log = logOf('Counted(string,uint64)', '(string,uint64)', ['EV-2', 42n])
    expect(decodeEventLog([counted], log)).toEqual({ name: 'Counted', args: { eventId: 'EV-2', '1': 42n } })
  })

  it('leaves logs that are no listed event', () => {
    const abiReturn = Uint8Array.from([0x15, 0x1f, 0x7c, 0x75, 0, 0, 0, 0, 0, 0, 0, 1])
    expect(decodeEventLog(events, abiReturn)).toBeUndefined()
    expect(decodeEventLog([], logOf('EventDeactivated(string)', '(string)', ['EV-1']))).toBeUndefined()
  })
})
