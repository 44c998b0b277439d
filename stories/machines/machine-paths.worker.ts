import { summarizePaths } from './machine-paths.ts'
import { isMachineSetupName, machineSetups } from './machine-setups.ts'

// Listing the checkout's simple paths takes seconds of synchronous work; here it takes them off the
// page, which stays responsive while the list is made. The page names the setup; the answer is plain
// data (labels and state names), so nothing but strings crosses back.
addEventListener('message', (message: MessageEvent<unknown>) => {
  const name = message.data
  if (!isMachineSetupName(name)) return
  postMessage(summarizePaths(machineSetups[name].paths))
})
