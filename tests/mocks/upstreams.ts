/** Base URLs the unit tests use for upstream services; MSW answers them, nothing leaves the process. */
export const upstreams = {
  cms: 'https://cms.upstream.test',
  orders: 'https://orders.upstream.test',
} as const
