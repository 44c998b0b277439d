/** A debounced function: call it as often as you like; `cancel` drops a pending call (e.g. on unmount). */
export interface Debounced<Args extends unknown[]> {
  (...args: Args): void
  cancel(): void
}

/**
 * Runs `callback` once calls have stopped for `waitMs`, with the arguments of the last call. Used for
 * resize handling (spec §9: resize debounce 50 ms, video resize debounce 400 ms).
 */
export function debounce<Args extends unknown[]>(
  callback: (...args: Args) => void,
  waitMs: number,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer)
    timer = undefined
  }
  const debounced = (...args: Args) => {
    cancel()
    timer = setTimeout(() => {
      timer = undefined
      callback(...args)
    }, waitMs)
  }
  return Object.assign(debounced, { cancel })
}
