/**
 * Where this browser keeps WebCrypto key pairs, by name. IndexedDB holds a CryptoKey itself (a
 * structured clone), so a private key made non-extractable stays that way at rest: the page can use
 * it, no script can read it out. Where IndexedDB is missing, keys last as long as the page.
 */
export interface KeyVault {
  get(name: string): Promise<CryptoKeyPair | undefined>
  put(name: string, pair: CryptoKeyPair): Promise<void>
}

const DATABASE = 'dynaqr'
const KEY_STORE = 'keys'

export function memoryKeyVault(): KeyVault {
  const pairs = new Map<string, CryptoKeyPair>()
  return {
    get: async (name) => pairs.get(name),
    put: async (name, pair) => {
      pairs.set(name, pair)
    },
  }
}

const pageLifetimeVault = memoryKeyVault()

/** The browser's vault: IndexedDB where there is one. */
export function browserKeyVault(): KeyVault {
  return typeof indexedDB === 'undefined' ? pageLifetimeVault : indexedDbKeyVault(indexedDB)
}

export function indexedDbKeyVault(factory: IDBFactory): KeyVault {
  return {
    get: (name) =>
      inTransaction(factory, 'readonly', (store) => store.get(name) as IDBRequest<CryptoKeyPair | undefined>),
    put: async (name, pair) => {
      await inTransaction(factory, 'readwrite', (store) => store.put(pair, name))
    },
  }
}

function openDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1)
    request.onupgradeneeded = () => request.result.createObjectStore(KEY_STORE)
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

async function inTransaction<T>(
  factory: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const database = await openDatabase(factory)
  return new Promise<T>((resolve, reject) => {
    const transaction = database.transaction(KEY_STORE, mode)
    const request = work(transaction.objectStore(KEY_STORE))
    transaction.oncomplete = () => {
      database.close()
      resolve(request.result)
    }
    transaction.onerror = transaction.onabort = () => {
      database.close()
      reject(transaction.error ?? request.error)
    }
  })
}
