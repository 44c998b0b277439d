import ELK, { type ElkExtendedEdge, type ElkNode, type ElkPoint } from 'elkjs/lib/elk.bundled.js'
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** A state as the chart draws it; coordinates are the chart's own (ELK's root coordinates). */
export interface LaidOutState {
  /** The state node's id, e.g. `checkout.editing.paymentMethod`: what `data-state-id` carries. */
  id: string
  label: string
  kind: AnyStateNode['type']
  /** Events that only run actions and stay in the state: written inside the node, not drawn as edges. */
  internalEvents: string[]
  x: number
  y: number
  width: number
  height: number
  /** Nesting depth, the machine itself 0: compound states draw before, so behind, their children. */
  depth: number
}

export interface LaidOutTransition {
  id: string
  label: string
  /** The polyline from the source state's border to the target's (the arrow head sits at the end). */
  points: ElkPoint[]
  labelBox: { x: number; y: number; width: number; height: number } | null
}

/** The dot every compound state's `initial` arrow starts from. */
export interface LaidOutInitialMarker {
  id: string
  x: number
  y: number
  size: number
}

export interface StatechartLayout {
  width: number
  height: number
  states: LaidOutState[]
  transitions: LaidOutTransition[]
  initialMarkers: LaidOutInitialMarker[]
}

// Text is measured by estimate, not in the DOM: the layout runs before anything is drawn, and the chart's
// font is a fixed monospace size, so a character's advance is known.
const characterWidth = 7.2
const lineHeight = 16
const nodePaddingX = 16
const nodePaddingY = 10
const initialMarkerSize = 12

function textWidth(text: string): number {
  return Math.ceil(text.length * characterWidth)
}

/** `xstate.done.actor.initializeOrder` reads better as what happened: the actor answered. */
export function transitionLabel(eventType: string): string {
  if (eventType === '') return 'always'
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType)
  if (done?.[1] !== undefined) return `${done[1]} done`
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType)
  if (failed?.[1] !== undefined) return `${failed[1]} error`
  const stateDone = /^xstate\.done\.state\.(.+)$/.exec(eventType)
  if (stateDone?.[1] !== undefined) return `${stateDone[1]} done`
  return eventType
}

function guardName(transition: AnyTransitionDefinition): string | null {
  const guard: unknown = transition.guard
  if (typeof guard === 'string') return guard
  if (typeof guard === 'object' && guard !== null && 'type' in guard && typeof guard.type === 'string')
    return guard.type
  return null
}

function edgeLabel(transition: AnyTransitionDefinition): string {
  const guard = guardName(transition)
  const label = transitionLabel(String(transition.eventType))
  return guard === null ? label : `${label} [${guard}]`
}

function childrenOf(node: AnyStateNode): AnyStateNode[] {
  return Object.values(node.states)
}

/** Every transition a state defines, eventless (`always`) ones included. */
function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...node.transitions.values()].flat().concat(node.always ?? [])
}

function ownInternalEvents(node: AnyStateNode): string[] {
  const internal = transitionsOf(node)
    .filter((transition) => transition.target === undefined || transition.target.length === 0)
    .map(edgeLabel)
  return [...new Set(internal)]
}

function stateLabel(node: AnyStateNode): string {
  return node.type === 'final' ? `${node.key} (final)` : node.key
}

/** The ELK node of a state: an atomic state sized to its text, a compound one a container around its children. */
function elkNodeOf(node: AnyStateNode): ElkNode {
  const label = stateLabel(node)
  const internal = ownInternalEvents(node)
  const lines = [label, ...internal.map((event) => `↻ ${event}`)]
  const textBoxWidth = Math.max(...lines.map(textWidth)) + 2 * nodePaddingX
  const children = childrenOf(node)
  if (children.length === 0) {
    return {
      id: node.id,
      width: Math.max(textBoxWidth, 96),
      height: lines.length * lineHeight + 2 * nodePaddingY,
    }
  }
  const headerHeight = lines.length * lineHeight + 2 * nodePaddingY
  const initialMarkers =
    node.type === 'compound'
      ? [{ id: initialMarkerId(node), width: initialMarkerSize, height: initialMarkerSize }]
      : []
  return {
    id: node.id,
    layoutOptions: {
      'elk.padding': `[top=${String(headerHeight)},left=16,bottom=16,right=16]`,
      // A container is at least as wide as its own name and the events written under it.
      'elk.nodeSize.constraints': 'MINIMUM_SIZE',
      'elk.nodeSize.minimum': `(${String(textBoxWidth)}, ${String(headerHeight + 24)})`,
    },
    children: [...initialMarkers, ...children.map(elkNodeOf)],
  }
}

function initialMarkerId(node: AnyStateNode): string {
  return `${node.id}#initial`
}

interface EdgeSpec {
  id: string
  label: string
  source: string
  target: string
}

function edgeSpecs(root: AnyStateNode): EdgeSpec[] {
  const specs: EdgeSpec[] = []
  const visit = (node: AnyStateNode) => {
    if (node.type === 'compound' && node.initial.target.length > 0) {
      for (const target of node.initial.target) {
        specs.push({
          id: `${node.id}#initial->${target.id}`,
          label: '',
          source: initialMarkerId(node),
          target: target.id,
        })
      }
    }
    transitionsOf(node).forEach((transition, index) => {
      for (const target of transition.target ?? []) {
        specs.push({
          id: `${node.id}:${String(index)}:${transition.eventType}->${target.id}`,
          label: edgeLabel(transition),
          source: node.id,
          target: target.id,
        })
      }
    })
    childrenOf(node).forEach(visit)
  }
  visit(root)
  return specs
}

function elkEdgeOf(spec: EdgeSpec): ElkExtendedEdge {
  return {
    id: spec.id,
    sources: [spec.source],
    targets: [spec.target],
    labels:
      spec.label === ''
        ? []
        : [{ id: `${spec.id}#label`, text: spec.label, width: textWidth(spec.label), height: lineHeight }],
  }
}

/**
 * The machine's own definition as an ELK graph: compound states are containers of their children, every
 * transition with a target is an edge labelled with its event (and guard), and a compound state's
 * initial child is pointed at from a dot, as in a statechart drawn by hand. The machine itself is the
 * outermost container, so its own `on` (the cart's events, taken in every state) are edges from it.
 */
export function statechartGraph(machine: AnyStateMachine): ElkNode {
  const root = machine.root
  return {
    id: `${root.id}#chart`,
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      // Edges between levels (a child to a state outside its parent) are laid out with the whole chart.
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      // Every coordinate in the answer is the chart's own, so drawing needs no offsets per container.
      'elk.json.shapeCoords': 'ROOT',
      'elk.json.edgeCoords': 'ROOT',
      'elk.layered.spacing.nodeNodeBetweenLayers': '48',
      'elk.spacing.nodeNode': '32',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.padding': '[top=24,left=24,bottom=24,right=24]',
    },
    children: [elkNodeOf(root)],
    edges: edgeSpecs(root).map(elkEdgeOf),
  }
}

function statesOf(machine: AnyStateMachine): Map<string, { node: AnyStateNode; depth: number }> {
  const found = new Map<string, { node: AnyStateNode; depth: number }>()
  const visit = (node: AnyStateNode, depth: number) => {
    found.set(node.id, { node, depth })
    childrenOf(node).forEach((child) => visit(child, depth + 1))
  }
  visit(machine.root, 0)
  return found
}

function flatten(node: ElkNode): ElkNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...flatten(child)])
}

function edgesOf(node: ElkNode): ElkExtendedEdge[] {
  return [...(node.edges ?? []), ...(node.children ?? []).flatMap(edgesOf)]
}

// One instance for every chart: the bundled build runs ELK on the page itself, so there is no worker to
// start or to lose.
const elk = new ELK()

/** Lays the machine's states and transitions out with ELK's layered algorithm. */
export async function layoutStatechart(machine: AnyStateMachine): Promise<StatechartLayout> {
  const laidOut = await elk.layout(statechartGraph(machine))
  const known = statesOf(machine)
  const states: LaidOutState[] = []
  const initialMarkers: LaidOutInitialMarker[] = []
  for (const shape of flatten(laidOut)) {
    const position = { x: shape.x ?? 0, y: shape.y ?? 0, width: shape.width ?? 0, height: shape.height ?? 0 }
    const state = known.get(shape.id)
    if (state === undefined) {
      initialMarkers.push({ id: shape.id, x: position.x, y: position.y, size: position.width })
      continue
    }
    states.push({
      id: state.node.id,
      label: stateLabel(state.node),
      kind: state.node.type,
      internalEvents: ownInternalEvents(state.node),
      depth: state.depth,
      ...position,
    })
  }
  const transitions = edgesOf(laidOut).map((edge): LaidOutTransition => {
    const section = edge.sections?.[0]
    const label = edge.labels?.[0]
    return {
      id: edge.id,
      label: label?.text ?? '',
      points:
        section === undefined ? [] : [section.startPoint, ...(section.bendPoints ?? []), section.endPoint],
      labelBox:
        label === undefined
          ? null
          : { x: label.x ?? 0, y: label.y ?? 0, width: label.width ?? 0, height: label.height ?? 0 },
    }
  })
  return {
    width: laidOut.width ?? 0,
    height: laidOut.height ?? 0,
    states: states.sort((a, b) => a.depth - b.depth),
    transitions,
    initialMarkers,
  }
}
