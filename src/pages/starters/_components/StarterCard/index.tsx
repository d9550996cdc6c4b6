import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useBaseUrlUtils} from '@docusaurus/useBaseUrl';
import Translate from '@docusaurus/Translate';
import type {StarterCard as Card} from '@site/src/data/starterCards.ts';
import {cardText} from '../starterCardText.ts';
import styles from './styles.module.css';

type Props = {
  starter: Card;
  /** Cards in the first screenful load their image at once: a lazy image there delays the largest paint. */
  aboveTheFold?: boolean;
};

export default function StarterCard({starter, aboveTheFold = false}: Props) {
  const {withBaseUrl} = useBaseUrlUtils();
  const text = cardText(starter.slug);
  return (
    <article className={styles.starterCard}>
      <img
        className={clsx(styles.starterCardImage, 'starter-illustration')}
        src={withBaseUrl(starter.imgThumbnail)}
        alt=""
        width={400}
        height={250}
        loading={aboveTheFold ? 'eager' : 'lazy'}
        fetchPriority={aboveTheFold ? 'high' : 'auto'}
      />
      <div className={styles.starterCardBody}>
        <h3 className={styles.starterCardTitle}>
          <Link to={starter.url}>{starter.name}</Link>
        </h3>
        <p className={styles.starterCardOwner}>
          <Translate id="site.starters.cardOwner" description="Under a starter's name: who made it" values={{owner: starter.owner}}>
            {'by {owner}'}
          </Translate>
        </p>
        <p>{text.details}</p>
      </div>
    </article>
  );
}
