import { Suspense, useState } from 'react'
import { HydrationSlice } from './hydration-slices.tsx'

/** A button that counts its presses: it answers only once hydrated. */
function Counter({ label }: { label: string }) {
  const [presses, setPresses] = useState(0)
  return (
    <button type="button" onClick={() => setPresses(presses + 1)}>
      {label} {presses}
    </button>
  )
}

/** A page frame with a counter of its own and two slices of two elements each (named after `prefix`). */
export function SlicedPage({ prefix }: { prefix: string }) {
  return (
    <main>
      <Counter label="frame" />
      {['first', 'second'].map((name) => (
        <Suspense key={name} fallback={null}>
          <HydrationSlice name={`${prefix}-${name}`}>
            <Counter label={name} />
            <p>{name} text</p>
          </HydrationSlice>
        </Suspense>
      ))}
    </main>
  )
}

/** What the server renders of `SlicedPage`: each slice between the range markers Preact keeps together. */
export const slicedPageServerMarkup =
  '<main><button type="button">frame 0</button>' +
  '<!--$s--><button type="button">first 0</button><p>first text</p><!--/$s-->' +
  '<!--$s--><button type="button">second 0</button><p>second text</p><!--/$s--></main>'

/**
 * A page frame with one slice (`outer`) that holds a counter and two slices of its own, the rows of a
 * block, say (named after `prefix`).
 */
export function NestedSlicedPage({ prefix }: { prefix: string }) {
  return (
    <main>
      <Counter label="frame" />
      <Suspense fallback={null}>
        <HydrationSlice name={`${prefix}-outer`}>
          <Counter label="outer" />
          <ol>
            {['row-a', 'row-b'].map((name) => (
              <Suspense key={name} fallback={null}>
                <HydrationSlice name={`${prefix}-${name}`}>
                  <li>
                    <Counter label={name} />
                  </li>
                </HydrationSlice>
              </Suspense>
            ))}
          </ol>
        </HydrationSlice>
      </Suspense>
    </main>
  )
}

/** What the server renders of `NestedSlicedPage`: the rows' ranges inside the outer slice's. */
export const nestedSlicedPageServerMarkup =
  '<main><button type="button">frame 0</button>' +
  '<!--$s--><button type="button">outer 0</button><ol>' +
  '<!--$s--><li><button type="button">row-a 0</button></li><!--/$s-->' +
  '<!--$s--><li><button type="button">row-b 0</button></li><!--/$s-->' +
  '</ol><!--/$s--></main>'
