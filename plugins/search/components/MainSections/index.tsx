import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {useMainSections} from '../../client/mainSections.ts';
import styles from './styles.module.css';

interface Props {
  /** The heading's level where the list sits (the search page and the 404 put it under their h1). */
  headingLevel?: 2 | 3;
}

/** Links to the site's main sections, where a reader with no result can start from. */
export default function MainSections({headingLevel = 2}: Props) {
  const sections = useMainSections();
  const Heading = `h${headingLevel}` as const;
  const title = translate({id: 'search.sections.title', message: 'Start from a section'});
  return (
    <nav aria-label={title} className={styles.mainSections}>
      <Heading className={styles.mainSectionsTitle}>{title}</Heading>
      <ul className={styles.mainSectionsList}>
        {sections.map((section) => (
          <li key={section.to}>
            <Link to={section.to}>{section.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
