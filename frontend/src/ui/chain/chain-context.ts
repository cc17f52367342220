import { createContext } from 'react'
import type { ChainApi } from '../../chain/api'

export const ChainContextReact = createContext<ChainApi | null>(null)
