import type { PageSection } from '#schemas/page.ts'

/**
 * Renders a page body in order. The first hero carries the page's only h1; later sections are h2.
 */
export function PageSections({ sections }: { sections: PageSection[] }) {
  return (
    <>
      {sections.map((section, index) => {
        switch (section.contentType) {
          case 'hero': {
            const Heading = index === 0 ? 'h1' : 'h2'
            return (
              <section key={section.id} className="hero" aria-labelledby={`${section.id}-heading`}>
                <Heading id={`${section.id}-heading`} className="hero__heading">
                  {section.heading}
                </Heading>
                <p className="hero__lead">{section.lead}</p>
                {section.action !== undefined && (
                  <a className="button button--primary" href={section.action.href}>
                    {section.action.label}
                  </a>
                )}
              </section>
            )
          }
          case 'textSection':
            return (
              <section key={section.id} className="text-section" aria-labelledby={`${section.id}-heading`}>
                <h2 id={`${section.id}-heading`}>{section.heading}</h2>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            )
        }
      })}
    </>
  )
}
