/** Display formatting of text and counts; amounts of money are in domain/money. */

export function shortenAddress(address: string, visible = 6): string {
  if (address.length <= visible * 2 + 3) return address
  return `${address.slice(0, visible)}...${address.slice(-4)}`
}

export function formatCount(value: number): string {
  return value.toLocaleString('en-US')
}
