import {portalOnlyControls, type PlaygroundSpec} from '../../types';
import styles from './styles.module.css';

/** Names the controls that FastStore 1.x does not have, so no one copies them from the demo into a 1.x store. */
export default function PortalOnlyNote({spec}: {spec: PlaygroundSpec}) {
  const names = portalOnlyControls(spec).map((control) => control.name);
  if (names.length === 0) return null;
  return (
    <p className={styles.portalOnly} data-playground-portal-only={names.join(' ')}>
      Demo only, not in FastStore 1.x:{' '}
      {names.map((name, index) => (
        <span key={name}>
          {index > 0 && ', '}
          <code>{name}</code>
        </span>
      ))}
      . These controls drive the portal&apos;s demo kit; the Props table below lists the 1.x props.
    </p>
  );
}
