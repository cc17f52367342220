import { startLocalNetOrFail } from '../support/localnet'

export default function setup() {
  startLocalNetOrFail()
}
