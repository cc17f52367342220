import { describe, expect, it } from 'vitest'
import { byteCode, sourceInfo } from '../../../../artifacts/dynaqr/DynaQr.arc56.json'
import tokensSpec from '../../../../artifacts/dynaqr/AttendanceTokens.arc56.json'
import { assertMessageAt, constantBlocksEnd, failingPc, innerFailingPc, TOKENS_SOURCE_INFO } from './contract-errors'

const program = Uint8Array.from(atob(byteCode.approval), (char) => char.charCodeAt(0))
const messages = sourceInfo.approval.sourceInfo.filter(
  (entry): entry is { pc: number[]; errorMessage: string } => 'errorMessage' in entry,
)

describe('constantBlocksEnd', () => {
  it('skips the version, the intcblock and the bytecblock', () => {
    // version 11; intcblock of 2 values (1, 300 as a 2-byte varuint); bytecblock of "e" and 0x0102
    const tiny = Uint8Array.from([0x0b, 0x20, 0x02, 0x01, 0xac, 0x02, 0x26, 0x02, 0x01, 0x65, 0x02, 0x01, 0x02, 0x31])
    expect(constantBlocksEnd(tiny)).toBe(13)
  })

  it('is the first opcode when there are no constant blocks', () => {
    expect(constantBlocksEnd(Uint8Array.from([0x0b, 0x31, 0x18]))).toBe(1)
  })

  it('grows with longer template values in the intcblock', () => {
    const longer = Uint8Array.from([0x0b, 0x20, 0x01, 0x80, 0x80, 0x01, 0x31])
    expect(constantBlocksEnd(longer)).toBe(6)
  })
})

describe('assertMessageAt', () => {
  it('finds every assert message of the compiled contract at its runtime pc', () => {
    const offset = constantBlocksEnd(program)
    expect(messages.length).toBeGreaterThan(40)
    for (const { pc, errorMessage } of messages) {
      for (const sourcePc of pc) expect(assertMessageAt(sourcePc + offset, program)).toBe(errorMessage)
    }
  })

  it('gives nothing for a pc without an assert', () => {
    expect(assertMessageAt(0, program)).toBeUndefined()
  })

  it("finds the attendance tokens app's messages, its checks of an owner's input among them, with its source info", () => {
    const tokens = Uint8Array.from(atob(tokensSpec.byteCode.approval), (char) => char.charCodeAt(0))
    const offset = constantBlocksEnd(tokens)
    const found = TOKENS_SOURCE_INFO.filter((entry) => entry.errorMessage)
    expect(found.map((entry) => entry.errorMessage)).toEqual(
      expect.arrayContaining(['Invalid event ID', 'URL too long', 'An end needs a start', 'Tier name too long']),
    )
    for (const { pc, errorMessage } of found) {
      for (const sourcePc of pc)
        expect(assertMessageAt(sourcePc + offset, tokens, TOKENS_SOURCE_INFO)).toBe(errorMessage)
    }
  })
})

describe('failingPc', () => {
  const simulate =
    'Error resolving execution info via simulate in transaction 1: transaction ABC: logic eval error: ' +
    'assert failed pc=683. Details: app=1002, pc=683, opcodes=bury 1; !; assert'

  it("reads the pc of this app's program", () => {
    expect(failingPc(simulate, 1002n)).toBe(683)
  })

  it("ignores another app's failure", () => {
    expect(failingPc(simulate, 1003n)).toBeUndefined()
    expect(failingPc('Network request error', 1002n)).toBeUndefined()
  })

  it("reads the inner call's failing app and pc beside this app's", () => {
    const nested =
      'inner tx 0 failed: logic eval error: assert failed pc=12. Details: app=2000, pc=12, opcodes=assert ' +
      'Details: app=1002, pc=900'
    expect(innerFailingPc(nested, 1002n)).toEqual({ appId: 2000n, pc: 12 })
    expect(innerFailingPc(simulate, 1002n)).toBeUndefined()
  })

  it('picks this app among nested failures', () => {
    const nested =
      'inner tx 0 failed: logic eval error: err. Details: app=2000, pc=12, opcodes=err Details: app=1002, pc=900'
    expect(failingPc(nested, 1002n)).toBe(900)
  })
})
