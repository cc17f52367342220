/** The side panels: what registering gives, what it costs, and why it is on Algorand. */
export const REGISTRATION_PANEL_MESSAGES = {
  getTitle: 'What You Get',
  getSpot: 'Your spot at the event, recorded on Algorand',
  getToken: 'Your own attendance token once you are checked in: proof that you were there',
  paymentTitle: 'Payment Info',
  /** `currency`: what the event's tickets are paid in (ALGO, USDC). */
  paidToOrganiser: (currency: string) =>
    `Paid tickets are paid in ${currency} straight to the organizer's wallet, in one step with your registration: you never pay without being registered.`,
  /** `deposit` already formatted. */
  fees: (deposit: string) =>
    `Each transaction costs a network fee of about 0.001 ALGO. Registering also pays a storage deposit of ${deposit} to the DynaQR app for your registration record. It stays with the record: registering again for this event needs none.`,
  whyTitle: 'Why Algorand',
  whyRecord: 'Your registration is kept by the DynaQR app on Algorand, where nobody can alter it',
  whyProof: 'Proof of attendance that you own and anyone can check',
  whyDirect: 'No middleman between you and the organizer',
  whyVisible: 'Every payment can be checked on a public explorer',
} as const
