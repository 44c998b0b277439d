import { AccountPageView } from '#components/account/account-page-view.tsx'

/**
 * The account page (issue 16): title and robots (`noindex`) are the head's, read from the data's meta
 * (pages/+title.ts, +Head.tsx); profile, cards and orders are loaded in the browser for the session.
 */
export function Page() {
  return <AccountPageView />
}
