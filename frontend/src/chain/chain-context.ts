import { createContext } from 'react'
import type { ChainApi } from './api'

export const ChainContextReact = createContext<ChainApi | null>(null)
