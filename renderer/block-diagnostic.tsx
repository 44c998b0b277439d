import { useT } from '#components/translation.tsx'
import type { BlockProblem } from '#schemas/block-problem.ts'

/**
 * Shown in preview only, where a skipped block would be (DESIGN §4): which block, which field, what is
 * wrong, so an editor can fix it without asking a developer.
 */
export function BlockDiagnostic({ problem }: { problem: BlockProblem }) {
  const t = useT()
  const names = { id: problem.id, contentType: problem.contentType }
  return (
    <section className="block-diagnostic" role="note" aria-label={t('preview.blockProblem', names)}>
      <h2 className="block-diagnostic__title">{t('preview.blockProblem', names)}</h2>
      {problem.status === 'unknown' ? (
        <p>{t('preview.unknownType', names)}</p>
      ) : (
        <table className="block-diagnostic__issues">
          <thead>
            <tr>
              <th scope="col">{t('preview.field')}</th>
              <th scope="col">{t('preview.message')}</th>
            </tr>
          </thead>
          <tbody>
            {problem.issues.map((issue) => (
              <tr key={`${issue.path}:${issue.message}`}>
                <td>
                  <code>{issue.path}</code>
                </td>
                <td>{issue.message}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
