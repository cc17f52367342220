import { useContext } from 'react'
import type { ChainApi } from '../../chain'
import { ChainContextReact } from './chain-context'

/** The ChainApi of the nearest ChainProvider (tests wrap screens in ChainContextReact with a fake). */
export function useChain(): ChainApi {
  const api = useContext(ChainContextReact)
  if (!api) throw new Error('useChain must be used inside <ChainProvider>')
  return api
}
