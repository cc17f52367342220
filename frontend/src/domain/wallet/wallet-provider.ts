/** The ways to connect an account: the wallet apps, LocalNet's KMD, a typed mnemonic and a passkey. */

export type WalletProvider = 'pera' | 'myalgo' | 'kmd' | 'mnemonic' | 'defly' | 'exodus' | 'lute' | 'passkey'
