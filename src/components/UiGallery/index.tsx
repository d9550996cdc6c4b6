import Link from '@docusaurus/Link';
import {defaultValues, type UiLevel} from '../Playground/types';
import {specsAt} from '../ui-kit/registry';
import styles from './styles.module.css';

interface Props {
  level: UiLevel;
}

/** The built components of one level, each rendered with its default props and linked to its reference page. */
export default function UiGallery({level}: Props) {
  return (
    <ul className={styles.uiGallery} data-ui-gallery={level}>
      {specsAt(level).map((spec) => (
        <li key={spec.name} className={styles.uiGalleryCard}>
          {/* A preview, not a second demo: out of the tab order so the page keeps one set of controls per component. */}
          <div className={styles.uiGalleryPreview} inert>
            {spec.render(defaultValues(spec))}
          </div>
          <Link to={spec.page} className={styles.uiGalleryLink}>
            {spec.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
