import { createContext } from 'react'
import type { ChainApi } from '../../chain'

export const ChainContextReact = createContext<ChainApi | null>(null)
