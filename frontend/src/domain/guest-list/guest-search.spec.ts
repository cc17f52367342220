import { describe, expect, it } from 'vitest'
import { searchableName, searchGuests } from './guest-search'

const guests = [
  { name: 'Zoë Saldaña' },
  { name: 'Ada Lovelace' },
  { name: 'Grace Hopper' },
  { name: 'Łukasz Żółć' },
  { name: 'Søren Kierkegaard' },
  { name: 'Jürgen Straße' },
  { name: 'Adam Smith' },
  { name: 'Nadia Boulanger' },
]
const names = (query: string, limit?: number) => searchGuests(guests, query, limit).map((guest) => guest.name)

describe('searchableName', () => {
  it('drops case, accents and marks, and keeps words apart by single spaces', () => {
    expect(searchableName('  Zoë   SALDAÑA ')).toBe('zoe saldana')
    expect(searchableName('Łukasz Żółć')).toBe('lukasz zolc')
    expect(searchableName('Søren Kierkegaard')).toBe('soren kierkegaard')
    expect(searchableName('Jürgen Straße')).toBe('jurgen strasse')
    expect(searchableName("O'Brien-Smith")).toBe('o brien smith')
    expect(searchableName('Ｆｕｌｌｗｉｄｔｈ')).toBe('fullwidth')
  })
})

describe('searchGuests', () => {
  it('finds a name as it is typed, whatever its accents or case', () => {
    expect(names('zoe')).toEqual(['Zoë Saldaña'])
    expect(names('SALDANA')).toEqual(['Zoë Saldaña'])
    expect(names('lukasz zolc')).toEqual(['Łukasz Żółć'])
    expect(names('soren')).toEqual(['Søren Kierkegaard'])
    expect(names('strasse')).toEqual(['Jürgen Straße'])
  })

  it('needs every typed word, in any order, anywhere in the name', () => {
    expect(names('lovelace ada')).toEqual(['Ada Lovelace'])
    expect(names('ada hopper')).toEqual([])
    expect(names('opper')).toEqual(['Grace Hopper'])
  })

  it('puts names that start with what was typed first, then names with a word that does, then the rest', () => {
    // 'Adam Smith' starts with 'ad'; 'Ada Lovelace' too; 'Nadia Boulanger' only holds it.
    expect(names('ad')).toEqual(['Ada Lovelace', 'Adam Smith', 'Nadia Boulanger'])
    expect(names('smi')).toEqual(['Adam Smith'])
    // Only 'Adam Smith' has a word starting with each; the others, which merely hold both, by name.
    expect(names('a s')).toEqual(['Adam Smith', 'Jürgen Straße', 'Łukasz Żółć', 'Søren Kierkegaard', 'Zoë Saldaña'])
  })

  it('finds no one for an empty or blank query, and at most `limit` guests', () => {
    expect(names('')).toEqual([])
    expect(names('   ')).toEqual([])
    expect(names('a', 3)).toHaveLength(3)
  })
})
