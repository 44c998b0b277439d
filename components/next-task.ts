/**
 * Runs `task` in a task of its own, after the current one and its microtasks, so that the browser may
 * paint and answer input in between (issue 17: Total Blocking Time). A message channel, not a timer:
 * nested timers wait at least 4 ms. Returns a function that cancels a task not run yet.
 */
export function inATaskOfItsOwn(task: () => void): () => void {
  const channel = new MessageChannel()
  let cancelled = false
  channel.port1.onmessage = () => {
    channel.port1.close()
    if (!cancelled) task()
  }
  channel.port2.postMessage(null)
  return () => {
    cancelled = true
    channel.port1.close()
  }
}
