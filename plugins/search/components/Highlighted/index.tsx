import {highlightParts} from '@site/common/search/highlight.ts';
import styles from './styles.module.css';

interface Props {
  text: string;
  terms: readonly string[];
}

/** Text with every matched word marked, in the one highlight style of search (the modal, the search page, the 404). */
export default function Highlighted({text, terms}: Props) {
  return (
    <>
      {highlightParts(text, terms).map((part, index) =>
        part.match ? (
          <mark key={index} className={styles.highlight}>
            {part.text}
          </mark>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
