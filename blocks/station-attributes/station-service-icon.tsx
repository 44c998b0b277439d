import type { ServiceGroup } from '#components/station-service-groups.ts'

/** One simple line icon per service group, drawn in the text colour; decoration beside a text label. */
const paths: Readonly<Record<ServiceGroup, string>> = {
  fuels: 'M5 21V5a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v16M4 21h12M8 7h4M15 9h2l2 2v6a1.5 1.5 0 0 0 3 0V8l-3-3',
  charging: 'M13 2 5 13h6l-1 9 8-11h-6z',
  carWash:
    'M4 17v-4l2-5h12l2 5v4zM4 13h16M7 17v2M17 17v2M9 3c-1 1.5-1.5 2.2-1.5 3a1.5 1.5 0 0 0 3 0C10.5 5.2 10 4.5 9 3z',
  truck: 'M2 7h11v9H2zM13 10h4l3 3v3h-7zM6 19a2 2 0 1 0 0-.01M17 19a2 2 0 1 0 0-.01',
  other: 'M12 21s-7-4.5-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 11c0 5.5-7 10-7 10z',
}

export function StationServiceIcon({ group }: { group: ServiceGroup }) {
  return (
    <svg
      className="station-attributes__icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={paths[group]} />
    </svg>
  )
}
