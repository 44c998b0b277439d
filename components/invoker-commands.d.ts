import 'react'

declare module 'react' {
  /**
   * HTML invoker commands (a button's `command` and `commandfor`): a button that opens or closes a
   * `<dialog>` without script, before hydration and without JavaScript. React passes the attributes
   * through as written; its types do not list them yet.
   */
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- merged with React's, whose parameter it must repeat
  interface ButtonHTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover'
    commandfor?: string
  }
}
