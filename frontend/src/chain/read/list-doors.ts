/**
 * An event's paired door devices, for its owner and for the devices themselves: one box listing by
 * the event's door prefix ('d' + event sequence), and each device's balance, which pays its fees.
 */
import { addressFromPublicKey } from '../../domain/text/algorand-address'
import type { DynaEvent } from '../../domain/event/event'
import { doorBoxPrefix } from '../node/box-keys'
import { doorBoxName } from '../node/account-box-keys'
import { startsWith } from '../node/bytes'
import type { ReadContext } from '../node/read-context'
import { decodeDoorRecord } from '../node/record-codec'

export interface DoorDevice {
  /** The device's own account, which signs its check-ins. */
  address: string
  name: string
  pairedAt: number
  /** The round of the owner's add_door call, whose note may give the door the guest list. */
  pairedRound: number
  checkIns: number
  /** microALGO left for fees. */
  balance: bigint
}

const ADDRESS_BYTES = 32

export async function listDoors(ctx: ReadContext, event: Pick<DynaEvent, 'seq'>): Promise<DoorDevice[]> {
  if (ctx.config.appId === 0n) return []
  const prefix = doorBoxPrefix(BigInt(event.seq))
  const doors: Omit<DoorDevice, 'balance'>[] = []
  let next: string | undefined
  do {
    const page = await ctx.algodRest.listBoxes(ctx.config.appId, prefix, { limit: 100, next })
    for (const box of page.boxes) {
      if (box.name.length !== prefix.length + ADDRESS_BYTES || !startsWith(box.name, prefix)) continue
      const record = decodeDoorRecord(box.value)
      doors.push({
        address: addressFromPublicKey(box.name.subarray(prefix.length)),
        name: record.name,
        pairedAt: Number(record.pairedAt),
        pairedRound: Number(record.pairedRound),
        checkIns: Number(record.checkIns),
      })
    }
    next = page.next
  } while (next)
  const balances = await Promise.all(doors.map((door) => ctx.algodRest.getAccountAmount(door.address)))
  return doors.map((door, index) => ({ ...door, balance: balances[index] }))
}

/** The door device paired under this address, or null when it is not (or no longer) paired. */
export async function getDoor(
  ctx: ReadContext,
  event: Pick<DynaEvent, 'seq'>,
  address: string,
): Promise<DoorDevice | null> {
  if (ctx.config.appId === 0n) return null
  const bytes = await ctx.algodRest.getBox(ctx.config.appId, doorBoxName(address, BigInt(event.seq)))
  if (!bytes) return null
  const record = decodeDoorRecord(bytes)
  return {
    address,
    name: record.name,
    pairedAt: Number(record.pairedAt),
    pairedRound: Number(record.pairedRound),
    checkIns: Number(record.checkIns),
    balance: await ctx.algodRest.getAccountAmount(address),
  }
}
