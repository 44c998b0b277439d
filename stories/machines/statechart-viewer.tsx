import { useActorRef, useSelector } from '@xstate/react'
import { useId, useState } from 'react'
import type { AnyMachineSnapshot } from 'xstate'
import { MachinePathsPanel } from './machine-paths-panel.tsx'
import { stateValueText, type LabelledEvent } from './machine-paths.ts'
import { machineSetups, type MachineSetup, type MachineSetupName } from './machine-setups.ts'
import { StatechartChart } from './statechart-chart.tsx'
import './statechart-viewer.css'

/**
 * The event types the current state accepts: every active state node's own transitions (XState 5 has
 * no `nextEvents`). The actors' answers (`xstate.done.actor.…`) are left out: the fixture actors send
 * those themselves.
 */
export function acceptedEventTypes(snapshot: AnyMachineSnapshot): string[] {
  const types = snapshot._nodes.flatMap((node): unknown[] => node.ownEvents)
  return [...new Set(types)].filter(
    (type): type is string => typeof type === 'string' && !type.startsWith('xstate.') && type !== '*',
  )
}

function samplesFor(setup: MachineSetup, type: string): readonly LabelledEvent[] {
  return setup.sampleEvents[type] ?? [{ label: type, event: { type } }]
}

function RunningMachine({
  setup,
  setupName,
  title,
  onRestart,
}: {
  setup: MachineSetup
  setupName: MachineSetupName
  title: string
  onRestart: () => void
}) {
  const actorRef = useActorRef(setup.machine, { input: setup.input })
  const snapshot: AnyMachineSnapshot = useSelector(actorRef, (current) => current)
  const ids = useId()
  const activeStateIds = new Set(snapshot._nodes.map((node) => node.id))
  const accepted = snapshot.status === 'active' ? acceptedEventTypes(snapshot) : []

  return (
    <div className="statechart-viewer">
      <figure className="statechart-figure">
        {/* Wider than a phone: the chart scrolls in its own box, which the keyboard can reach and scroll. */}
        <div className="statechart-scroll" tabIndex={0} role="region" aria-label={`${title} chart`}>
          <StatechartChart machine={setup.machine} title={title} activeStateIds={activeStateIds} />
        </div>
        <figcaption>
          {title}, drawn from its definition in machines/. Active states have a thick border, a dashed ring
          and ▶ before their name; ↻ lists events handled without leaving the state.
        </figcaption>
      </figure>
      <div className="statechart-panel">
        <section aria-labelledby={`${ids}-state`}>
          <h2 id={`${ids}-state`}>Current state</h2>
          <p>
            <output aria-live="polite" data-testid="current-state">
              <code>{stateValueText(snapshot.value)}</code>
              {snapshot.status === 'done' ? ' (final)' : ''}
            </output>
          </p>
          <button type="button" onClick={onRestart}>
            Restart the machine
          </button>
        </section>
        <section aria-labelledby={`${ids}-events`}>
          <h2 id={`${ids}-events`}>Events the current state accepts</h2>
          {accepted.length === 0 ? (
            <p>None: the machine has finished.</p>
          ) : (
            <ul className="statechart-events">
              {accepted.flatMap((type) =>
                samplesFor(setup, type).map((sample) => {
                  const changes = snapshot.can(sample.event)
                  return (
                    <li key={sample.label}>
                      <button type="button" onClick={() => actorRef.send(sample.event)}>
                        {sample.label}
                      </button>
                      {!changes && <span className="statechart-event-note"> (its guard refuses it now)</span>}
                    </li>
                  )
                }),
              )}
            </ul>
          )}
        </section>
        <section aria-labelledby={`${ids}-context`}>
          <h2 id={`${ids}-context`}>Context</h2>
          <pre className="statechart-context" tabIndex={0} aria-labelledby={`${ids}-context`}>
            {JSON.stringify(snapshot.context, null, 2)}
          </pre>
        </section>
        <section aria-labelledby={`${ids}-paths`}>
          <h2 id={`${ids}-paths`}>Paths</h2>
          <MachinePathsPanel setupName={setupName} />
        </section>
      </div>
    </div>
  )
}

/**
 * A machine from machines/, running with its fixture actors: its chart laid out by ELK with the current
 * state marked, a button per event the current state accepts (with sample payloads), its context, and
 * every simple path from the start to each final state.
 */
export function StatechartViewer({ setupName, title }: { setupName: MachineSetupName; title: string }) {
  const [run, setRun] = useState(0)
  return (
    <RunningMachine
      // A new key is a new actor: the restart starts the machine from its initial state.
      key={`${setupName}:${String(run)}`}
      setup={machineSetups[setupName]}
      setupName={setupName}
      title={title}
      onRestart={() => setRun((previous) => previous + 1)}
    />
  )
}
