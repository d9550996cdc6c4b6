import Link from '@docusaurus/Link';
import type {Starter} from '@site/src/data/starters';
import styles from './styles.module.css';

type Props = {starter: Starter};

export default function StarterCard({starter}: Props) {
  return (
    <article className={styles.starterCard}>
      <img className={styles.starterCardImage} src={starter.imgThumbnail} alt="" width={400} height={250} loading="lazy" />
      <div className={styles.starterCardBody}>
        <h3 className={styles.starterCardTitle}>
          <Link to={starter.url}>{starter.name}</Link>
        </h3>
        <p className={styles.starterCardOwner}>by {starter.owner}</p>
        <p>{starter.details}</p>
      </div>
    </article>
  );
}
