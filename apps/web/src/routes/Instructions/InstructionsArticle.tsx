import { Box } from '@laikas/ui';
import { useTranslation } from 'react-i18next';
import * as styles from './Instructions.css';
import './strings';

interface Section {
  title: string;
  text?: string;
  steps?: string[];
  tips?: string[];
  /** A screenshot of the screen the section describes (under apps/web/public). */
  image?: { src: string; alt: string };
}

/**
 * A how-to page whose whole content lives in the `web` namespace under `key`:
 * `{ title, intro, sections: [{ title, text?, steps?, tips? }] }` in both languages.
 */
export function InstructionsArticle({ contentKey }: { contentKey: 'instructions.student' | 'instructions.admin' }) {
  const { t } = useTranslation('web');
  const sections = t(`${contentKey}.sections`, { returnObjects: true }) as Section[];
  return (
    <article className={styles.article}>
      <Box display="flex" flexDirection="column" gap="xs" marginBottom="xl">
        <h1>{t(`${contentKey}.title`)}</h1>
        <p className={styles.intro}>{t(`${contentKey}.intro`)}</p>
      </Box>
      <nav aria-label={t('instructions.contents')} className={styles.toc}>
        <h2 className={styles.tocTitle}>{t('instructions.contents')}</h2>
        <ol>
          {sections.map((section, index) => (
            <li key={section.title}>
              <a className={styles.tocLink} href={`#section-${index + 1}`}>
                {section.title}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section
          key={section.title}
          id={`section-${index + 1}`}
          className={styles.section}
          aria-labelledby={`section-${index + 1}-title`}
        >
          <h2 id={`section-${index + 1}-title`}>{section.title}</h2>
          {section.text ? <p>{section.text}</p> : null}
          {section.steps ? (
            <ol className={styles.steps}>
              {section.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
          ) : null}
          {section.image ? (
            <img className={styles.screenshot} src={section.image.src} alt={section.image.alt} loading="lazy" />
          ) : null}
          {section.tips ? (
            <ul className={styles.tips}>
              {section.tips.map((tip) => (
                <li key={tip}>{tip}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </article>
  );
}
