import {useEffect, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {defaultValues, type UiLevel} from '../../types.ts';
import syncRegistry from '../../syncRegistry.ts';
import styles from './styles.module.css';

interface Props {
  level: UiLevel;
}

type Registry = Pick<NonNullable<typeof syncRegistry>, 'specsAt'>;

function Gallery({level, registry}: Props & {registry: Registry}) {
  return (
    <ul className={styles.uiGallery} data-ui-gallery={level}>
      {registry.specsAt(level).map((spec) => (
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

/**
 * The built components of one level, each rendered with its default props and linked to its reference page.
 * The previews are inert pictures of the components, so the browser keeps the server's HTML and never loads
 * the kit for them; only after a client-side navigation (no server HTML) does it fetch the registry.
 */
export default function UiGallery({level}: Props) {
  const isBrowser = useIsBrowser();
  const [fromServer] = useState(() => !isBrowser);
  const [registry, setRegistry] = useState<Registry | null>(syncRegistry);
  useEffect(() => {
    if (registry || fromServer) return;
    let current = true;
    import('../../registry.ts').then((module) => current && setRegistry(module));
    return () => {
      current = false;
    };
  }, [registry, fromServer]);

  if (registry) return <Gallery level={level} registry={registry} />;
  if (fromServer) return <ul className={styles.uiGallery} data-ui-gallery={level} dangerouslySetInnerHTML={{__html: ''}} suppressHydrationWarning />;
  return <ul className={styles.uiGallery} data-ui-gallery={level} aria-busy="true" />;
}
