/** Who may follow an event's QR code, as the event stores it (access-rules.ts reads it). */

export type AccessType = 'public' | 'nft-gated' | 'time-based'
