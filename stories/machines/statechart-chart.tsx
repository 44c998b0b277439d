import { useEffect, useId, useState } from 'react'
import type { AnyStateMachine } from 'xstate'
import { layoutStatechart, type LaidOutState, type StatechartLayout } from './statechart-layout.ts'

/** The machine's layout once ELK has made it; null while it is being made. */
function useStatechartLayout(machine: AnyStateMachine): StatechartLayout | null | Error {
  const [layout, setLayout] = useState<{ machine: AnyStateMachine; result: StatechartLayout | Error } | null>(
    null,
  )
  useEffect(() => {
    let current = true
    layoutStatechart(machine).then(
      (result) => {
        if (current) setLayout({ machine, result })
      },
      (error: unknown) => {
        if (current) setLayout({ machine, result: error instanceof Error ? error : new Error(String(error)) })
      },
    )
    return () => {
      current = false
    }
  }, [machine])
  return layout?.machine === machine ? layout.result : null
}

const lineHeight = 16

function StateNode({ state, active }: { state: LaidOutState; active: boolean }) {
  const atomic = state.kind !== 'compound' && state.kind !== 'parallel'
  const lines = [state.label, ...state.internalEvents.map((event) => `↻ ${event}`)]
  return (
    <g
      data-state-id={state.id}
      data-active={active ? 'true' : 'false'}
      className={`statechart-state statechart-state-${state.kind}`}
    >
      {/* Active is shown three ways: a thicker border, a dashed ring around it and a ▶ before its name. */}
      {active && (
        <rect
          className="statechart-state-ring"
          x={state.x - 4}
          y={state.y - 4}
          width={state.width + 8}
          height={state.height + 8}
          rx={12}
        />
      )}
      <rect
        className="statechart-state-box"
        x={state.x}
        y={state.y}
        width={state.width}
        height={state.height}
        rx={atomic ? 8 : 10}
      />
      {state.kind === 'final' && (
        <rect
          className="statechart-state-final"
          x={state.x + 4}
          y={state.y + 4}
          width={state.width - 8}
          height={state.height - 8}
          rx={6}
        />
      )}
      {lines.map((line, index) => (
        <text
          key={line}
          className={index === 0 ? 'statechart-state-name' : 'statechart-state-internal'}
          x={state.x + (atomic ? state.width / 2 : 12)}
          y={state.y + 10 + lineHeight * (index + 1) - 4}
          textAnchor={atomic ? 'middle' : 'start'}
        >
          {index === 0 && active ? `▶ ${line}` : line}
        </text>
      ))}
    </g>
  )
}

/**
 * The statechart as SVG: states where ELK put them, active ones marked, transitions as arrows with
 * their event. One image for assistive technology, described by its title; the state and the events
 * are text beside it.
 */
export function StatechartChart({
  machine,
  title,
  activeStateIds,
}: {
  machine: AnyStateMachine
  title: string
  activeStateIds: ReadonlySet<string>
}) {
  const layout = useStatechartLayout(machine)
  const ids = useId()
  const titleId = `${ids}-title`
  const arrowId = `${ids}-arrow`
  if (layout === null) return <p className="statechart-loading">Laying out the chart…</p>
  if (layout instanceof Error) return <p role="alert">The chart could not be laid out: {layout.message}</p>
  const active = layout.states.filter((state) => activeStateIds.has(state.id)).map((state) => state.id)
  return (
    <svg
      className="statechart-svg"
      role="img"
      aria-labelledby={titleId}
      viewBox={`0 0 ${String(layout.width)} ${String(layout.height)}`}
      width={layout.width}
      height={layout.height}
    >
      <title id={titleId}>{`${title}: statechart; active states ${active.join(', ')}`}</title>
      <defs>
        <marker
          id={arrowId}
          viewBox="0 0 10 10"
          refX="10"
          refY="5"
          markerWidth="8"
          markerHeight="8"
          orient="auto-start-reverse"
        >
          <path d="M 0 0 L 10 5 L 0 10 z" className="statechart-arrow-head" />
        </marker>
      </defs>
      {layout.states.map((state) => (
        <StateNode key={state.id} state={state} active={activeStateIds.has(state.id)} />
      ))}
      {layout.initialMarkers.map((marker) => (
        <circle
          key={marker.id}
          className="statechart-initial"
          cx={marker.x + marker.size / 2}
          cy={marker.y + marker.size / 2}
          r={marker.size / 2}
        />
      ))}
      {layout.transitions.map((transition) => (
        <g key={transition.id} className="statechart-transition">
          <polyline
            points={transition.points.map((point) => `${String(point.x)},${String(point.y)}`).join(' ')}
            markerEnd={`url(#${arrowId})`}
          />
          {transition.labelBox !== null && (
            <>
              <rect
                className="statechart-transition-label-box"
                x={transition.labelBox.x - 2}
                y={transition.labelBox.y}
                width={transition.labelBox.width + 4}
                height={transition.labelBox.height}
              />
              <text x={transition.labelBox.x} y={transition.labelBox.y + transition.labelBox.height - 4}>
                {transition.label}
              </text>
            </>
          )}
        </g>
      ))}
    </svg>
  )
}
