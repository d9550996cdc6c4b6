import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  title: string;
  subtitle?: string;
  /** Call to action; shown when both are given. */
  linkText?: string;
  link?: string;
  imageSrc: string;
  /** Empty for a decorative image. */
  imageAlt: string;
  /** 'primary' (image beside the text) or 'secondary' (text over a tinted band); default 'primary'. */
  variant?: 'primary' | 'secondary';
  /** Heading level of the title; default 2. */
  headingLevel?: 1 | 2 | 3;
  className?: string;
  /** Value rendered as `data-testid`; default 'store-hero'. */
  testId?: string;
}

export default function Hero({
  title,
  subtitle,
  linkText,
  link,
  imageSrc,
  imageAlt,
  variant = 'primary',
  headingLevel = 2,
  className,
  testId = 'store-hero',
}: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section data-fs-hero={variant} data-testid={testId} className={clsx(styles.hero, styles[variant], className)}>
      <div className={styles.content}>
        <Heading className={styles.title}>{title}</Heading>
        {subtitle && <p className={styles.subtitle}>{subtitle}</p>}
        {linkText && link && (
          <a className={styles.cta} href={link}>
            {linkText}
          </a>
        )}
      </div>
      <img className={styles.image} src={imageSrc} alt={imageAlt} width={320} height={200} />
    </section>
  );
}
