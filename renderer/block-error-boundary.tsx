import { Component, type ErrorInfo, type ReactNode } from 'react'
import { TranslationConsumer } from '#components/translation.tsx'

interface Props {
  blockId: string
  contentType: string
  preview: boolean
  children: ReactNode
}

interface State {
  error: Error | null
}

/**
 * One block failing while it renders must not take the page down (DESIGN §4): the block is left out, or
 * in preview replaced by a panel naming it.
 */
export class BlockErrorBoundary extends Component<Props, State> {
  override state: State = { error: null }

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(
      `block ${this.props.blockId} (${this.props.contentType}) failed to render`,
      error,
      info.componentStack,
    )
  }

  override render() {
    const { error } = this.state
    if (error === null) return this.props.children
    if (!this.props.preview) return null
    return (
      <TranslationConsumer>
        {(t) => (
          <section className="block-diagnostic" role="note">
            <h2 className="block-diagnostic__title">
              {t('preview.blockProblem', { id: this.props.blockId, contentType: this.props.contentType })}
            </h2>
            <p>{t('preview.renderFailed', { message: error.message })}</p>
          </section>
        )}
      </TranslationConsumer>
    )
  }
}
