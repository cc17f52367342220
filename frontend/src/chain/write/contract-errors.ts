/**
 * The reason the DynaQR contract gave for a rejection. A node reports only the failing program
 * counter ("Details: app=1002, pc=683"), wherever the failure surfaced: the simulate that fills in
 * resources and fees, the send after the wallet signed, or the pool. The ARC-56 source info maps
 * that pc to the assert's message. Its pcs are counted from the end of the program's constant
 * blocks ('cblocks'), whose length depends on the template values of the deployed program, so the
 * deployed program is read once per app.
 *
 * The DynaQR app has its attendance tokens app check some of what an owner writes, by inner call: a
 * check that failed there shows as that app's pc, beside the DynaQR app's pc of the inner call.
 */
import { sourceInfo } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import { sourceInfo as tokensSourceInfo } from '../../../../artifacts/dynaqr/AttendanceTokens.arc56.json'

type SourceInfo = { pc: number[]; errorMessage?: string }[]

const approvalSourceInfo: SourceInfo = sourceInfo.approval.sourceInfo
/** The attendance tokens app's approval program: where the checks the DynaQR app calls fail. */
export const TOKENS_SOURCE_INFO: SourceInfo = tokensSourceInfo.approval.sourceInfo

const INTCBLOCK = 0x20
const BYTECBLOCK = 0x26

/** Reads a varuint at `at`; returns the value and the position after it. */
function varuint(program: Uint8Array, at: number): [value: number, next: number] {
  let value = 0
  let shift = 0
  while (at < program.length) {
    const byte = program[at++]
    value += (byte & 0x7f) * 2 ** shift
    if ((byte & 0x80) === 0) break
    shift += 7
  }
  return [value, at]
}

/** The pc of the first opcode after the constant blocks that open the program. */
export function constantBlocksEnd(program: Uint8Array): number {
  let [, at] = varuint(program, 0) // the program version
  while (program[at] === INTCBLOCK || program[at] === BYTECBLOCK) {
    const isBytes = program[at] === BYTECBLOCK
    let count: number
    ;[count, at] = varuint(program, at + 1)
    for (let i = 0; i < count; i++) {
      let length: number
      ;[length, at] = varuint(program, at)
      if (isBytes) at += length
    }
  }
  return at
}

/**
 * The assert message at a pc of the deployed approval program, if the contract gave one there: the
 * DynaQR app's, or the one whose source info is given.
 */
export function assertMessageAt(
  pc: number,
  program: Uint8Array,
  info: SourceInfo = approvalSourceInfo,
): string | undefined {
  const sourcePc = pc - constantBlocksEnd(program)
  return info.find((entry) => entry.errorMessage && entry.pc.includes(sourcePc))?.errorMessage
}

/** The failing pc of `appId`'s program in a node's error text ("Details: app=…, pc=…"). */
export function failingPc(text: string, appId: bigint): number | undefined {
  for (const match of text.matchAll(/app=(\d+), pc=(\d+)/g)) {
    if (BigInt(match[1]) === appId) return Number(match[2])
  }
  return undefined
}

/** The first failing pc of an app other than `appId` in a node's error text: an inner call's. */
export function innerFailingPc(text: string, appId: bigint): { appId: bigint; pc: number } | undefined {
  for (const match of text.matchAll(/app=(\d+), pc=(\d+)/g)) {
    if (BigInt(match[1]) !== appId) return { appId: BigInt(match[1]), pc: Number(match[2]) }
  }
  return undefined
}
